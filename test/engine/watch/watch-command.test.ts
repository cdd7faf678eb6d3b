import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

const bin = path.join(repoRoot, 'bin/docs-build.js');

describe('docs-build watch (the command)', () => {
  it('builds, prints the URL and the first build time, serves, and stops on SIGINT with status 0', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-cli-'));
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await writeFile(
      path.join(root, 'content/docs/index.md'),
      '---\ntitle: Home\n---\n\nWelcome from the watch command.\n',
    );
    const child = spawn(process.execPath, [bin, 'watch', '--root', root, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const look = () => {
          const match = /serving at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        };
        child.stdout.on('data', look);
        void exited.then(() => reject(new Error(`watch exited early:\n${output}`)));
        look();
      });
      assert.match(output, /Built \d+ pages in \d+ ms/);
      const home = await httpGet(url, '/');
      assert.equal(home.status, 200);
      assert.match(home.body.toString(), /Welcome from the watch command\./);

      child.kill('SIGINT');
      assert.equal(await exited, 0, output);
      assert.match(output, /Stopped watching\./);
      await assert.rejects(httpGet(url, '/'), { code: 'ECONNREFUSED' });
      assert.ok(!(await readdir(root)).includes('build'), 'watch never writes build/');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(root, { recursive: true, force: true });
    }
  });
});
