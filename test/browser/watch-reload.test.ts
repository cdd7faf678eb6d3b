import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { createMemoryLogger } from '../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../src/watch/watch-site.js';
import { collectPageErrors, launchBrowser } from '../helpers/browser.js';

const guidePage = (text: string) => `---\ntitle: Guide\n---\n\n${text}\n`;

describe('docs-build watch in Chromium', () => {
  let root: string;
  let watching: WatchHandle | undefined;
  let browser: Browser;
  let context: BrowserContext;
  const guide = () => path.join(root, 'content/docs/guide.md');

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-browser-'));
    await mkdir(path.join(root, 'content/docs'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/index.md'), '---\ntitle: Home\n---\n\nWelcome home.\n');
    await writeFile(guide(), guidePage('First version of the guide.'));
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await watching?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows an edit without the test reloading, a broken edit as an overlay, and the fix', async () => {
    const page = await context.newPage();
    const { messages } = collectPageErrors(page);
    try {
      await page.goto(`${watching!.url}/guide`);
      await page.getByText('First version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Second version of the guide.'));
      await page.getByText('Second version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Third version, with a dead link: [x](./missing.md)'));
      const overlay = page.getByRole('alert').filter({ hasText: 'content/docs/guide.md' });
      await overlay.waitFor();
      assert.match(await overlay.innerText(), /DEAD_LINK/);
      assert.match(await overlay.innerText(), /missing\.md/);
      assert.ok(await page.getByText('Second version of the guide.').isVisible(), 'the last good page stays under the overlay');

      await writeFile(guide(), guidePage('Fixed version of the guide.'));
      await page.getByText('Fixed version of the guide.').waitFor();
      await overlay.waitFor({ state: 'detached' });
      assert.deepEqual(messages.filter((message) => message.startsWith('uncaught')), []);
    } finally {
      await page.close();
    }
  });

  it('reloads only the pages whose file changed', async () => {
    const home = await context.newPage();
    const guideTab = await context.newPage();
    try {
      await home.goto(`${watching!.url}/`);
      await home.getByText('Welcome home.').waitFor();
      await home.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));
      await guideTab.goto(`${watching!.url}/guide`);
      await guideTab.getByText('Fixed version of the guide.').waitFor();

      await writeFile(guide(), guidePage('Only the guide changed.'));
      // Both tabs got the same message; by the time the guide tab has reloaded, the home tab has acted on it.
      await guideTab.getByText('Only the guide changed.').waitFor();
      assert.equal(await home.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded), true);
      await writeFile(guide(), guidePage('Fixed version of the guide.'));
      await guideTab.getByText('Fixed version of the guide.').waitFor();
    } finally {
      await home.close();
      await guideTab.close();
    }
  });

  it('shows the overlay text as text, never as markup', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${watching!.url}/guide`);
      await page.getByText('Fixed version of the guide.').waitFor();
      await writeFile(guide(), guidePage('<img src=x onerror="window.__injected = 1"> <b>bold</b> [x](./missing.md)'));
      const overlay = page.getByRole('alert').filter({ hasText: 'content/docs/guide.md' });
      await overlay.waitFor();
      assert.match(await overlay.innerText(), /<img src=x onerror=/, 'the code frame shows the line as written');
      assert.equal(await overlay.locator('img, b').count(), 0);
      assert.equal(await page.evaluate(() => (window as { __injected?: number }).__injected), undefined);
      await writeFile(guide(), guidePage('Fixed again.'));
      await page.getByText('Fixed again.').waitFor();
      await overlay.waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });

  it('reconnects and reloads after the server restarts', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${watching!.url}/guide`);
      await page.getByText('Fixed again.').waitFor();
      const { port } = watching!;
      await watching!.close();
      watching = undefined;
      await writeFile(guide(), guidePage('Written while the server was down.'));
      watching = await watchSite({ root, port, logger: createMemoryLogger() });
      await page.getByText('Written while the server was down.').waitFor();
    } finally {
      await page.close();
    }
  });
});
