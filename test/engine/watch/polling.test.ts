import assert from 'node:assert/strict';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { watchSources } from '../../../src/watch/watch-sources.js';
import { waitFor } from '../../helpers/wait-for.js';

const WAIT_MS = 20_000;

/**
 * Runs `body` while every native watcher the process asks for fails as it does when the system has
 * none left (chokidar imports `fs.watch` as an ES binding, which `syncBuiltinESMExports` updates).
 */
async function withoutNativeWatchers(code: string, body: () => Promise<void>): Promise<void> {
  const original = fs.watch;
  fs.watch = (() => {
    throw Object.assign(new Error(`${code}: no more file watchers`), { code });
  }) as typeof fs.watch;
  syncBuiltinESMExports();
  try {
    await body();
  } finally {
    fs.watch = original;
    syncBuiltinESMExports();
  }
}

describe('watchSources when the system has no file watchers left', () => {
  for (const [code, advice] of [
    ['ENOSPC', /sysctl fs\.inotify\.max_user_watches=/],
    ['EMFILE', /ulimit -n/],
  ] as const) {
    it(`falls back to polling on ${code}, says how to raise the limit, and still sees edits`, async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-polling-'));
      const page = path.join(root, 'content/docs/index.md');
      fs.mkdirSync(path.dirname(page), { recursive: true });
      fs.writeFileSync(page, 'First.\n');
      try {
        await withoutNativeWatchers(code, async () => {
          const seen: string[] = [];
          const changed: string[] = [];
          const problems: string[] = [];
          const watcher = await watchSources(root, {
            seen: (file) => void seen.push(file),
            changed: (file) => changed.push(file),
            problem: (message) => problems.push(message),
          });
          try {
            assert.equal(watcher.polling, true);
            assert.deepEqual(seen, [page], 'the first scan still finds the inputs');
            assert.equal(problems.length, 1, problems.join('\n'));
            assert.match(problems[0]!, new RegExp(`no file watchers left \\(${code}\\); watching by polling`));
            assert.match(problems[0]!, advice);
            // Polling takes each file's first look in the background; an edit made before it would
            // look like the starting state, so the author saves again until the watcher sees one.
            let edit = 0;
            const saveAgain = () => {
              if (changed.includes(page)) return true;
              fs.writeFileSync(page, `Edit ${++edit}, a longer text than before.\n`);
              return false;
            };
            await waitFor('polling to see the edits', saveAgain, { timeoutMs: WAIT_MS, intervalMs: 300 });
          } finally {
            await watcher.close();
          }
        });
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
