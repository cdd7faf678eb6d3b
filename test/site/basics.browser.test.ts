import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createMemoryLogger } from '../../src/context/logger.js';
import { serveSite, type RunningServer } from '../../src/serve/serve-site.js';
import { collectPageErrors, launchBrowser } from '../helpers/browser.js';
import { builtSideShiftSite } from '../helpers/built-site.js';

const COLOUR_MODE_LABEL = 'Switch between dark and light mode (currently light mode)';

describe('the built SideShift site in Chromium', () => {
  let outDir: string;
  let release: (() => Promise<void>) | undefined;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    ({ outDir, release } = await builtSideShiftSite());
    server = await serveSite({ dir: outDir, port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await release?.();
  });

  async function open(route: string): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
    const page = await context.newPage();
    const { messages } = collectPageErrors(page);
    const response = await page.goto(server.url + route, { waitUntil: 'load' });
    return { page, errors: messages, status: response?.status() };
  }

  for (const route of ['/', '/api-intro/deposits']) {
    it(`loads ${route} with no console errors`, async () => {
      const { page, errors, status } = await open(route);
      assert.equal(status, 200);
      assert.ok((await page.title()).length > 0, 'the page has a title');
      await page.locator('main').first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      assert.deepEqual(errors, [], `console errors on ${route}`);
      await page.close();
    });
  }

  it('focuses "Skip to main content" on the first Tab, and the link moves focus to main', async () => {
    const { page } = await open('/api-intro/deposits');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim() };
    });
    assert.deepEqual(focused, { tag: 'a', text: 'Skip to main content' });

    await page.keyboard.press('Enter');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    assert.ok(inMain, 'focus is on or inside <main> after following the skip link');
    await page.close();
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const { page, status } = await open('/no/such-page');
    assert.equal(status, 404);
    const built = await readFile(path.join(outDir, '404.html'), 'utf8');
    const builtTitle = /<title>([^<]*)<\/title>/.exec(built)?.[1];
    assert.equal(await page.title(), decodeEntities(builtTitle ?? ''), 'the served page is build/404.html');
    const heading = page.getByRole('heading', { level: 1 });
    assert.match((await heading.first().textContent()) ?? '', /not found/i);
    await page.close();
  });

  it('has the colour-mode button, labelled for light mode by default', async () => {
    const { page } = await open('/');
    const button = page.getByRole('button', { name: COLOUR_MODE_LABEL, exact: true });
    await button.waitFor({ state: 'visible' });
    assert.equal(await button.count(), 1);
    await page.close();
  });
});

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
