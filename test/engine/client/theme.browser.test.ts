import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { fixturesDir, serveInChromium, waitForIslands, type BuiltSite } from '../../helpers/built-site.js';

/** The computed colour of what `selector` finds, as `rgb(r, g, b)`. */
const colorOf = (page: Page, selector: string, property: 'color' | 'backgroundColor' = 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, key) => getComputedStyle(element)[key], property);

/** `#0b7a55` as the browser reports it: `rgb(11, 122, 85)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function open(
  browser: Browser,
  url: string,
  options: { mode?: 'light' | 'dark'; system?: 'light' | 'dark' } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: options.system ?? 'light',
  });
  if (options.mode) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.mode);
  const page = await context.newPage();
  await page.goto(url);
  await waitForIslands(page);
  return { context, page };
}

describe('a site branded from its config (theme) in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'theme-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  for (const [mode, primary] of [
    ['light', '#0b7a55'],
    ['dark', '#5fd3a5'],
  ] as const) {
    it(`shows the primary colour in links and the current sidebar item in ${mode} mode, with that mode's logo`, async () => {
      const { context, page } = await open(browser, `${site.url}/`, { mode });
      assert.equal(await colorOf(page, 'article a[href="/planting"]'), rgb(primary));
      assert.equal(await colorOf(page, '.sidebar-link[aria-current="page"]'), rgb(primary));
      const logo = page
        .getByRole('link', { name: /Greenhouse/ })
        .first()
        .locator('img:visible');
      assert.equal(await logo.getAttribute('src'), mode === 'light' ? '/img/logo.svg' : '/img/logo-dark.svg');
      assert.equal(await logo.getAttribute('alt'), 'Greenhouse');
      assert.match(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily), /^Georgia/);
      await context.close();
    });
  }

  it('follows the system colour scheme, before first paint, until the reader chooses', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    // The mode <html> has when <body> is parsed: nothing can be painted before that.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as { __themeAtBody?: string }).__themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await waitForIslands(page);
    assert.equal(await page.evaluate(() => (window as { __themeAtBody?: string }).__themeAtBody), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.theme),
      'light',
      'the reader chose light: the system no longer decides',
    );
    await context.close();
  });
});

describe('a Docusaurus custom.css, unchanged, in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'custom-css-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  for (const [mode, primary] of [
    ['light', '#2e8555'],
    ['dark', '#25c2a0'],
  ] as const) {
    it(`recolours links and the current sidebar item with its Infima primary in ${mode} mode`, async () => {
      const { context, page } = await open(browser, `${site.url}/`, { mode });
      assert.equal(await colorOf(page, 'article a[href="/intro"]'), rgb(primary));
      assert.equal(await colorOf(page, '.sidebar-link[aria-current="page"]'), rgb(primary));
      const stylesheets = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      );
      assert.match(
        stylesheets.at(-1) ?? '',
        /^\/assets\/custom-[0-9A-F]{10}\.css$/,
        'custom.css is hashed and linked last',
      );
      // --ifm-code-font-size: 95% (of the paragraph's 16 px).
      assert.equal(
        await page
          .locator('article p code')
          .first()
          .evaluate((code) => getComputedStyle(code).fontSize),
        '15.2px',
      );
      await context.close();
    });
  }
});
