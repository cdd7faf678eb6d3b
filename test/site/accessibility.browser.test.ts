import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolation } from '../helpers/axe.js';
import { repoRoot, waitForIslands, serveInChromium, type BuiltSite } from '../helpers/built-site.js';

const PAGES = {
  home: '/',
  doc: '/api-intro/deposits',
  endpoint: '/endpoints/v2/createfixedshift',
  'blog post': '/blog/mdx-blog-post',
  '404': '/no/such/page',
  search: '/search',
};

describe('accessibility of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  // In light mode every route gets the same check in test/site/every-route.browser.test.ts, and there its
  // dark-mode check is of the colours' contrast only: here each kind of page gets every rule in dark mode.
  for (const [name, route] of Object.entries(PAGES)) {
    it(`has no axe violations on the ${name} page in dark mode`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const page = await context.newPage();
      await page.goto(site.url + route, { waitUntil: 'load' });
      await waitForIslands(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      const violations = await axeViolations(page);
      assert.deepEqual(
        violations.map((violation) => describeViolation(violation)),
        [],
      );
      await context.close();
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations on a narrow doc page with the mobile menu open in ${mode} mode`, async () => {
      const context = await browser.newContext({ viewport: { width: 700, height: 800 } });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      await page.goto(`${site.url}/api-intro/deposits`, { waitUntil: 'load' });
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
      const violations = await axeViolations(page);
      assert.deepEqual(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
        ),
        [],
      );
      await context.close();
    });
  }

  describe('keyboard use', () => {
    let context: BrowserContext;
    let page: Page;

    before(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      await page.goto(`${site.url}/api-intro/deposits`);
      await waitForIslands(page);
    });
    after(async () => {
      await context?.close();
    });

    /** Tabs forward until `name` has focus (at most 80 stops); fails when it is never reached. */
    async function tabTo(name: string): Promise<void> {
      for (let i = 0; i < 80; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
        });
        if (focused === name) return;
      }
      assert.fail(`"${name}" is not reachable with Tab`);
    }

    it('switches the colour mode with Enter', async () => {
      await page.evaluate(() => document.body.focus());
      await tabTo('Switch between dark and light mode (currently light mode)');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    });

    it('opens and closes a sidebar category with Space', async () => {
      await tabTo('V1');
      const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
      await page.keyboard.press('Space');
      assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')), before);
      await page.keyboard.press('Space');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')), before);
    });

    it('hides and shows the sidebar with Enter', async () => {
      await tabTo('Collapse sidebar');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Expand sidebar');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Collapse sidebar');
      assert.ok(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible());
    });

    it('follows a sidebar link with Enter through the client router and puts focus on the new page', async () => {
      await page.evaluate(() => document.body.focus());
      await tabTo('Refunds');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/api-intro/refunds`);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
      assert.deepEqual(
        (await axeViolations(page)).map((violation) => violation.id),
        [],
        'no violations after a client-side page change',
      );
    });
  });
});
