import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, sharedBrowser } from '../../helpers/browser.js';
import { buildAndServe, copyFixture, fixturesDir, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';
import { startFakeSearchServer, type FakeSearchServer } from '../../helpers/search-servers.js';
import { waitFor } from '../../helpers/wait-for.js';

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

/** The hosted provider of a versioned site, on a local Algolia-protocol server: the version goes as a facet filter. */
describe('hosted search of the version being read, in Chromium', () => {
  let root: string;
  let site: BuiltSite;
  let search: FakeSearchServer;
  before(async () => {
    search = await startFakeSearchServer([
      {
        objectID: 'guide-2',
        url: '/docs/2.0/guide',
        hierarchy: { lvl0: 'Docs', lvl1: 'Guide' },
        content: 'Beacon 2 flashes the lantern signal.',
        type: 'lvl1',
      },
    ]);
    root = await copyFixture('versioned-site');
    const config = await readFile(path.join(root, 'site.config.ts'), 'utf8');
    await writeFile(
      path.join(root, 'site.config.ts'),
      config.replace(
        "url: 'https://beacon.example.com',",
        `url: 'https://beacon.example.com',\n  search: { appId: 'TESTAPP', apiKey: 'key', indexName: 'beacon', hosts: [${JSON.stringify(search.host)}] },`,
      ),
    );
    site = await buildAndServe(root);
  });
  after(async () => {
    await site?.close();
    await search?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('sends the docusaurus_tag facet filter of the version read, and none for all versions', async () => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/docs/2.0/guide`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search docs' }).fill('lantern');
    const asked = () => search.requests.at(-1)?.body?.requests?.[0];
    await waitFor('the query', () => asked()?.query === 'lantern');
    assert.deepEqual(asked().facetFilters, [['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']]);
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();

    const before = search.requests.length;
    await page.getByRole('dialog', { name: 'Search' }).getByRole('checkbox', { name: 'All versions' }).check();
    await waitFor('the query of every version', () => search.requests.length > before && asked()?.query === 'lantern');
    assert.equal(asked().facetFilters, undefined);
    await context.close();
  });
});
