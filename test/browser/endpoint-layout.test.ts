import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectConsole, repoRoot, waitForIslands, serveInChromium, type BuiltSite } from './built-site.js';

/** Endpoint pages: samples and examples beside the fields on wide screens, tabs, the remembered language. */
describe('endpoint pages of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function open(route: string, width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; messages: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
    const page = await context.newPage();
    const messages = collectConsole(page);
    await page.goto(site.url + route);
    if (options.javaScriptEnabled !== false) await waitForIslands(page);
    return { context, page, messages };
  }

  const languageTabs = (page: Page) => page.getByRole('tablist', { name: 'Language' });
  const statusTabs = (page: Page) => page.getByRole('tablist', { name: 'Status' });
  /** Waits until `tab` is the selected tab (the behaviour has run and the reader's choice applied). */
  const selected = (tab: Locator) => tab.and(tab.page().locator('[aria-selected="true"]')).waitFor();
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    assert.ok(found, 'the element is displayed');
    return found;
  };

  it('at 1280 px puts the samples right of the fields, keeps them in view while the fields scroll, and folds the TOC into "On this page"', async () => {
    const { context, page, messages } = await open('/endpoints/v2/createfixedshift', 1280);
    await selected(languageTabs(page).getByRole('tab', { name: 'cURL' }));
    const main = page.locator('.endpoint-main');
    const aside = page.getByRole('complementary', { name: 'Examples' });
    const fields = page.getByRole('heading', { name: 'Request body', level: 2 });
    const [mainBox, asideBox] = [await box(main), await box(aside)];
    assert.ok(asideBox.x >= mainBox.x + mainBox.width, `samples (x ${asideBox.x}) right of the fields (ending at ${mainBox.x + mainBox.width})`);
    assert.ok(asideBox.y < (await box(fields)).y, 'the samples start above the first field section');
    assert.ok(asideBox.width >= 300, `the sample column is usable (${asideBox.width} px)`);

    // Scroll the fields far down: the samples stay on screen, near the top, beside them.
    await page.getByRole('heading', { name: '404 Not Found', level: 3 }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 1500);
    await page.waitForFunction(() => {
      const rect = document.querySelector('.endpoint-aside')!.getBoundingClientRect();
      return rect.top >= 0 && rect.top < 120;
    });
    const stuck = await box(aside);
    assert.ok(stuck.x >= mainBox.x + mainBox.width);
    assert.ok((await box(fields)).y < 0, 'the fields scrolled away');
    assert.ok(await languageTabs(page).getByRole('tab', { name: 'cURL' }).isVisible(), 'the sample tabs are still in view');

    // The TOC column gives its place up; "On this page" opens over the content.
    assert.equal(await page.locator('.toc-column').isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 0));
    const onThisPage = page.locator('.toc-inline');
    await onThisPage.getByText('On this page').click();
    const link = onThisPage.getByRole('link', { name: 'Response examples' });
    await link.waitFor();
    // It folds away like a menu: on Escape, on a click elsewhere, and once a link is followed.
    await page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });
    await onThisPage.getByText('On this page').click();
    await link.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await link.waitFor({ state: 'hidden' });
    await onThisPage.getByText('On this page').click();
    await link.click();
    await page.waitForURL(/#response-examples$/);
    await link.waitFor({ state: 'hidden' });
    assert.deepEqual(messages, []);
    await context.close();
  });

  it('at 390 px keeps one column: the fields, then the samples below them', async () => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 390);
    await selected(languageTabs(page).getByRole('tab', { name: 'cURL' }));
    const [mainBox, asideBox] = [await box(page.locator('.endpoint-main')), await box(page.getByRole('complementary', { name: 'Examples' }))];
    assert.ok(Math.abs(asideBox.x - mainBox.x) < 2, 'same left edge');
    assert.ok(asideBox.y >= mainBox.y + mainBox.height, 'the samples come after the fields');
    assert.ok(asideBox.width <= 390 && mainBox.width <= 390);
    assert.ok(await page.locator('.toc-inline').isVisible());
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no sideways scroll of the page (${scrollWidth} px)`);
    await context.close();
  });

  it('remembers the chosen language on every endpoint page, after client navigation and after a full load', async () => {
    const { context, page } = await open('/endpoints/v2/requestquote', 1280);
    const python = languageTabs(page).getByRole('tab', { name: 'Python' });
    await python.click();
    await selected(python);
    const pythonPanel = page.getByRole('tabpanel', { name: 'Python' });
    await pythonPanel.getByText('import requests').waitFor();
    assert.equal(await page.getByRole('tabpanel', { name: 'cURL' }).isVisible(), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-build.sample-language')), 'python');

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Get a pair', exact: true }).click();
    await page.waitForURL(`${site.url}/endpoints/v2/pair`);
    await selected(languageTabs(page).getByRole('tab', { name: 'Python' }));
    await page.getByRole('tabpanel', { name: 'Python' }).getByText('os.environ["AFFILIATE_ID"]').waitFor();
    assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true), 'the client router moved, no reload');

    const other = await context.newPage();
    await other.goto(`${site.url}/endpoints/v1/fetchorder`);
    await selected(languageTabs(other).getByRole('tab', { name: 'Python' }));
    assert.equal(await other.getByRole('tabpanel', { name: 'cURL' }).isVisible(), false);
    await context.close();
  });

  it('lays out the remembered language before the tabs script has run', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('docs-build.sample-language', 'python'));
    // The tabs script never arrives: what shows is the server's HTML with the head script's CSS hint.
    await context.route('**/assets/example-tabs-*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.url}/endpoints/v2/requestquote`);
    await page.getByRole('tabpanel', { name: 'Python' }).getByText('import requests').waitFor();
    assert.equal(await page.getByRole('tabpanel', { name: 'cURL' }).isVisible(), false);
    assert.equal(await page.getByRole('tabpanel', { name: 'JavaScript' }).isVisible(), false);
    assert.ok(await languageTabs(page).isVisible(), 'the tab list shows where scripts run');
    assert.equal(await page.locator('[data-example-tabs][data-enhanced]').count(), 0, 'the tabs script did not run');
    await context.close();
  });

  it('works the tabs from the keyboard: arrows, Home and End move the choice and the focus, one tab stop', async () => {
    const { context, page } = await open('/endpoints/v2/createvariableshift', 1280);
    const tab = (name: string) => languageTabs(page).getByRole('tab', { name });
    await selected(tab('cURL'));
    assert.deepEqual(await languageTabs(page).getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex)), [0, -1, -1]);
    await tab('cURL').focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    for (const [key, name] of [['ArrowRight', 'JavaScript'], ['End', 'Python'], ['ArrowRight', 'cURL'], ['ArrowLeft', 'Python'], ['Home', 'cURL'], ['ArrowRight', 'JavaScript']] as const) {
      await page.keyboard.press(key);
      await selected(tab(name));
      assert.equal(await focused(), name, `${key} focuses ${name}`);
      assert.ok(await page.getByRole('tabpanel', { name }).isVisible(), `${key} shows the ${name} panel`);
    }
    assert.deepEqual(await languageTabs(page).getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex)), [-1, 0, -1]);
    // Tab leaves the tab list for the panel's content (its code block), not the next tab.
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id.endsWith('-javascript')), 'focus moved into the JavaScript panel');
    await context.close();
  });

  it('shows the response example of the status the reader picks', async () => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 1280);
    const created = statusTabs(page).getByRole('tab', { name: '201', exact: true });
    await selected(created);
    const createdPanel = page.getByRole('tabpanel', { name: '201', exact: true });
    await createdPanel.getByText('201 Created').waitFor();
    assert.match((await createdPanel.textContent()) ?? '', /"depositAddress"/);
    await statusTabs(page).getByRole('tab', { name: '400', exact: true }).click();
    const badRequest = page.getByRole('tabpanel', { name: '400', exact: true });
    await badRequest.getByText('400 Bad Request').waitFor();
    assert.match((await badRequest.textContent()) ?? '', /Quote has already expired/);
    assert.equal(await createdPanel.isVisible(), false);
    await statusTabs(page).getByRole('tab', { name: '429', exact: true }).click();
    await page.getByRole('tabpanel', { name: '429', exact: true }).getByText('429 Too Many Requests').waitFor();
    // The status is not remembered like the language: the next page starts at its first status.
    await page.goto(`${site.url}/endpoints/v2/createvariableshift`);
    await selected(statusTabs(page).getByRole('tab', { name: '201', exact: true }));
    await context.close();
  });

  it('without JavaScript shows every sample, each under its title, and every response example', async () => {
    const { context, page } = await open('/endpoints/v2/requestquote', 1280, { javaScriptEnabled: false });
    for (const title of ['cURL', 'JavaScript (fetch)', 'Python (requests)']) {
      assert.ok(await page.locator('.endpoint-samples .code-block-title', { hasText: title }).first().isVisible(), title);
    }
    assert.equal(await page.locator('.endpoint-samples [role="tablist"]').isVisible(), false, 'no tabs that could not work');
    const examples = page.getByRole('complementary', { name: 'Examples' });
    for (const status of ['201 Created', '400 Bad Request', '500 Internal Server Error']) assert.ok(await examples.getByText(status).isVisible(), status);
    await context.close();
  });
});
