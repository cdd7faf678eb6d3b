import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SearchSettings } from '../../../client/search/search-settings.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { serveSite, type RunningServer } from '../../../src/serve/serve-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { FAKE_RECORDS, startFakeSearchServer, type FakeSearchServer } from '../../helpers/search-servers.js';
import { buildOrExplain, fixturesDir } from '../../helpers/built-site.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('the search modal over a hosted index on local servers, in Chromium', () => {
  let tempDir: string;
  let server: RunningServer;
  let browser: Browser;
  let built: SearchSettings;
  let search: FakeSearchServer;
  let insights: FakeSearchServer;
  const contexts: BrowserContext[] = [];

  before(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-search-hosted-'));
    const outDir = path.join(tempDir, 'build');
    await buildOrExplain(path.join(fixturesDir, 'search-hosted'), outDir);
    built = JSON.parse(await readFile(path.join(outDir, 'search/settings.json'), 'utf8')) as SearchSettings;
    server = await serveSite({ dir: outDir, port: 0, logger: createMemoryLogger() });
    [search, insights] = await Promise.all([startFakeSearchServer(FAKE_RECORDS), startFakeSearchServer()]);
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await Promise.all([server?.close(), search?.close(), insights?.close()]);
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  /**
   * The fixture's settings, with its hosts pointed at this test's servers (their ports are only known
   * now) and any other change the test makes.
   */
  async function open(
    change: Partial<SearchSettings> = {},
    { keepRequests = false, fakeClock = false } = {},
  ): Promise<{ page: Page; errors: string[] }> {
    if (!keepRequests) {
      search.requests.length = 0;
      insights.requests.length = 0;
    }
    search.mode = 'ok';
    search.delayMs = 0;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.route('**/search/settings.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ ...built, hosts: [search.host], insightsHosts: [insights.host], ...change }),
      }),
    );
    // A clock the test can move on: it runs the page's timers without waiting for them.
    if (fakeClock) await context.clock.install();
    const page = await context.newPage();
    const { messages } = collectPageErrors(page);
    await page.goto(`${server.url}/setup`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search docs' });
    await input.waitFor();
    assert.equal(await input.getAttribute('placeholder'), 'Search the fixture');
    return { page, errors: messages };
  }
  const status = (page: Page) => page.locator('.search-modal').getAttribute('data-status');

  it('searches the hosted index with the settings from site.config.ts', async () => {
    assert.equal(built.provider, 'hosted');
    const { page, errors } = await open();
    await page.keyboard.type('key');
    await page.getByRole('option').first().waitFor();
    const groups = await page.locator('.search-group-title').allTextContents();
    assert.deepEqual(groups, ['Guides', 'News']);
    assert.equal(search.requests.at(-1)?.url.searchParams.get('x-algolia-application-id'), 'TESTAPP');
    assert.equal(search.requests.at(-1)?.body.requests[0].indexName, 'fixture_docs');
    assert.equal(await page.locator('.search-modal img').count(), 0, 'markup in the index is shown as text');
    assert.equal(await page.evaluate(() => (window as { hacked?: number }).hacked), undefined);
    assert.deepEqual(errors, []);
  });

  it('titles hosted hits page › section with their schema text in the snippet, labels a deprecated one, and shows a repeated one once', async () => {
    const { page, errors } = await open();
    await page.keyboard.type('token');
    await page.getByRole('option').nth(2).waitFor();
    const hits = await page.locator('.search-hit').evaluateAll((elements) =>
      elements.map((element) => ({
        title: element.querySelector('.search-hit-title')?.textContent,
        badge: element.querySelector('.search-hit-badge')?.textContent ?? null,
        snippet: element.querySelector('.search-hit-snippet')?.textContent ?? null,
        repeats: element.querySelector('.search-hit-repeats')?.textContent ?? null,
      })),
    );
    assert.deepEqual(
      hits.map((hit) => [hit.title, hit.badge, hit.repeats]),
      [
        ['Rotate a token (V2)', null, null],
        ['Rotate a token (V1)', 'Deprecated', null],
        ['Rotate a token (V2) › Request body', null, 'Also on 1 other page: Revoke a token (V2) › Request body'],
      ],
    );
    assert.match(hits[2]!.snippet ?? '', /object TokenRequest/);
    assert.equal(
      await page
        .locator('.search-hit mark')
        .first()
        .evaluate((mark) => getComputedStyle(mark).textDecorationLine),
      'none',
    );
    assert.deepEqual(errors, []);
  });

  it('shows a loading indicator once loading takes over 300 ms, and goes back to idle', async () => {
    const { page } = await open();
    search.delayMs = 700;
    // Record every state the modal goes through, with whether the loading indicator was on screen, so
    // that a short-lived state is not missed by polling on a busy machine.
    await page.evaluate(() => {
      const modal = document.querySelector('.search-modal')!;
      const seen: string[] = [];
      (window as unknown as { seenStates: string[] }).seenStates = seen;
      new MutationObserver(() => {
        const indicator = modal.querySelector('[role="status"][aria-label="Loading results"]');
        const state = `${modal.getAttribute('data-status')}${indicator ? '+indicator' : ''}`;
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(modal, { attributes: true, childList: true, subtree: true });
    });
    await page.getByRole('combobox', { name: 'Search docs' }).fill('release');
    await page.getByRole('option').first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);
    const afterQuery = seen.slice(seen.indexOf('loading')).filter((state) => state !== 'loading');
    assert.deepEqual(afterQuery, ['stalled+indicator', 'idle'], `states seen: ${seen.join(' → ')}`);
    assert.equal(await status(page), 'idle');
    assert.equal(await page.getByRole('status', { name: 'Loading results' }).count(), 0);
  });

  it('shows the error screen when the service cannot be reached, until the next query', async () => {
    const { page } = await open({}, { fakeClock: true });
    search.mode = 'error-500';
    await page.keyboard.type('key');
    await page.getByText('Unable to fetch results').waitFor();
    await page.getByText('You might want to check your network connection.').waitFor();
    assert.equal(await status(page), 'error');
    await page.clock.runFor(400);
    assert.equal(await page.getByText('Unable to fetch results').count(), 1, 'the error screen stays');
    search.mode = 'ok';
    await page.keyboard.type('s');
    await page.getByRole('option').first().waitFor();
    assert.equal(await page.getByText('Unable to fetch results').count(), 0);
  });

  it('sends an Insights click event when a result is opened, with insights on', async () => {
    const { page } = await open();
    await page.keyboard.type('key');
    await page.getByRole('option').first().waitFor();
    assert.equal(search.requests.at(-1)?.body.requests[0].clickAnalytics, true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setup#keys');
    await waitFor('the click event', () => insights.requests.length === 1);
    const event = insights.requests[0]?.body.events[0];
    assert.equal(event.eventName, 'Item Selected');
    assert.deepEqual(event.objectIDs, ['/setup#keys']);
    assert.equal(event.index, 'fixture_docs');
  });

  it('sends no Insights event with insights off', async () => {
    const { page } = await open({ insights: false });
    await page.keyboard.type('key');
    await page.getByRole('option').first().waitFor();
    assert.equal(search.requests.at(-1)?.body.requests[0].clickAnalytics, undefined);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setup#keys');
    // Another reader, with insights on, opens the second hit: once that event is in, one from this
    // page would be in too (it left first).
    const next = await open({}, { keepRequests: true });
    // One query, so that no later answer (to "key" after "ke") replaces the list and the choice made in it.
    await next.page.getByRole('combobox', { name: 'Search docs' }).fill('key');
    const second = next.page.getByRole('option').nth(1);
    await second.waitFor();
    await next.page.keyboard.press('ArrowDown');
    await second.and(next.page.locator('[aria-selected="true"]')).waitFor();
    await next.page.keyboard.press('Enter');
    await waitFor("the next reader's click event", () => insights.requests.length > 0);
    assert.deepEqual(
      insights.requests.map((request) => request.body.events[0].positions),
      [[2]],
      'no event from the page with insights off',
    );
    assert.equal(insights.requests.length, 1);
  });
});
