import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectConsole, repoRoot, waitForIslands, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('client-side page navigation on the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let context: BrowserContext;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  /** A fresh page on `route`, marked so a full reload is visible (the mark is gone after one). */
  async function open(route: string, init?: () => void): Promise<{ page: Page; messages: string[] }> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(site.url + route);
    await waitForIslands(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return { page, messages };
  }

  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
  /** Waits until the router has kept the scroll position `y` in the history entry (it does once scrolling stops). */
  const scrollKept = (page: Page, y: number) =>
    page.waitForFunction((kept) => (history.state as { scrollY?: number } | null)?.scrollY === kept, y);
  const sidebarLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });

  it('follows internal links without a reload: content, title and current link change, islands hydrate', async () => {
    const { page, messages } = await open('/api-intro/deposits');
    await sidebarLink(page, 'Refunds').click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    assert.equal(await heading(page), 'Refunds');
    assert.match(await page.title(), /^Refunds \| /);
    assert.equal(await sidebarLink(page, 'Refunds').getAttribute('aria-current'), 'page');
    assert.equal(await sidebarLink(page, 'Deposits').getAttribute('aria-current'), null);
    assert.ok(await sameDocument(page), 'no full page load happened');
    assert.equal(
      await page.locator('[aria-live="assertive"]').textContent(),
      await page.title(),
      'screen readers hear the new title',
    );

    // A page with a Tabs island: it is hydrated after the swap and switches panels.
    await sidebarLink(page, 'Getting started').click();
    await page.waitForURL(`${site.url}/api-intro/getting-started`);
    await waitForIslands(page);
    const tabs = page.getByRole('tab');
    const second = tabs.nth(1);
    await second.click();
    assert.equal(await second.getAttribute('aria-selected'), 'true');

    // Into another layout (the blog, linked from the footer) and back to the docs by the navbar.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${site.url}/blog`);
    assert.equal(await page.locator('body').getAttribute('class'), 'page-blog-list');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Widget' }).click();
    await page.waitForURL(`${site.url}/widget`);
    assert.equal(
      await sidebarLink(page, 'Overview').getAttribute('aria-current'),
      'page',
      'the widget sidebar replaced the API one',
    );
    assert.equal(await sidebarLink(page, 'Refunds').count(), 0);
    assert.ok(await sameDocument(page));
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('restores scroll with back and forward, and scrolls to an anchor of another page', async () => {
    const { page } = await open('/api-intro/deposits');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await scrollKept(page, 1200);
    await sidebarLink(page, 'Refunds').click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
    await page.evaluate(() => window.scrollTo(0, 400));
    await scrollKept(page, 400);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Deposits');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 1200);
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Refunds');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 400);

    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/api-intro/deposits#deposit-statuses';
      link.textContent = 'Deposit statuses, on another page';
      document.querySelector('main h1')!.after(link);
    });
    await page.getByRole('link', { name: 'Deposit statuses, on another page' }).click();
    await page.waitForURL(`${site.url}/api-intro/deposits#deposit-statuses`);
    const top = await page.evaluate(() => document.getElementById('deposit-statuses')!.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the heading is at the top of the window (top ${top})`);
    assert.ok(await sameDocument(page));
    await context.close();
  });

  it('prefetches a page on hover and the main-content links when they become visible', async () => {
    const { page } = await open('/api-intro/deposits');
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await sidebarLink(page, 'Rate limits').hover();
    await page.waitForFunction(
      () => performance.getEntriesByName(new URL('/api-intro/rate-limits', location.href).href).length > 0,
    );
    assert.ok(requested.has('/api-intro/rate-limits'));

    assert.ok(!requested.has('/api-intro/refunds'), 'the "Next" card is not prefetched before it is visible');
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => performance.getEntriesByName(new URL('/api-intro/refunds', location.href).href).length > 0,
    );
    await context.close();
  });

  for (const [label, connection] of [
    ['saveData', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`prefetches nothing when navigator.connection reports ${label}`, async () => {
      const { page } = await open(
        '/api-intro/deposits',
        new Function(
          `Object.defineProperty(navigator, 'connection', { value: ${JSON.stringify(connection)} })`,
        ) as () => void,
      );
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await sidebarLink(page, 'Rate limits').hover();
      await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
      // Prefetching would start on the hover, and once the page is idle after the "Next" card came into
      // view. Wait for that moment, then for a request the page makes after it.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              requestIdleCallback(() => resolve(), { timeout: 2000 });
            });
            observer.observe(document.querySelector('.pagination-nav a')!);
          }),
      );
      await page.evaluate(() => void fetch('/after-the-idle-moment').catch(() => undefined));
      await waitFor('the request made after the idle moment', () => requested.includes('/after-the-idle-moment'));
      assert.deepEqual(
        requested.filter((path) => path.startsWith('/api-intro/')),
        [],
      );
      await sidebarLink(page, 'Rate limits').click();
      await page.waitForURL(`${site.url}/api-intro/rate-limits`);
      assert.ok(await sameDocument(page), 'navigation still works without prefetching');
      await context.close();
    });
  }

  it('shows the progress bar only when a page change takes over 200 ms', async () => {
    const { page } = await open('/api-intro/deposits');
    await page.evaluate(() => {
      const seen = Object.assign(window, { progressShown: false });
      new MutationObserver(() => {
        if (document.querySelector('.nav-progress')) seen.progressShown = true;
      }).observe(document.body, { childList: true });
    });
    await sidebarLink(page, 'Refunds').click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    assert.equal(
      await page.evaluate(() => (window as unknown as { progressShown: boolean }).progressShown),
      false,
      'a quick change shows no bar',
    );

    // The page is held back until the bar has shown: a change that takes as long as the test needs.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${site.url}/api-intro/monetization`, async (route) => {
      await released;
      await route.continue();
    });
    await sidebarLink(page, 'Monetization').click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.waitForURL(`${site.url}/api-intro/monetization`);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    assert.equal(await heading(page), 'Monetization');
    await context.close();
  });

  for (const failure of ['a 503 answer', 'a network error'] as const) {
    it(`shows a Retry button after ${failure}, and Retry loads the page`, async () => {
      const { page } = await open('/api-intro/deposits');
      await page.route(`${site.url}/api-intro/support`, (route) =>
        failure === 'a network error'
          ? route.abort('internetdisconnected')
          : route.fulfill({ status: 503, contentType: 'text/html', body: 'Service Unavailable' }),
      );
      await sidebarLink(page, 'Support').click();
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      assert.equal(new URL(page.url()).pathname, '/api-intro/support');
      await page.unroute(`${site.url}/api-intro/support`);
      await retry.click();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Support');
      assert.equal(await retry.count(), 0);
      assert.ok(await sameDocument(page));
      await context.close();
    });
  }

  it('loads a document that is not a page of this site with a full page load', async () => {
    const { page } = await open('/api-intro/deposits');
    await page.route(`${site.url}/api-intro/support`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Elsewhere</title><h1>Another application</h1>',
      }),
    );
    await sidebarLink(page, 'Support').click();
    await page.waitForFunction(() => document.title === 'Elsewhere');
    assert.equal(await heading(page), 'Another application');
    assert.equal(new URL(page.url()).pathname, '/api-intro/support');
    assert.equal(await sameDocument(page), false, 'the browser loaded it itself');
    await context.close();
  });
});
