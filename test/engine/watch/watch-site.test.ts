import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { injectWatchClient, WATCH_SOCKET_PATH, type WatchMessage } from '../../../src/watch/watch-client.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';
import { waitFor } from '../../helpers/wait-for.js';

/** How long a test waits for a rebuild to show before it fails: generous, as it is no timing assertion. */
async function pageText(url: string, route: string): Promise<{ status: number; text: string }> {
  const res = await httpGet(url, route);
  return { status: res.status, text: res.body.toString('utf8') };
}

/** Collects what the watch server sends over its WebSocket. */
async function listen(url: string): Promise<{ messages: WatchMessage[]; close(): void }> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + WATCH_SOCKET_PATH);
  const messages: WatchMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as WatchMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { messages, close: () => socket.terminate() };
}

describe('watchSite', () => {
  let root: string;
  let watching: WatchHandle;
  const logger = createMemoryLogger();
  const guide = () => path.join(root, 'content/docs/guide.md');
  const home = () => path.join(root, 'content/docs/index.md');

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-'));
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await writeFile(home(), '---\ntitle: Home\n---\n\nWelcome home.\n');
    await writeFile(guide(), '---\ntitle: Guide\n---\n\nFirst version of the guide.\n');
    watching = await watchSite({ root, port: 0, logger });
  });

  after(async () => {
    await watching?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('serves the site from memory, never writing build/, with the watch client in HTML pages only', async () => {
    assert.match(watching.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await pageText(watching.url, '/guide');
    assert.equal(page.status, 200);
    assert.match(page.text, /First version of the guide\./);
    assert.match(page.text, /<script data-docs-build-watch>[\s\S]*<\/script>\s*<\/body>/);
    const missing = await pageText(watching.url, '/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /data-docs-build-watch/);
    const sitemap = await pageText(watching.url, '/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.doesNotMatch(sitemap.text, /docs-build-watch/);
    await assert.rejects(access(path.join(root, 'build')), { code: 'ENOENT' });
    assert.ok(
      logger.lines.some((line) => /^Built \d+ pages in \d+ ms$/.test(line.message)),
      'it says how long the first build took',
    );
  });

  it('serves the new text after the Markdown is edited, and tells open pages which files changed', async () => {
    const socket = await listen(watching.url);
    try {
      await writeFile(guide(), '---\ntitle: Guide\n---\n\nSecond version of the guide.\n');
      await waitFor('the edited text', async () =>
        (await pageText(watching.url, '/guide')).text.includes('Second version') ? true : undefined,
      );
      const built = await waitFor('a built message', async () => socket.messages.find((m) => m.type === 'built'));
      assert.equal(built.type, 'built');
      assert.deepEqual(built.type === 'built' && built.changed, ['guide/index.html']);
      // Only the text changed (and the description taken from it): open tabs can swap it in place.
      const served = (await pageText(watching.url, '/guide')).text;
      assert.deepEqual(built.type === 'built' && built.swaps, { 'guide/index.html': 'main' });
      const sent = built.type === 'built' ? built.html?.['guide/index.html'] : undefined;
      assert.equal(
        sent && injectWatchClient(sent, 'guide/index.html'),
        served,
        'the page as built, which is served with the watch client',
      );
      await watching.idle();
      assert.ok(
        logger.lines.some((line) => /^Updated 1 page changed \(guide\/index\.html\) in \d+ ms$/.test(line.message)),
        'the page was pushed before the whole build',
      );
    } finally {
      socket.close();
    }
    await assert.rejects(access(path.join(root, 'build')), { code: 'ENOENT' });
  });

  it('does not rebuild for an event that changed no bytes', async () => {
    const now = new Date();
    await utimes(home(), now, now);
    await writeFile(guide(), '---\ntitle: Guide\n---\n\nThird version of the guide.\n');
    await waitFor('the third text', async () =>
      (await pageText(watching.url, '/guide')).text.includes('Third version') ? true : undefined,
    );
    await watching.idle();
    const changedLines = logger.lines.filter((line) => line.message.startsWith('Changed:')).map((line) => line.message);
    assert.ok(
      changedLines.every((line) => !line.includes('index.md')),
      changedLines.join('\n'),
    );
  });

  it("takes an editor's atomic save (a temporary file renamed over the page) as one change", async () => {
    const changesBefore = logger.lines.filter((line) => line.message.startsWith('Changed:')).length;
    const temporary = path.join(root, 'content/docs/.guide.md.swx');
    await writeFile(temporary, '---\ntitle: Guide\n---\n\nSaved atomically.\n');
    await rename(temporary, guide());
    await waitFor('the atomically saved text', async () =>
      (await pageText(watching.url, '/guide')).text.includes('Saved atomically.') ? true : undefined,
    );
    await watching.idle();
    const changes = logger.lines
      .filter((line) => line.message.startsWith('Changed:'))
      .slice(changesBefore)
      .map((line) => line.message);
    assert.deepEqual(changes, ['Changed: content/docs/guide.md']);
  });

  it('takes a page deleted and written again at once as one change, never serving it as missing', async () => {
    const changesBefore = logger.lines.filter((line) => line.message.startsWith('Changed:')).length;
    await unlink(guide());
    await writeFile(guide(), '---\ntitle: Guide\n---\n\nDeleted and written again.\n');
    await waitFor('the rewritten text', async () =>
      (await pageText(watching.url, '/guide')).text.includes('Deleted and written again.') ? true : undefined,
    );
    await watching.idle();
    const changes = logger.lines.filter((line) => line.message.startsWith('Changed:')).slice(changesBefore);
    assert.equal(changes.length, 1, changes.map((line) => line.message).join('\n'));
    assert.ok(!logger.lines.some((line) => line.level === 'error'), 'no build failed in between');
  });

  it('coalesces a burst of saves and serves the last one', async () => {
    const changesBefore = logger.lines.filter((line) => line.message.startsWith('Changed:')).length;
    for (let save = 1; save <= 20; save++) await writeFile(guide(), `---\ntitle: Guide\n---\n\nBurst save ${save}.\n`);
    await waitFor('the last save', async () =>
      (await pageText(watching.url, '/guide')).text.includes('Burst save 20.') ? true : undefined,
    );
    await watching.idle();
    const changes = logger.lines.filter((line) => line.message.startsWith('Changed:')).slice(changesBefore);
    assert.ok(changes.length < 20, `${changes.length} batches for 20 saves`);
    assert.match((await pageText(watching.url, '/guide')).text, /Burst save 20\./);
  });

  it('keeps serving the last good site after a bad edit, reports it, and recovers on the fix', async () => {
    const socket = await listen(watching.url);
    try {
      await writeFile(guide(), '---\ntitle: Guide\n---\n\nBroken: [x](./missing.md)\n');
      const failed = await waitFor('a failed message', async () => socket.messages.find((m) => m.type === 'failed'));
      assert.equal(failed.type, 'failed');
      assert.equal(failed.type === 'failed' && failed.errors[0]?.location, 'content/docs/guide.md:5');
      assert.match(failed.type === 'failed' ? failed.errors[0]!.text : '', /DEAD_LINK/);
      assert.equal(watching.lastBuildOk, false);
      assert.ok(
        logger.lines.some((line) => line.level === 'error' && line.message.includes('content/docs/guide.md:5')),
        'the terminal shows the diagnostic',
      );
      assert.match(
        (await pageText(watching.url, '/guide')).text,
        /Burst save 20\./,
        'the last good site is still served',
      );

      const late = await listen(watching.url);
      try {
        await waitFor('the failure, for a page that connects later', async () =>
          late.messages.find((m) => m.type === 'failed'),
        );
      } finally {
        late.close();
      }

      await writeFile(guide(), '---\ntitle: Guide\n---\n\nFixed version of the guide.\n');
      await waitFor('the fixed text', async () =>
        (await pageText(watching.url, '/guide')).text.includes('Fixed version') ? true : undefined,
      );
      await waitFor('a built message after the fix', async () => socket.messages.find((m) => m.type === 'built'));
      await watching.idle();
      assert.equal(watching.lastBuildOk, true);
    } finally {
      socket.close();
    }
  });

  it('refuses WebSocket upgrades on other paths, and from pages of another origin', async () => {
    const elsewhere = new WebSocket(watching.url.replace(/^http/, 'ws') + '/elsewhere');
    assert.match((await new Promise<Error>((resolve) => elsewhere.once('error', resolve))).message, /404/);
    const foreign = new WebSocket(watching.url.replace(/^http/, 'ws') + WATCH_SOCKET_PATH, {
      origin: 'http://evil.example',
    });
    assert.match((await new Promise<Error>((resolve) => foreign.once('error', resolve))).message, /403/);
    const own = new WebSocket(watching.url.replace(/^http/, 'ws') + WATCH_SOCKET_PATH, { origin: watching.url });
    await new Promise<void>((resolve, reject) => {
      own.once('open', () => resolve());
      own.once('error', reject);
    });
    own.terminate();
  });
});

describe('watchSite started again on a site it has cached', () => {
  it('shows an edit saved the moment it says it is ready', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-'));
    try {
      await mkdir(path.join(root, 'content/docs'), { recursive: true });
      for (const name of ['index', 'a', 'b', 'c'])
        await writeFile(path.join(root, `content/docs/${name}.md`), `---\ntitle: ${name}\n---\n\nPage ${name}.\n`);
      // A start with the cache warm builds so fast that the first scan is still reading the files.
      for (let start = 1; start <= 4; start++) {
        const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
        try {
          // Synchronous, as an editor in another process saves: not queued behind this process's reads.
          writeFileSync(path.join(root, 'content/docs/a.md'), `---\ntitle: a\n---\n\nEdit number ${start}.\n`);
          await waitFor(`edit ${start} served`, async () =>
            (await pageText(watching.url, '/a')).text.includes(`Edit number ${start}.`) ? true : undefined,
          );
        } finally {
          await watching.close();
        }
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('watchSite when the first build fails', () => {
  it('serves a page with the overlay script until a build succeeds, then the site', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-broken-'));
    const logger = createMemoryLogger();
    let watching: WatchHandle | undefined;
    try {
      await mkdir(path.join(root, 'content/docs'), { recursive: true });
      const home = path.join(root, 'content/docs/index.md');
      await writeFile(home, '---\ntitle: Home\n---\n\nSee [the guide](./guide.md).\n');
      watching = await watchSite({ root, port: 0, logger });
      assert.equal(watching.lastBuildOk, false);
      assert.ok(
        logger.lines.some((line) => line.level === 'error' && line.message.includes('content/docs/index.md:5')),
      );
      const socket = await listen(watching.url);
      try {
        const failed = await waitFor('the failure', async () => socket.messages.find((m) => m.type === 'failed'));
        assert.equal(failed.type === 'failed' && failed.errors[0]?.location, 'content/docs/index.md:5');
        const page = await pageText(watching.url, '/');
        assert.equal(page.status, 404);
        assert.match(page.text, /The site did not build/);
        assert.match(page.text, /data-docs-build-watch/);

        await writeFile(path.join(root, 'content/docs/guide.md'), '---\ntitle: Guide\n---\n\nThe guide.\n');
        await waitFor('the site', async () => ((await pageText(watching!.url, '/')).status === 200 ? true : undefined));
        const built = await waitFor('a built message', async () => socket.messages.find((m) => m.type === 'built'));
        assert.ok(
          built.type === 'built' && built.changed !== 'all' && built.changed.includes('404.html'),
          'pages showing the error page reload',
        );
        assert.match((await pageText(watching.url, '/guide')).text, /The guide\./);
      } finally {
        socket.close();
      }
    } finally {
      await watching?.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('watchSite and the modules site.config.ts imports', () => {
  it('builds again when a module the config imports changes, and serves what the new config says', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-config-'));
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await mkdir(path.join(root, 'settings'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/index.md'), '---\ntitle: Home\n---\n\nWelcome.\n');
    await writeFile(path.join(root, 'settings/site-title.ts'), "export const siteTitle = 'First Title';\n");
    await writeFile(
      path.join(root, 'site.config.ts'),
      "import { siteTitle } from './settings/site-title.ts';\n\nexport default { title: siteTitle };\n",
    );
    const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    try {
      assert.match((await pageText(watching.url, '/')).text, /<title>Home \| First Title<\/title>/);
      await writeFile(path.join(root, 'settings/site-title.ts'), "export const siteTitle = 'Second Title';\n");
      await waitFor('the new site title', async () =>
        /<title>Home \| Second Title<\/title>/.test((await pageText(watching.url, '/')).text) ? true : undefined,
      );
    } finally {
      await watching.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('watchSite and specs kept outside openapi/', () => {
  it("builds again when a spec in another folder, or its changelog's base file, changes", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-specs-'));
    const spec = readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8');
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await mkdir(path.join(root, 'specs'), { recursive: true });
    await mkdir(path.join(root, 'history'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/index.md'), '---\ntitle: Home\n---\n\nWelcome.\n');
    await writeFile(path.join(root, 'specs/small.yaml'), spec);
    await writeFile(path.join(root, 'history/small-1.0.yaml'), spec);
    await writeFile(
      path.join(root, 'site.config.ts'),
      "export default { title: 'Specs', openapi: [{ id: 'small', file: 'specs/small.yaml', routeBase: '/api', changelog: { baseFile: 'history/small-1.0.yaml' } }] };\n",
    );
    const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    const changelog = async () => (await pageText(watching.url, '/api/changelog')).text;
    try {
      const gadget = async () => (await pageText(watching.url, '/api/get-gadgets-gadgetid')).text;
      assert.ok((await gadget()).includes('Get a gadget'), 'the spec outside openapi/ is built');
      assert.ok(!(await changelog()).includes('Create a widget'), 'no operation was added since the base');

      await writeFile(
        path.join(root, 'specs/small.yaml'),
        spec.replace('summary: Get a gadget', 'summary: Fetch a gadget'),
      );
      await waitFor('the edited spec', async () => ((await gadget()).includes('Fetch a gadget') ? true : undefined));
      // The base loses an operation: the changelog now lists it as added.
      await writeFile(
        path.join(root, 'history/small-1.0.yaml'),
        spec.replace(/ {2}\/widgets#one:[\s\S]*?(?=\n {2}\/|\ncomponents:)/, ''),
      );
      await waitFor('the changelog against the edited base', async () =>
        (await changelog()).includes('Create a widget') ? true : undefined,
      );
    } finally {
      await watching.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
