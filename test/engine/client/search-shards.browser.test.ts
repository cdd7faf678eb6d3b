import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { SearchSettings } from '../../../client/search/search-settings.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { serveSite, type RunningServer } from '../../../src/serve/serve-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { writeSite } from '../../helpers/build-fixture.js';
import { buildOrExplain } from '../../helpers/built-site.js';

/** One page per animal: a unique word in its text and heading, and a word every page shares. */
const ANIMALS = ['Aardvark', 'Bison', 'Capybara', 'Dugong', 'Echidna'];

describe('the search modal over a local index in several shards, in Chromium', () => {
  let root: string;
  let server: RunningServer;
  let browser: Browser;
  let settings: SearchSettings;

  before(async () => {
    const files: Record<string, string> = {
      'site.config.ts':
        "export default { title: 'Zoo', url: 'https://example.com', search: { localIndexShardSize: 2 } };\n",
      'content/docs/index.md': '# Zoo\n\nEvery animal of the zoo has a page.\n',
      'static/favicon.ico': 'icon',
    };
    for (const animal of ANIMALS) {
      const slug = animal.toLowerCase();
      files[`content/docs/${slug}.md`] =
        `# ${animal}\n\nThe ${slug} lives in the zoo enclosure.\n\n## ${animal} feeding\n\nThe keeper feeds the ${slug} at noon.\n`;
    }
    root = writeSite(files);
    await buildOrExplain(root, path.join(root, 'build'));
    settings = JSON.parse(await readFile(path.join(root, 'build/search/settings.json'), 'utf8')) as SearchSettings;
    server = await serveSite({ dir: path.join(root, 'build'), port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function openModal(): Promise<{ page: Page; errors: string[]; indexRequests: string[] }> {
    const page = await browser.newPage();
    const { messages } = collectPageErrors(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/search-index-')) indexRequests.push(pathname);
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search docs' }).waitFor();
    return { page, errors: messages, indexRequests };
  }

  /** The hits' links for `query`, as the modal lists them. */
  async function hitLinks(page: Page, query: string): Promise<string[]> {
    await page.getByRole('combobox', { name: 'Search docs' }).fill(query);
    await page.waitForFunction(
      (q) =>
        document.querySelector('.search-modal')?.getAttribute('data-status') === 'idle' &&
        document.querySelector<HTMLInputElement>('#search-modal-input')?.value === q &&
        (document.querySelector('[role=option]') || document.querySelector('.search-no-results')),
      query,
    );
    return page.locator('[role=option]').evaluateAll((options) =>
      options.map((option) => {
        const url = new URL(option.getAttribute('href')!, location.href);
        return url.pathname + url.hash;
      }),
    );
  }

  it("splits the fixture's index into shards of at most two records", () => {
    assert.equal(settings.provider, 'local');
    // 11 records: the home page, and a page and a heading per animal.
    assert.equal(settings.indexUrls?.length, 6);
    assert.equal(new Set(settings.indexUrls).size, 6);
  });

  // Dealt round-robin, every shard holds at least one animal's page or feeding section.
  it("finds each page's records, whichever shard holds them", async () => {
    const { page, errors, indexRequests } = await openModal();
    for (const animal of ANIMALS) {
      const slug = animal.toLowerCase();
      const links = await hitLinks(page, slug);
      assert.ok(links.includes(`/${slug}`), `"${slug}" finds the ${animal} page: ${JSON.stringify(links)}`);
      assert.ok(
        links.includes(`/${slug}#${slug}-feeding`),
        `"${slug}" finds its feeding section: ${JSON.stringify(links)}`,
      );
    }
    assert.deepEqual(new Set(indexRequests), new Set(settings.indexUrls), 'the worker loads every shard');
    assert.equal(indexRequests.length, settings.indexUrls!.length, 'each shard once');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('lists the records of every shard that hold the words', async () => {
    const { page, errors } = await openModal();
    const links = await hitLinks(page, 'keeper feeds');
    assert.deepEqual(
      new Set(links),
      new Set(ANIMALS.map((animal) => `/${animal.toLowerCase()}#${animal.toLowerCase()}-feeding`)),
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
});
