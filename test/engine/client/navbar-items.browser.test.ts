import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolation } from '../../helpers/axe.js';
import { fixturesDir, serveInChromium, waitForIslands, type BuiltSite } from '../../helpers/built-site.js';

/** A navbar dropdown, an HTML item and icon links, and a dark footer with a logo, on a site of their own. */
describe('navbar items and footer of a site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'navbar-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function open(
    width: number,
    options: { javaScriptEnabled?: boolean; mode?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    if (options.mode) await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.mode);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    if (options.javaScriptEnabled !== false) await waitForIslands(page);
    return page;
  }

  const community = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Community' });
  const guidesLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' });

  it('opens a dropdown with the keyboard and closes it with Escape, focus back on its label', async () => {
    const page = await open(1280);
    assert.equal(await guidesLink(page).isVisible(), false);
    await community(page).focus();
    await page.keyboard.press('Enter');
    await guidesLink(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Guides');
    await page.keyboard.press('Escape');
    await guidesLink(page).waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY');
    await page.context().close();
  });

  it('closes an open dropdown on a click elsewhere, and follows its link', async () => {
    const page = await open(1280);
    await community(page).click();
    await guidesLink(page).waitFor({ state: 'visible' });
    await page.locator('article').click();
    await guidesLink(page).waitFor({ state: 'hidden' });
    await community(page).click();
    await guidesLink(page).click();
    await page.waitForURL(`${site.url}/guides`);
    await page.context().close();
  });

  it('opens a dropdown without JavaScript', async () => {
    const page = await open(1280, { javaScriptEnabled: false });
    await community(page).click();
    await guidesLink(page).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('shows icon links by their label, the HTML item as written, and lists dropdown links in the mobile menu', async () => {
    const page = await open(1280);
    const discord = page.getByRole('link', { name: 'Relay on Discord' });
    assert.equal(await discord.getAttribute('href'), 'https://discord.gg/relay');
    assert.equal(await discord.locator('svg path').count(), 1);
    assert.equal(await page.getByRole('link', { name: 'Relay on X' }).isVisible(), true);
    assert.equal(await page.locator('.navbar .relay-badge').textContent(), 'v2.1');
    await page.context().close();

    const phone = await open(390);
    await phone.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = phone.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('link', { name: 'Guides' }).first().waitFor();
    assert.equal(await menu.getByRole('link', { name: /Forum/ }).count(), 1);
    await phone.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`keeps a dark footer dark in ${mode} mode, with its logo, and axe finds nothing on the page`, async () => {
      const page = await open(1280, { mode });
      const footer = page.locator('footer.footer');
      const background = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
      assert.equal(background, 'rgb(27, 31, 39)');
      assert.equal(await footer.getByRole('img', { name: 'Relay' }).getAttribute('src'), '/img/relay.svg');
      await community(page).click();
      await guidesLink(page).waitFor({ state: 'visible' });
      assert.deepEqual(
        (await axeViolations(page)).map((violation) => describeViolation(violation)),
        [],
      );
      await page.context().close();
    });
  }
});
