import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { serveSite } from '../../../src/serve/serve-site.js';
import { exchangeFolders } from '../../../src/write/exchange-folders.js';
import { outputLockPath } from '../../../src/write/output-lock.js';
import { repoRoot, writeSite } from '../../helpers/build-fixture.js';
import { waitFor } from '../../helpers/wait-for.js';

const bin = path.join(repoRoot, 'bin/docs-build.js');

function startBuild(root: string): ChildProcess {
  return spawn(process.execPath, [bin, 'build', '--root', root], { stdio: ['ignore', 'pipe', 'pipe'] });
}

async function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** The pid of a process that has exited, so that nothing runs under it. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

function leftovers(root: string): string[] {
  return fs.readdirSync(root).filter((name) => name.startsWith('.build-next-') || name === '.build.lock');
}

const smallSite = { 'content/docs/index.md': '# Home\n\nVersion one.\n', 'content/docs/guide.md': '# Guide\n' };

describe('the output swap', () => {
  it('exchanges two folders in one step', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-exchange-'));
    fs.mkdirSync(path.join(base, 'a'));
    fs.mkdirSync(path.join(base, 'b'));
    fs.writeFileSync(path.join(base, 'a/which'), 'a');
    fs.writeFileSync(path.join(base, 'b/which'), 'b');
    assert.equal(
      exchangeFolders(path.join(base, 'a'), path.join(base, 'b')),
      true,
      'this Linux machine supports RENAME_EXCHANGE',
    );
    assert.equal(fs.readFileSync(path.join(base, 'a/which'), 'utf8'), 'b');
    assert.equal(fs.readFileSync(path.join(base, 'b/which'), 'utf8'), 'a');
  });

  it('a build killed while writing leaves staging behind; the next build removes it and keeps build/ whole', async () => {
    const files: Record<string, string> = { ...smallSite };
    for (let n = 0; n < 6000; n++) files[`static/many/${n}.txt`] = `file ${n}\n`;
    const root = writeSite(files);
    const killed = startBuild(root);
    const exited = once(killed, 'exit');
    const filesIn = (folder: string) => {
      try {
        return fs.readdirSync(folder, { recursive: true }).length;
      } catch {
        return 0; // removed while we looked
      }
    };
    const writing = () =>
      leftovers(root).some((name) => name.startsWith('.build-next-') && filesIn(path.join(root, name)) > 100);
    await waitFor('the build to start writing', writing, { intervalMs: 5 });
    killed.kill('SIGKILL');
    await exited;
    assert.ok(leftovers(root).length > 0, 'the killed build left its staging folder');

    const next = await finished(startBuild(root));
    assert.equal(next.code, 0, next.output);
    assert.deepEqual(leftovers(root), []);
    assert.ok(fs.existsSync(path.join(root, 'build/index.html')));
    assert.ok(fs.existsSync(path.join(root, 'build/many/5999.txt')));
  });

  it('restores the previous output when build/ is missing, even if the next build fails', async () => {
    const root = writeSite(smallSite);
    await buildSite({ root, logger: createMemoryLogger() });
    // What a process killed between the two renames of the old swap left: no build/, the old one aside.
    fs.renameSync(path.join(root, 'build'), path.join(root, `.build-next-${await deadPid()}-AbCdEf`));
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Guide\n\n[dead](./missing.md)\n');

    await assert.rejects(buildSite({ root, logger: createMemoryLogger() }), BuildError);
    assert.match(fs.readFileSync(path.join(root, 'build/index.html'), 'utf8'), /Version one/);
    assert.deepEqual(leftovers(root), []);
  });

  it('deletes the replaced output in the background, with any an earlier build left, and never puts one back', async () => {
    const root = writeSite(smallSite);
    await buildSite({ root, logger: createMemoryLogger() });
    // What a deleter killed halfway leaves: part of an old output.
    fs.mkdirSync(path.join(root, '.build-old-1-AbCdEf/guide'), { recursive: true });
    fs.writeFileSync(path.join(root, '.build-old-1-AbCdEf/guide/index.html'), 'old');
    fs.writeFileSync(path.join(root, 'content/docs/index.md'), '# Home\n\nVersion two.\n');
    await buildSite({ root, logger: createMemoryLogger() });
    assert.match(fs.readFileSync(path.join(root, 'build/index.html'), 'utf8'), /Version two/);
    await waitFor(
      'the old outputs to be deleted',
      () => !fs.readdirSync(root).some((name) => name.startsWith('.build-old-')),
      { intervalMs: 5 },
    );
    assert.deepEqual(leftovers(root), []);

    // With build/ missing, an old output (perhaps half deleted) is never restored: the build writes a new one.
    fs.mkdirSync(path.join(root, '.build-old-1-AbCdEf'));
    fs.renameSync(path.join(root, 'build'), path.join(root, '.build-old-1-AbCdEf/build'));
    await buildSite({ root, logger: createMemoryLogger() });
    assert.match(fs.readFileSync(path.join(root, 'build/index.html'), 'utf8'), /Version two/);
    await waitFor(
      'the old outputs to be deleted',
      () => !fs.readdirSync(root).some((name) => name.startsWith('.build-old-')),
      { intervalMs: 5 },
    );
  });

  it('two builds of one site at once both succeed, one after the other', async () => {
    const root = writeSite(smallSite);
    const [first, second] = await Promise.all([finished(startBuild(root)), finished(startBuild(root))]);
    assert.equal(first.code, 0, first.output);
    assert.equal(second.code, 0, second.output);
    assert.ok(fs.existsSync(path.join(root, 'build/.docs-build-output')));
    assert.deepEqual(leftovers(root), []);
  });

  it('waits for a live lock holder and then refuses, naming it; takes over a stale lock', async () => {
    const root = writeSite(smallSite);
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      fs.writeFileSync(
        outputLockPath(path.join(root, 'build')),
        JSON.stringify({ pid: holder.pid, host: os.hostname(), since: '2026-11-24T00:00:00Z' }),
      );
      await assert.rejects(buildSite({ root, logger: createMemoryLogger(), lockTimeoutMs: 200 }), (error: unknown) => {
        assert.ok(error instanceof BuildError);
        assert.equal(error.diagnostics[0]!.code, 'OUTPUT_LOCKED');
        assert.match(error.diagnostics[0]!.message, new RegExp(`pid ${holder.pid}`));
        return true;
      });
      assert.ok(!fs.existsSync(path.join(root, 'build')));
    } finally {
      holder.kill();
    }
    fs.writeFileSync(
      outputLockPath(path.join(root, 'build')),
      JSON.stringify({ pid: await deadPid(), host: os.hostname(), since: '' }),
    );
    await buildSite({ root, logger: createMemoryLogger(), lockTimeoutMs: 200 });
    assert.ok(fs.existsSync(path.join(root, 'build/index.html')));
    assert.deepEqual(leftovers(root), []);
  });

  it('serve answers every request with 200 while the site is rebuilt again and again, and build/ is never missing', async () => {
    const root = writeSite(smallSite);
    await buildSite({ root, logger: createMemoryLogger() });
    // A tight loop on another thread sees even a window of microseconds between two renames.
    const stop = new SharedArrayBuffer(4);
    const watcher = new Worker(
      `const fs = require('node:fs'); const { parentPort, workerData } = require('node:worker_threads');
       const stop = new Int32Array(workerData.stop); let checks = 0, missing = 0;
       while (Atomics.load(stop, 0) === 0) { checks++; if (!fs.existsSync(workerData.file)) missing++; }
       parentPort.postMessage({ checks, missing });`,
      { eval: true, workerData: { file: path.join(root, 'build/index.html'), stop } },
    );
    const watched = once(watcher, 'message') as Promise<[{ checks: number; missing: number }]>;
    const server = await serveSite({ dir: path.join(root, 'build'), port: 0, logger: createMemoryLogger() });
    const statuses = new Map<number, number>();
    let rebuilding = true;
    const paths = ['/', '/guide', '/guide/', '/all-docs.txt', '/sitemap.xml', '/404.html'];
    const client = async () => {
      for (let n = 0; rebuilding; n++) {
        const response = await fetch(`${server.url}${paths[n % paths.length]}`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    try {
      const clients = Array.from({ length: 4 }, client);
      for (let build = 0; build < 4; build++) {
        fs.writeFileSync(path.join(root, 'content/docs/index.md'), `# Home\n\nVersion ${build + 2}.\n`);
        const result = await finished(startBuild(root));
        assert.equal(result.code, 0, result.output);
      }
      rebuilding = false;
      await Promise.all(clients);
    } finally {
      await server.close();
      Atomics.store(new Int32Array(stop), 0, 1);
    }
    const [{ checks, missing }] = await watched;
    assert.equal(missing, 0, `build/index.html was missing ${missing} times in ${checks} checks`);
    assert.deepEqual([...statuses.keys()], [200]);
    assert.ok(statuses.get(200)! > 20, `only ${statuses.get(200)} requests were made`);
  });
});
