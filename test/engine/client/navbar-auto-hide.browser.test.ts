import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { nextFrames, repoRoot, waitForIslands, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';

const TOGGLE_LABEL = 'Switch between dark and light mode (currently light mode)';

/** Whether the navbar's bottom edge is above the viewport, i.e. it is out of view. */
const navbarOutOfView = () => document.querySelector('header.navbar')!.getBoundingClientRect().bottom <= 0;

describe('navbar auto-hide and focus in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function openDeposits(): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    await waitForIslands(page);
    return { page, close: () => context.close() };
  }

  const focusInNavbar = (page: Page) =>
    page.evaluate(() => document.querySelector('header.navbar')!.contains(document.activeElement));

  it('hides on scroll down after a mouse click on the colour-mode toggle, which keeps focus', async () => {
    const { page, close } = await openDeposits();
    await page.getByRole('button', { name: TOGGLE_LABEL }).click();
    assert.equal(await focusInNavbar(page), true, 'the clicked toggle has focus, as a clicked button does');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(navbarOutOfView);
    assert.equal(
      await page.locator('header.navbar').evaluate((element) => element.classList.contains('navbar--hidden')),
      true,
    );
    await close();
  });

  it('stays shown on scroll down while a navbar control has keyboard focus', async () => {
    const { page, close } = await openDeposits();
    for (let i = 0; i < 40 && !(await focusInNavbar(page)); i += 1) await page.keyboard.press('Tab');
    assert.equal(await focusInNavbar(page), true, 'Tab reached a navbar control');
    assert.equal(await page.evaluate(() => document.activeElement!.matches(':focus-visible')), true);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => window.scrollY > 600);
    // The scroll handler runs before the next frames are drawn.
    await nextFrames(page);
    assert.equal(await page.evaluate(navbarOutOfView), false, 'the navbar scrolled out of view over a focused control');
    assert.equal(
      await page.locator('header.navbar').evaluate((element) => element.classList.contains('navbar--hidden')),
      false,
    );
    await close();
  });
});
