import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { serveSite, type RunningServer } from '../../../src/serve/serve-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { builtSideShiftSite } from '../../helpers/built-site.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe('the search modal over the local index, in Chromium', () => {
  let release: (() => Promise<void>) | undefined;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    const built = await builtSideShiftSite();
    release = built.release;
    server = await serveSite({ dir: built.outDir, port: 0, logger: createMemoryLogger() });
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await release?.();
  });

  /** A fresh context (empty localStorage). */
  async function open(route: string, width = 1280): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const { messages } = collectPageErrors(page);
    await page.goto(server.url + route);
    await page.waitForLoadState('networkidle');
    return { page, context, errors: messages };
  }
  const input = (page: Page) => page.getByRole('combobox', { name: 'Search docs' });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
  async function openModal(page: Page): Promise<void> {
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
  }
  async function searchFor(page: Page, query: string): Promise<void> {
    await input(page).fill(query);
    await page.waitForFunction((q) => {
      const modal = document.querySelector('.search-modal');
      const field = document.querySelector<HTMLInputElement>('#search-modal-input');
      return (
        modal?.getAttribute('data-status') === 'idle' &&
        field?.value === q &&
        (document.querySelector('[role=option]') || document.querySelector('.search-no-results') || q.trim() === '')
      );
    }, query);
  }

  it('opens with Ctrl+K, Cmd+K, / and the navbar button, and closes with Escape, focus going back', async () => {
    const { page, errors } = await open('/api-intro/deposits');
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(key);
      await input(page).waitFor();
      assert.equal(
        await input(page).evaluate((element) => element === document.activeElement),
        true,
        `${key}: the input has focus`,
      );
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.click();
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(
      await button.evaluate((element) => element === document.activeElement),
      true,
      'focus returns to the search button',
    );
    assert.deepEqual(errors, []);
  });

  it('ignores the shortcuts while the reader types in a field', async () => {
    const { page } = await open('/api-intro/deposits');
    await page.evaluate(() => {
      const field = document.createElement('textarea');
      field.id = 'typing-here';
      document.querySelector('main')?.prepend(field);
      field.focus();
      // The launcher takes a shortcut in the keydown handler, and prevents the key's default then.
      const seen: string[] = [];
      Object.assign(window, { keysSeen: seen });
      window.addEventListener('keydown', (event) =>
        seen.push(`${event.key}${event.defaultPrevented ? ' (taken)' : ''}`),
      );
    });
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => (window as unknown as { keysSeen: string[] }).keysSeen.length === 3);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen), [
      '/',
      'Control',
      'k',
    ]);
    assert.equal(await dialog(page).count(), 0);
    assert.equal(await page.locator('#typing-here').inputValue(), '/');
  });

  it('closes on a click on the backdrop; fills the screen up to 768 px wide, where Cancel closes it', async () => {
    const wide = await open('/');
    await openModal(wide.page);
    await wide.page.mouse.click(5, 5);
    await dialog(wide.page).waitFor({ state: 'detached' });

    const narrow = await open('/', 768);
    await openModal(narrow.page);
    const box = await dialog(narrow.page).boundingBox();
    assert.deepEqual(box && [box.x, box.y, box.width, box.height], [0, 0, 768, 800]);
    await narrow.page.getByRole('button', { name: 'Cancel' }).click();
    await dialog(narrow.page).waitFor({ state: 'detached' });
  });

  it('keeps focus inside while open', async () => {
    const { page } = await open('/');
    await openModal(page);
    await searchFor(page, 'deposit');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))),
        true,
        `focus stays in the dialog after ${i + 1} presses`,
      );
    }
  });

  it('has the placeholder, a 64-character limit, and starts with the selected text', async () => {
    const { page } = await open('/api-intro/deposits');
    const selected = await page.evaluate(() => {
      const paragraph = [...document.querySelectorAll('main p')].find((p) => (p.textContent ?? '').length > 80)!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return getSelection()!.toString();
    });
    await openModal(page);
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    assert.equal(await input(page).getAttribute('maxlength'), '64');
    assert.equal(await input(page).inputValue(), selected.replace(/\s+/g, ' ').trim().slice(0, 64));
    await input(page).fill('');
    await input(page).pressSequentially('x'.repeat(70));
    assert.equal((await input(page).inputValue()).length, 64);
  });

  it('keeps what is typed straight after the shortcut, while the modal is still loading', async () => {
    const { page, errors } = await open('/api-intro/deposits');
    // The modal's code has not loaded yet: the shortcut starts loading it, and the keys arrive first.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('quotx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e');
    await input(page).waitFor();
    assert.equal(await input(page).inputValue(), 'quote');
    await page.keyboard.type(' fixed');
    assert.equal(
      await input(page).inputValue(),
      'quote fixed',
      'the caret is after the typed text, which is not selected',
    );
    assert.deepEqual(errors, []);
  });

  it('groups results by top-level section, 5 at most each, as an ARIA combobox moved with the arrow keys', async () => {
    const { page } = await open('/');
    await openModal(page);
    await searchFor(page, 'sideshift');
    const groups = await page.$$eval('[role=listbox] [role=group]', (elements) =>
      elements.map((group) => ({
        title: group.querySelector('.search-group-title')?.textContent,
        options: group.querySelectorAll('[role=option]').length,
      })),
    );
    assert.ok(groups.length >= 2, JSON.stringify(groups));
    assert.ok(
      groups.some((group) => group.title === 'REST API') && groups.some((group) => group.title === 'Blog'),
      JSON.stringify(groups),
    );
    assert.equal(new Set(groups.map((group) => group.title)).size, groups.length, 'one group per section');
    assert.equal(Math.max(...groups.map((group) => group.options)), 5, JSON.stringify(groups));
    assert.equal(await input(page).getAttribute('aria-expanded'), 'true');
    assert.equal(await input(page).getAttribute('aria-controls'), await page.getByRole('listbox').getAttribute('id'));
    const options = page.getByRole('option');
    const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
    const selected = async () => [
      await input(page).getAttribute('aria-activedescendant'),
      await page.locator('[role=option][aria-selected=true]').getAttribute('id'),
    ];
    assert.deepEqual(await selected(), [ids[0], ids[0]]);
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await selected(), [ids[1], ids[1]]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await selected(), [ids.at(-1), ids.at(-1)], 'ArrowUp from the first result wraps to the last');
    assert.ok((await page.locator('[role=option] mark').count()) > 0, 'matches are highlighted');
    const first = await options.first().evaluate((element) => ({
      href: element.getAttribute('href'),
      title: element.querySelector('.search-hit-title')?.textContent,
    }));
    assert.ok(first.href && first.title, 'each result has a title and links to its URL');
  });

  it('opens the selected result with Enter, in a new tab with Ctrl+Enter, a new window with Shift+Enter; Alt+Enter does nothing', async () => {
    const { page, context } = await open('/');
    await openModal(page);
    await searchFor(page, 'createfixedshift');
    const start = page.url();
    // Enter opens in the keydown handler: a click on the hit's link, or window.open.
    await page.evaluate(() => {
      const done: string[] = [];
      Object.assign(window, { opened: done });
      document.addEventListener(
        'click',
        (event) => done.push(`click ${(event.target as Element).closest('a')?.getAttribute('href')}`),
        true,
      );
      const open = window.open.bind(window);
      window.open = (...args) => {
        done.push(`open ${String(args[0])}`);
        return open(...args);
      };
      window.addEventListener(
        'keydown',
        (event) => event.key === 'Enter' && done.push(`keydown Enter${event.altKey ? ' with Alt' : ''}`),
      );
    });
    await page.keyboard.press('Alt+Enter');
    await page.waitForFunction(() => (window as unknown as { opened: string[] }).opened.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { opened: string[] }).opened), [
      'keydown Enter with Alt',
    ]);
    assert.equal(page.url(), start);
    assert.equal(context.pages().length, 1);
    for (const key of ['Control+Enter', 'Shift+Enter']) {
      const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(key)]);
      await opened.waitForLoadState();
      assert.equal(new URL(opened.url()).pathname, '/endpoints/v2/createfixedshift', key);
      assert.equal(page.url(), start, `${key} leaves this page where it was`);
      await opened.close();
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/endpoints/v2/createfixedshift');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('keeps recent searches and favourites in localStorage, per index name', async () => {
    const { page } = await open('/');
    await openModal(page);
    await page.getByText('No recent searches').waitFor();
    await searchFor(page, 'refunds');
    const title = await page.locator('[role=option] .search-hit-title').first().textContent();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await openModal(page);
    const recent = page.getByRole('group', { name: 'Recent' });
    assert.equal(await recent.getByRole('option').first().locator('.search-hit-title').textContent(), title);
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await page.getByRole('group', { name: 'Favorite' }).waitFor();
    assert.equal(await page.getByRole('group', { name: 'Recent' }).count(), 0, 'a favourite leaves the recent list');
    const stored = await page.evaluate(() => [
      localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local'),
      localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__local'),
    ]);
    assert.deepEqual(JSON.parse(stored[0]!), []);
    assert.equal(JSON.parse(stored[1]!).length, 1);
    await page.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await page.getByText('No recent searches').waitFor();
  });

  it('shows "No results for" with suggested queries and a link to report missing results', async () => {
    const { page } = await open('/');
    await openModal(page);
    await searchFor(page, 'qqqzzzxxx');
    const screen = page.locator('.search-no-results');
    assert.match((await screen.textContent()) ?? '', /No results for "qqqzzzxxx"/);
    const suggestions = screen.getByRole('button');
    assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
    // site.config.ts sends readers who miss a result to the Developer Chat.
    assert.equal(
      await screen.getByRole('link', { name: 'Let us know' }).getAttribute('href'),
      'https://t.me/joinchat/UuTn4HeK-2EUG1zZ',
    );
    const suggestion = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    assert.equal(await input(page).inputValue(), suggestion);
    await page.getByRole('option').first().waitFor();
  });

  it('cuts snippets to 10 words, and to 5 on screens up to 768 px wide', async () => {
    for (const [width, most] of [
      [1280, 10],
      [768, 5],
    ] as const) {
      const { page } = await open('/', width);
      await openModal(page);
      await searchFor(page, 'litecoin');
      const text = (await page.locator('[role=option] .search-hit-snippet').first().textContent()) ?? '';
      const words = text.replace(/…/g, ' ').trim().split(/\s+/);
      assert.ok(words.length <= most && words.length > most - 4, `${width}px: "${text}"`);
      assert.match(text, /Litecoin/);
    }
  });

  it('answers odd queries normally and renders them safely', async () => {
    const { page, errors } = await open('/');
    await openModal(page);
    for (const query of [
      'x'.repeat(64),
      '     ',
      '!?.,;:',
      '🚀🔥',
      '<img src=x onerror="window.hacked=1">',
      '.*+?^${}()|[]\\',
      'deposit <b>bold</b>',
    ]) {
      await searchFor(page, query);
      assert.equal(await page.locator('.search-modal img, .search-modal b').count(), 0, query);
    }
    assert.equal(await page.evaluate(() => (window as { hacked?: number }).hacked), undefined);
    assert.deepEqual(errors, []);
  });

  it('has no axe-core violations with the modal open, on results and on the start screen', async () => {
    const { page } = await open('/');
    await openModal(page);
    await searchFor(page, 'refund');
    await page.keyboard.press('ArrowDown');
    await page.addScriptTag({ path: axePath });
    const run = () =>
      page.evaluate(async () =>
        (await (window as any).axe.run(document)).violations.map(
          (v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`,
        ),
      );
    assert.deepEqual(await run(), []);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    // The result's page is in place (the URL changes as it is swapped in, its progress bar gone): a slow
    // change under load left the bar, outside the landmarks, on the screen axe looked at.
    await page.waitForURL((url) => url.pathname !== '/' || url.hash !== '');
    await page.waitForLoadState('networkidle');
    await openModal(page);
    await page.getByRole('group', { name: 'Recent' }).waitFor();
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    assert.deepEqual(await run(), []);
  });

  it('shows full results on /search?q=, loads more, and keeps the edited query in the URL', async () => {
    const { page, errors } = await open('/search?q=deposit');
    const results = page.getByRole('region', { name: 'Search results' });
    await results
      .getByRole('status')
      .filter({ hasText: /results for "deposit"/ })
      .waitFor();
    assert.equal(await page.locator('#search-page-input').inputValue(), 'deposit');
    const count = () => page.locator('.search-page-hit').count();
    assert.equal(await count(), 20);
    assert.ok((await page.locator('.search-page-group-title').allTextContents()).includes('REST API'));
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-page-hit').length > 20);
    await page.locator('#search-page-input').fill('widget react');
    await results
      .getByRole('status')
      .filter({ hasText: /results for "widget react"/ })
      .waitFor();
    assert.equal(new URL(page.url()).searchParams.get('q'), 'widget react');
    assert.equal(await page.locator('.search-page-group-title').first().textContent(), 'Widget');
    await page.locator('#search-page-input').fill('<img src=x onerror="window.hacked=1">');
    await results
      .getByRole('status')
      .filter({ hasText: /for "<img/ })
      .waitFor();
    assert.equal(await page.locator('.search-page img').count(), 0);
    assert.deepEqual(errors, []);
  });
});
