import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

const FIXTURE = path.join(fixturesDir, 'custom-css-site');
const brandCss = (color: string) => `:root {\n  --ifm-color-primary: ${color};\n}\n`;

/** The computed colour of the home page's link to the intro, which the brand colour paints. */
const linkColor = (page: Page) =>
  page.locator('article a[href="/intro"]').evaluate((element) => getComputedStyle(element).color);
const waitForLinkColor = (page: Page, color: string) =>
  page.waitForFunction((wanted) => {
    const element = document.querySelector('article a[href="/intro"]');
    return element !== null && getComputedStyle(element).color === wanted;
  }, color);

// A fresh watch site per run: the flaky case was the first stylesheet edits after a start.
describe("docs-build watch swaps a site's edited customCss in place in Chromium", () => {
  let root: string;
  let watching: WatchHandle;
  let browser: Browser;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-css-'));
    await cp(FIXTURE, root, { recursive: true });
    await writeFile(path.join(root, 'src/css/custom.css'), brandCss('#0b7a55'));
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await watching?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('shows each new colour without a reload, and links only the stylesheet the server serves', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { messages } = collectPageErrors(page);
    try {
      await page.goto(`${watching.url}/`);
      await page.locator('article a[href="/intro"]').waitFor();
      assert.equal(await linkColor(page), 'rgb(11, 122, 85)');
      await page.evaluate(() => ((window as { __notReloaded?: boolean }).__notReloaded = true));

      for (const [css, rgb] of [
        ['#7c3aed', 'rgb(124, 58, 237)'],
        ['#c2410c', 'rgb(194, 65, 12)'],
      ] as const) {
        await writeFile(path.join(root, 'src/css/custom.css'), brandCss(css));
        await waitForLinkColor(page, rgb);
        assert.equal(
          await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded),
          true,
          'the page was not reloaded',
        );
        // The old stylesheet goes once the new one has loaded (just after the colour shows).
        await page.waitForFunction(
          () => document.querySelectorAll('head link[rel="stylesheet"][href*="/assets/custom-"]').length === 1,
        );
        await watching.idle();
        const served = /\/assets\/custom-[0-9A-F]{10}\.css/.exec(await (await fetch(`${watching.url}/`)).text())?.[0];
        const linked = await page.locator('head link[rel="stylesheet"][href*="/assets/custom-"]').getAttribute('href');
        assert.ok(
          served && linked?.includes(served),
          `the page links the stylesheet the server serves, ${served} (${linked})`,
        );
        assert.equal(await linkColor(page), rgb, 'the colour stays once the old stylesheet is gone');
      }
      assert.deepEqual(
        messages.filter((message) => message.startsWith('uncaught')),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
