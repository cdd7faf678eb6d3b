import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectConsole, repoRoot, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';

describe('the "Copy page" button in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let context: BrowserContext;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  const markdownOf = (file: string) => readFile(path.join(site.outDir, file), 'utf8');

  /** Opens `route` with clipboard access once its Markdown copy has been preloaded. */
  async function open(route: string, markdownFile: string): Promise<{ page: Page; messages: string[] }> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(`${site.url}${route}`);
    await page.bringToFront();
    await waitForPreload(page, markdownFile);
    await page.evaluate(() => navigator.clipboard.writeText('clipboard before the test'));
    return { page, messages };
  }

  const waitForPreload = (page: Page, file: string) =>
    page.waitForFunction(
      (url) => performance.getEntriesByName(new URL(url, location.href).href).length > 0,
      `/${file}`,
    );
  const copyPage = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Copy page' });
  const waitForLabel = (page: Page, text: string) =>
    page.waitForFunction((expected) => document.querySelector('button.copy-page')?.textContent === expected, text);
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it("sits beside the title and copies the page's Markdown, on a doc page and, after client navigation, on an endpoint page", async () => {
    const { page, messages } = await open('/faq', 'faq.md');
    const button = await copyPage(page).boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    assert.ok(button && title, 'the button and the title are shown');
    assert.ok(
      button.y < title.y + title.height && button.y + button.height > title.y,
      "the button is on the title's line",
    );
    assert.ok(button.x > title.x, "to the right of the title's start");

    await copyPage(page).click();
    await waitForLabel(page, 'Copied!');
    assert.equal(await clipboard(page), await markdownOf('faq.md'));
    await waitForLabel(page, 'Copy page');

    // A client-side navigation brings the next page's button, which copies that page.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Create a fixed shift' })
      .first()
      .click();
    await page.waitForURL(`${site.url}/endpoints/v2/createfixedshift`);
    await waitForPreload(page, 'endpoints/v2/createfixedshift.md');
    await copyPage(page).click();
    await waitForLabel(page, 'Copied!');
    const endpoint = await clipboard(page);
    assert.equal(endpoint, await markdownOf('endpoints/v2/createfixedshift.md'));
    assert.ok(endpoint.startsWith('# Create a fixed shift\n\n`POST https://sideshift.ai/api/v2/shifts/fixed`'));
    assert.deepEqual(messages, []);
    await context.close();
  });

  it("falls back to a hidden textarea and execCommand('copy') when the Clipboard API cannot write", async () => {
    const { page } = await open('/api-intro/getting-started', 'api-intro/getting-started.md');
    await page.evaluate(() => {
      delete (Clipboard.prototype as Partial<Clipboard>).write;
      delete (Clipboard.prototype as Partial<Clipboard>).writeText;
    });
    await copyPage(page).click();
    await waitForLabel(page, 'Copied!');
    assert.equal(await clipboard(page), await markdownOf('api-intro/getting-started.md'));
    await context.close();
  });

  it('shows "Error!" when the Markdown copy cannot be fetched, and leaves the clipboard alone', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.route(`${site.url}/faq.md`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(`${site.url}/faq`);
    await page.bringToFront();
    await page.evaluate(() => navigator.clipboard.writeText('clipboard before the test'));
    await copyPage(page).click();
    await waitForLabel(page, 'Error!');
    assert.ok(
      messages.some(
        (message) => message.startsWith('error:') && message.includes('Copy page failed') && message.includes('404'),
      ),
      messages.join(' | '),
    );
    assert.equal(await clipboard(page), 'clipboard before the test');
    await context.close();
  });
});
