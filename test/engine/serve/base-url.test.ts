import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { buildSite } from '../../../src/build/build-site.js';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { serveSite, type RunningServer } from '../../../src/serve/serve-site.js';
import { WATCH_SOCKET_PATH } from '../../../src/watch/watch-client.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { fixturesDir, repoRoot } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

const bin = path.join(repoRoot, 'bin/docs-build.js');

/** What serve and watch answer for a site built with baseUrl "/handbook/" (test/fixtures/base-url-site). */
function answersUnderTheBase(url: () => string): void {
  const get = async (target: string) => {
    const res = await httpGet(url(), target);
    return { status: res.status, location: res.headers.location, text: res.body.toString('utf8') };
  };

  it('serves the site under the base URL: /handbook/a/b is a/b/index.html, with or without the slash', async () => {
    for (const [target, title] of [
      ['/handbook/', 'Handbook'],
      ['/handbook/guide', 'Guide | Handbook'],
      ['/handbook/guide/', 'Guide | Handbook'],
      ['/handbook/blog/hello', 'Hello | Handbook'],
    ]) {
      const res = await get(target!);
      assert.equal(res.status, 200, target);
      assert.match(res.text, new RegExp(`<title>${title!.replace(/[|]/g, '\\$&')}</title>`), target);
    }
    assert.equal((await get('/handbook/all-docs.txt')).status, 200);
    assert.equal((await get('/handbook/search/settings.json')).status, 200);
    assert.equal((await get('/handbook/img/logo.svg')).status, 200);
  });

  it('sends "/", the base without its slash and any path outside it to the base URL (302, as docusaurus serve)', async () => {
    for (const target of ['/', '/handbook', '/guide', '/img/logo.svg', '/handbookish/guide', '/?q=1']) {
      const res = await get(target);
      assert.equal(res.status, 302, target);
      assert.equal(res.location, '/handbook/', target);
    }
  });

  it('answers an unknown path under the base with the 404 page, whose links are under the base', async () => {
    const res = await get('/handbook/no/such/page');
    assert.equal(res.status, 404);
    assert.match(res.text, /<a class="button button--primary" href="\/handbook\/">Go to the docs home<\/a>/);
    assert.match(res.text, /<script type="module" src="\/handbook\/assets\/app-[A-Z0-9]+\.js">/);
  });

  it("answers _redirects' paths, which are under the base, with 301", async () => {
    const res = await get('/handbook/old-guide?from=old');
    assert.equal(res.status, 301);
    assert.equal(res.location, '/handbook/guide?from=old');
  });
}

describe('serve under the base URL', () => {
  let tempDir: string;
  let server: RunningServer;

  before(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-base-serve-'));
    await buildSite({
      root: path.join(fixturesDir, 'base-url-site'),
      outDir: path.join(tempDir, 'build'),
      cache: false,
      logger: createMemoryLogger(),
    });
    server = await serveSite({
      dir: path.join(tempDir, 'build'),
      port: 0,
      baseUrl: '/handbook/',
      logger: createMemoryLogger(),
    });
  });
  after(async () => {
    await server?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  answersUnderTheBase(() => server.url);

  it('takes the base URL from the site config, or from --base-url, and says where the site is (the command)', async () => {
    const root = path.join(fixturesDir, 'base-url-site');
    for (const [args, base] of [
      [[], '/handbook/'],
      [['--base-url', '/other/'], '/other/'],
    ] as const) {
      const child = spawn(
        process.execPath,
        [bin, 'serve', '--root', root, '--dir', path.join(tempDir, 'build'), '--port', '0', ...args],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        const [, origin, path] = await new Promise<RegExpExecArray>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /Serving .* at (http:\/\/127\.0\.0\.1:\d+)(\S*)/.exec(output);
            if (match) resolve(match);
          });
          void exited.then(() => reject(new Error(`serve exited early:\n${output}`)));
        });
        assert.equal(path, base);
        assert.equal((await httpGet(origin!, `${base}guide`)).status, 200);
        assert.equal((await httpGet(origin!, '/')).headers.location, base);
        child.kill('SIGINT');
        assert.equal(await exited, 0, output);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    }
  });

  it('refuses a --base-url that is not a path from "/" to "/" (usage error)', async () => {
    const logger = createMemoryLogger();
    assert.equal(
      await runCli(
        ['node', 'docs-build', 'serve', '--root', path.join(fixturesDir, 'base-url-site'), '--base-url', 'handbook'],
        logger,
      ),
      2,
    );
    assert.match(logger.lines.map((line) => line.message).join('\n'), /starts and ends with "\/"/);
  });
});

describe('watch under the base URL', () => {
  let root: string;
  let watching: WatchHandle;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-base-watch-'));
    await cp(path.join(fixturesDir, 'base-url-site'), root, { recursive: true });
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    assert.ok(watching.lastBuildOk);
  });
  after(async () => {
    await watching?.close();
    await rm(root, { recursive: true, force: true });
  });

  answersUnderTheBase(() => watching.url);

  it('gives its pages the live-reload client, which knows the base URL, and answers its WebSocket', async () => {
    assert.equal(watching.baseUrl, '/handbook/');
    const page = (await httpGet(watching.url, '/handbook/guide')).body.toString('utf8');
    assert.match(page, /<script data-docs-build-watch>[\s\S]*\.start\("guide\/index\.html","\/handbook\/"\)<\/script>/);
    const socket = new WebSocket(watching.url.replace(/^http/, 'ws') + WATCH_SOCKET_PATH);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.terminate();
  });
});
