import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors } from '../../helpers/browser.js';
import { fixturesDir, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';

/** The search modal and the search page of a versioned site, in Chromium: results of the version read. */
describe('search of the version being read, in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'versioned-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  /** A page, and what its console shows as broken (but the favicon the fixture lacks, which Chromium asks for). */
  async function open(route: string): Promise<{ page: Page; messages: () => string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.url}${route}`);
    return { page, messages: () => errors.messages.filter((message) => !message.includes('/favicon.ico')) };
  }

  /** The links of the modal's results, once they answer `query` with `count` hits. */
  async function modalResults(page: Page, count: number): Promise<string[]> {
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await page.waitForFunction(
      (wanted) => document.querySelectorAll('#search-modal-listbox [role="option"]').length === wanted,
      count,
    );
    return (await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).sort();
  }

  async function searchFromModal(page: Page, query: string): Promise<void> {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search docs' }).fill(query);
  }

  it('finds only the version read; "All versions" finds every version, each hit labelled', async () => {
    const { page, messages } = await open('/docs/2.0/guide');
    await searchFromModal(page, 'lantern');
    assert.deepEqual(await modalResults(page, 1), ['/docs/2.0/guide']);
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByText('Version: 2.0').waitFor();

    await dialog.getByRole('checkbox', { name: 'All versions' }).check();
    assert.deepEqual(await modalResults(page, 4), [
      '/docs/1.0/guide',
      '/docs/2.0/guide',
      '/docs/guide',
      '/docs/next/guide',
    ]);
    const labels = await dialog.locator('.search-hit-version').allTextContents();
    assert.deepEqual([...labels].sort(), ['1.0', '2.0', '3.0', 'Next']);
    // the query keeps its focus for the next keystroke
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-modal-input');

    await dialog.getByRole('checkbox', { name: 'All versions' }).uncheck();
    assert.deepEqual(await modalResults(page, 1), ['/docs/2.0/guide']);
    assert.deepEqual(messages(), []);
    await page.context().close();
  });

  it('follows the version to another page read after a client-side navigation', async () => {
    const { page, messages } = await open('/docs/2.0/guide');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.locator('summary[aria-label^="Docs version"]').click();
    await navbar.getByRole('link', { name: '1.0', exact: true }).click();
    await page.waitForURL(`${site.url}/docs/1.0/guide`);
    await page.getByText('Beacon 1 flashes').waitFor();
    await searchFromModal(page, 'lantern');
    assert.deepEqual(await modalResults(page, 1), ['/docs/1.0/guide']);
    assert.deepEqual(messages(), []);
    await page.context().close();
  });

  it('searches the last version outside the docs, and the search page lets the reader pick the version', async () => {
    const { page, messages } = await open('/');
    await searchFromModal(page, 'lantern');
    assert.deepEqual(await modalResults(page, 1), ['/docs/guide']);
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL(`${site.url}/search?q=lantern&version=3.0`);
    const status = page.getByRole('status').filter({ hasText: 'for "lantern"' });
    await status.filter({ hasText: '1 result for' }).waitFor();
    const version = page.getByRole('combobox', { name: 'Docs version' });
    assert.equal(await version.inputValue(), '3.0');

    await version.selectOption({ label: 'All versions' });
    await status.filter({ hasText: '4 results for' }).waitFor();
    await page.waitForURL(`${site.url}/search?q=lantern&version=all`);
    await version.selectOption({ label: '1.0' });
    await status.filter({ hasText: '1 result for' }).waitFor();
    assert.deepEqual(
      await page
        .locator('.search-page-hit-link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ['/docs/1.0/guide'],
    );
    assert.deepEqual(messages(), []);
    await page.context().close();
  });
});
