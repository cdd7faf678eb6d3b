import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, sharedBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { waitFor } from '../../helpers/wait-for.js';

/** A port free now: watch only prints its URL after the first build, and the test asks during it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first answer of `url` once the server accepts connections (it starts listening just after watch starts). */
function firstAnswer(url: string): Promise<Response> {
  return waitFor(`an answer from ${url}`, () => fetch(url).catch(() => undefined));
}

/** The statuses of the requests `page` made that did not answer 200 (or 304), as `status url`. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() !== 200 && response.status() !== 304) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  return failed;
}

// The fixture's plugin holds the rendering of its "held" page until the release file exists, so the
// first build runs for as long as the test needs.
describe('docs-build watch while its first build runs, in Chromium', () => {
  let root: string;
  let release: string;
  let starting: Promise<WatchHandle> | undefined;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-first-'));
    await cp(path.join(fixturesDir, 'held-first-build-site'), root, { recursive: true });
    release = path.join(root, '..', `${path.basename(root)}-release`);
    process.env.DOCS_BUILD_TEST_RELEASE = release;
  });
  after(async () => {
    await writeFile(release, '');
    await (await starting?.catch(() => undefined))?.close();
    delete process.env.DOCS_BUILD_TEST_RELEASE;
    await rm(release, { force: true });
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows the page a tab asks for before the first build ends, then the build’s page; others get “Building the site”', async () => {
    const port = await freePort();
    let started = false;
    starting = watchSite({ root, port, logger: createMemoryLogger() });
    void starting.then(() => (started = true));
    const base = `http://127.0.0.1:${port}/held`;

    // A Markdown page is rendered on the spot, ahead of the build that the held page keeps going.
    const guide = await firstAnswer(`${base}/guide`);
    assert.equal(guide.status, 200);
    assert.match(await guide.text(), /Back to the/);
    // An MDX page is not: it gets the placeholder (200), as does any page while the build runs.
    const notes = await fetch(`${base}/notes`);
    assert.equal(notes.status, 200);
    assert.match(await notes.text(), /Building the site/);
    // Any other file is answered by the build, when it is done.
    const missingAsset = fetch(`${base}/assets/none.js`);

    const browser = await sharedBrowser();
    const context = await browser.newContext();
    const tab = await context.newPage();
    const { messages } = collectPageErrors(tab);
    const failed = failedRequests(tab);
    await tab.goto(`${base}/guide`);
    await tab.getByRole('heading', { level: 1, name: 'Guide' }).waitFor();
    // Its sidebar names the pages not rendered yet by their first heading, and it links what the build's page links.
    const sidebar = tab.getByRole('complementary').or(tab.locator('#docs-sidebar'));
    await sidebar.getByRole('link', { name: 'The held page' }).waitFor();
    await sidebar.getByRole('link', { name: 'Welcome' }).waitFor();
    await tab.waitForLoadState('load');
    assert.equal(
      await tab
        .getByRole('img', { name: 'Held' })
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth > 0),
      true,
      'the logo loaded',
    );
    const linkColor = await tab
      .locator('#main-content a', { hasText: 'home page' })
      .evaluate((link) => getComputedStyle(link).color);
    assert.equal(linkColor, 'rgb(31, 111, 67)', 'the site’s customCss applies');
    assert.equal(started, false, 'the first build is still running');

    const placeholder = await context.newPage();
    await placeholder.goto(`${base}/notes`);
    await placeholder.getByText('Building the site').waitFor();

    await writeFile(release, '');
    const watching = await starting;
    assert.equal(watching.lastBuildOk, true);
    assert.equal((await missingAsset).status, 404, 'an asset is not answered with a page');
    // The placeholder turns into its page; the page shown ahead stays live: an edit shows.
    await placeholder.getByText('Written in MDX').waitFor();
    const guideFile = path.join(root, 'content/docs/guide.md');
    await writeFile(guideFile, (await readFile(guideFile, 'utf8')).replace('Install it.', 'Install it twice.'));
    await tab.getByText('Install it twice.').waitFor();
    await tab.getByRole('link', { name: 'held page', exact: true }).click();
    await tab.getByText('Its rendering waits until the test releases it.').waitFor();
    assert.deepEqual(failed, [], 'every request of the tab answered 200');
    assert.deepEqual(messages, []);
    await context.close();
  });
});
