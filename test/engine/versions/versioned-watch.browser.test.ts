import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, sharedBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { waitFor } from '../../helpers/wait-for.js';

const FIXTURE = path.join(fixturesDir, 'versioned-site');

/** `docs-build watch` on a versioned site: every version is served, and edits in any of them show in the tab. */
describe('docs-build watch on a versioned site, in Chromium', () => {
  let root: string;
  let watching: WatchHandle;
  let browser: Browser;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-versions-'));
    await cp(FIXTURE, root, { recursive: true });
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    browser = await sharedBrowser();
  });

  after(async () => {
    await watching?.close();
    await rm(root, { recursive: true, force: true });
  });

  async function open(route: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${watching.url}${route}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  /** Replaces `from` with `to` in a file of the site. */
  async function edit(file: string, from: string, to: string): Promise<void> {
    const full = path.join(root, file);
    const text = await readFile(full, 'utf8');
    assert.ok(text.includes(from), `${file} has "${from}"`);
    await writeFile(full, text.replace(from, to));
  }

  it('serves every version', async () => {
    for (const [route, text] of [
      ['/docs/guide', 'Beacon 3 flashes'],
      ['/docs/2.0/guide', 'Beacon 2 flashes'],
      ['/docs/1.0/guide', 'Beacon 1 flashes'],
      ['/docs/next/new-feature', ''],
    ] as const) {
      const response = await fetch(`${watching.url}${route}`);
      assert.equal(response.status, 200, route);
      assert.ok((await response.text()).includes(text), `${route} shows "${text}"`);
    }
  });

  it('shows an edit of an old version’s doc in the open tab, without a reload', async () => {
    const page = await open('/docs/2.0/guide');
    const { messages } = collectPageErrors(page);
    await page.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));
    await edit('versioned_docs/version-2.0/guide.md', 'Beacon 2 flashes', 'Beacon 2 blinks');
    await page.getByText('Beacon 2 blinks').waitFor();
    assert.equal(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded), true);
    // the same doc in the other versions is as it was
    await watching.idle();
    assert.ok((await (await fetch(`${watching.url}/docs/guide`)).text()).includes('Beacon 3 flashes'));
    assert.ok((await (await fetch(`${watching.url}/docs/1.0/guide`)).text()).includes('Beacon 1 flashes'));
    assert.deepEqual(
      messages.filter((message) => !message.includes('/favicon.ico')),
      [],
    );
    await page.context().close();
  });

  it('shows a new doc of an old version, and its versioned sidebar when that changes', async () => {
    const page = await open('/docs/intro');
    await writeFile(
      path.join(root, 'versioned_docs/version-3.0/migrating.md'),
      '---\ntitle: Migrating\n---\n\nMove from 2.0 to 3.0.\n',
    );
    await edit('versioned_sidebars/version-3.0-sidebars.json', '"setup"', '"setup",\n    "migrating"');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Migrating' }).waitFor();
    await waitFor('the new doc is served', async () => (await fetch(`${watching.url}/docs/migrating`)).status === 200);
    await page.context().close();
  });

  it('follows an edit of versions.json: a version removed from it is no longer served', async () => {
    await writeFile(path.join(root, 'versions.json'), JSON.stringify(['3.0', '2.0'], null, 2));
    await waitFor('version 1.0 is gone', async () => (await fetch(`${watching.url}/docs/1.0/guide`)).status === 404);
    assert.equal((await fetch(`${watching.url}/docs/2.0/guide`)).status, 200);
  });
});
