import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolation } from '../helpers/axe.js';
import { coveredCodeLines, sidewaysOverflow } from '../helpers/reader-checks.js';
import { repoRoot, serveInChromium, waitForIslands, type BuiltSite } from '../helpers/built-site.js';

/** Every route of a built site: the pages its sitemap lists, and the 404 page. */
async function routesOf(site: BuiltSite): Promise<string[]> {
  const sitemap = await readFile(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  return [...routes, '/no/such/page'];
}

/**
 * What a reader meets on every page of the SideShift site, at a phone's and a laptop's width, in both
 * colour modes: axe finds no violation, no button covers a line of code, nothing reaches past the
 * viewport's sides. Each page is loaded once per width, in light mode; it is then switched to dark mode
 * as the theme toggle switches it, and only what the mode changes is checked again: the colours' contrast.
 */
describe('every route of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  for (const width of [390, 1280]) {
    it(`has no axe violation, covered code or sideways overflow at ${width} px in light mode, nor a contrast violation in dark mode`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      const page: Page = await context.newPage();
      const problems: string[] = [];
      const routes = await routesOf(site);
      assert.ok(routes.length > 60, `the sitemap lists the site's pages (${routes.length})`);
      for (const route of routes) {
        await page.goto(site.url + route, { waitUntil: 'load' });
        await waitForIslands(page);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
        for (const violation of await axeViolations(page))
          problems.push(`${route}: axe ${describeViolation(violation, { summaries: false })}`);
        for (const covered of await coveredCodeLines(page)) problems.push(`${route}: ${covered}`);
        for (const overflow of await sidewaysOverflow(page)) problems.push(`${route}: overflows: ${overflow}`);
        await switchToDarkMode(page);
        for (const violation of await axeViolations(page, ['color-contrast']))
          problems.push(`${route} (dark): axe ${describeViolation(violation, { summaries: false })}`);
      }
      await context.close();
      assert.equal(problems.length, 0, `${problems.length} problems:\n${problems.join('\n')}`);
    });
  }
});

/**
 * Sets dark mode as the theme toggle does (the toggle is in the closed mobile menu at a phone's width),
 * then brings every transition it started to its end, so that axe reads the colours the reader ends up
 * with, without waiting out the transitions on each of the site's pages. (CSS animations that loop, such
 * as a loading indicator, are not the mode's.)
 */
async function switchToDarkMode(page: Page): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
    // getAnimations() applies the new style first, so it lists the transitions the switch started.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
  assert.notEqual(await background(), light, 'the page turned dark');
}
