import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import {
  buildAndServe,
  buildOrExplain,
  collectConsole,
  copyFixture,
  fixturesDir,
  waitForIslands,
  type BuiltSite,
} from '../../helpers/built-site.js';
import { waitFor } from '../../helpers/wait-for.js';

const WIDGET_URL = '/chat/widget.js';

describe('islands fixture site: closeable announcement, chat widget, error boundary', () => {
  let site: BuiltSite;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    site = await buildAndServe(path.join(fixturesDir, 'islands-site'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(
    route: string,
    prepare?: (page: Page) => Promise<unknown>,
  ): Promise<{ page: Page; messages: string[] }> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await prepare?.(page);
    await page.goto(site.url + route);
    return { page, messages };
  }

  const announcement = (page: Page) => page.getByRole('region', { name: 'Announcement' });

  it('closes the announcement bar and remembers it until the bar id changes', async () => {
    const { page } = await open('/');
    assert.ok(await announcement(page).isVisible());
    await announcement(page).getByRole('button', { name: 'Close' }).click();
    assert.equal(await announcement(page).isVisible(), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-build.announcement.release-1')), 'dismissed');

    await page.goto(`${site.url}/guide`);
    assert.equal(await announcement(page).isVisible(), false, 'still closed on the next page');
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.announcementDismissed),
      'true',
      'hidden by the head script, before paint',
    );

    // The same site built with a new bar id: the bar shows again.
    const changed = await copyFixture('islands-site');
    const outDir = path.join(os.tmpdir(), `${path.basename(changed)}-build`);
    try {
      const config = path.join(changed, 'site.config.ts');
      await writeFile(config, (await readFile(config, 'utf8')).replace("id: 'release-1'", "id: 'release-2'"));
      await buildOrExplain(changed, outDir);
      await page.route(`${site.url}/guide`, (route) => route.fulfill({ path: path.join(outDir, 'guide/index.html') }));
      await page.reload();
      assert.equal(await page.locator('[data-announcement-id]').getAttribute('data-announcement-id'), 'release-2');
      assert.ok(await announcement(page).isVisible(), 'a new announcement is shown');
    } finally {
      await rm(changed, { recursive: true, force: true });
      await rm(outDir, { recursive: true, force: true });
    }
    await context.close();
  });

  it('loads and starts the chat widget after the page is interactive, once across client navigations', async () => {
    const { page, messages } = await open('/');
    const chat = page.locator('#support-chat');
    await chat.waitFor();
    assert.equal(await chat.textContent(), 'Hello from support', 'started with the configured options');
    const timing = await page.evaluate((url) => {
      const script = performance.getEntriesByName(new URL(url, location.href).href)[0]!;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        scriptStart: script.startTime,
        loadEnd: navigation.loadEventEnd,
        async: document.querySelector<HTMLScriptElement>(`script[src="${url}"]`)?.async,
      };
    }, WIDGET_URL);
    assert.ok(
      timing.loadEnd > 0 && timing.scriptStart >= timing.loadEnd,
      `the script was requested after the load event (${JSON.stringify(timing)})`,
    );
    assert.equal(timing.async, true);

    await page.getByRole('main').getByRole('link', { name: 'guide' }).click();
    await page.waitForURL(`${site.url}/guide`);
    assert.equal(await page.locator('#support-chat').count(), 1, 'the widget stays and is not started twice');
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('never holds up the page while the widget script is slow', async () => {
    const held: Route[] = [];
    const { page } = await open('/', (p) => p.route(`**${WIDGET_URL}`, (route) => void held.push(route)));
    await page.waitForLoadState('load');
    await waitForIslands(page);
    await page.waitForFunction(() => document.querySelector('script[src="/chat/widget.js"]') !== null);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.theme),
      'dark',
      'the page works while the widget loads',
    );
    for (const route of held) await route.abort();
    await context.close();
  });

  for (const failure of ['a 404 answer', 'a network error'] as const) {
    it(`logs only a warning when the widget script fails to load (${failure})`, async () => {
      const { page, messages } = await open('/', (p) =>
        p.route(`**${WIDGET_URL}`, (route) =>
          failure === 'a network error' ? route.abort('connectionrefused') : route.fulfill({ status: 404, body: '' }),
        ),
      );
      await waitForIslands(page);
      await waitFor('the warning', () => messages.some((message) => message.startsWith('warning:')), {
        timeoutMs: 10_000,
      }).catch(() => undefined);
      assert.ok(
        messages.some((message) => message.startsWith('warning:') && message.includes(WIDGET_URL)),
        messages.join(' | '),
      );
      assert.deepEqual(
        messages.filter((message) => !message.startsWith('warning:') && !message.includes('Failed to load resource')),
        [],
      );
      await page.getByRole('main').getByRole('link', { name: 'guide' }).click();
      await page.waitForURL(`${site.url}/guide`);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Guide', 'the page still works');
      await context.close();
    });
  }

  it('shows "This page crashed." with "Try again" when a component throws, and Try again renders the page again', async () => {
    const { page } = await open('/');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'page that crashes' }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Page Error' }).waitFor();
    assert.ok(await main.getByText('This page crashed.', { exact: true }).isVisible());
    const tryAgain = main.getByRole('button', { name: 'Try again' });
    assert.equal(
      await tryAgain.evaluate((element) => element === document.activeElement),
      true,
      'focus moves to the button',
    );

    // The component is fixed (the page now gives it valid props): Try again shows the page.
    await page.route(`${site.url}/crash`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /data-props='[^']*'/,
        `data-props='{"id":"fixed-tabs","defaultValue":"a","options":[{"value":"a","label":"Works now"}]}'`,
      );
      await route.fulfill({ response, body: html });
    });
    await tryAgain.click();
    await main.getByRole('heading', { name: 'A page with a broken island' }).waitFor();
    await page.getByRole('tab', { name: 'Works now' }).waitFor();
    assert.equal(await main.getByText('This page crashed.').count(), 0);
    await context.close();
  });

  it('shows the crash message on a full load of the crashing page too', async () => {
    const { page } = await open('/crash');
    await page.getByRole('main').getByRole('heading', { name: 'Page Error' }).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
    await context.close();
  });
});
