import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  collectConsole,
  fixturesDir,
  nextFrames,
  repoRoot,
  waitForIslands,
  serveInChromium,
  type BuiltSite,
} from '../../helpers/built-site.js';
import { axeViolations, curlUrlLine, documentHeight, topOf, unfoldAll } from '../../helpers/endpoint-page-checks.js';

/** Endpoint pages: samples and examples beside the fields on wide screens, tabs, the remembered language. */
describe('endpoint pages of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function open(
    route: string,
    width: number,
    options: { javaScriptEnabled?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page; messages: string[] }> {
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
  /**
   * Clicks a tab as a reader does, once it is in view: scrolling down hides the navbar, and the sticky
   * examples column moves up into its place a frame later, under a pointer aimed before.
   */
  const clickInView = async (tab: Locator) => {
    await tab.scrollIntoViewIfNeeded();
    await nextFrames(tab.page());
    await tab.click();
  };
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    assert.ok(found, 'the element is displayed');
    return found;
  };

  it('at 1280 px puts the samples right of the fields, keeps them in view while the fields scroll, and folds the TOC into "On this page"', async () => {
    const { context, page, messages } = await open('/endpoints/v2/createfixedshift', 1280);
    await selected(languageTabs(page).getByRole('tab', { name: 'cURL' }));
    const main = page.locator('.endpoint-fields');
    const aside = page.getByRole('complementary', { name: 'Examples' });
    const fields = page.getByRole('heading', { name: 'Request body', level: 2 });
    const [mainBox, asideBox] = [await box(main), await box(aside)];
    assert.ok(
      asideBox.x >= mainBox.x + mainBox.width,
      `samples (x ${asideBox.x}) right of the fields (ending at ${mainBox.x + mainBox.width})`,
    );
    assert.ok(asideBox.y < (await box(fields)).y, 'the samples start above the first field section');
    assert.ok(asideBox.width >= 300, `the sample column is usable (${asideBox.width} px)`);

    // Scroll the fields far down: the samples stay on screen, near the top, beside them.
    await page.getByRole('heading', { name: '400, 401, 403, 404, 429, 500', level: 3 }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 1500);
    await page.waitForFunction(() => {
      const rect = document.querySelector('.endpoint-aside')!.getBoundingClientRect();
      return rect.top >= 0 && rect.top < 120;
    });
    const stuck = await box(aside);
    assert.ok(stuck.x >= mainBox.x + mainBox.width);
    assert.ok((await box(fields)).y < 0, 'the fields scrolled away');
    assert.ok(
      await languageTabs(page).getByRole('tab', { name: 'cURL' }).isVisible(),
      'the sample tabs are still in view',
    );

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

  it('at 390 px keeps one column: the request line, description and authentication, then the samples, then the fields', async () => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 390);
    await selected(languageTabs(page).getByRole('tab', { name: 'cURL' }));
    const [fieldsBox, asideBox] = [
      await box(page.locator('.endpoint-fields')),
      await box(page.getByRole('complementary', { name: 'Examples' })),
    ];
    assert.ok(Math.abs(asideBox.x - fieldsBox.x) < 2, 'same left edge');
    assert.ok(asideBox.width <= 390 && fieldsBox.width <= 390);
    const authentication = await topOf(page, '#authentication');
    const samples = await topOf(page, '#request-samples');
    const examples = await topOf(page, '#response-examples');
    const parameters = await topOf(page, '#parameters');
    assert.ok(authentication < samples, `the samples (${samples}) come after the authentication (${authentication})`);
    assert.ok(
      samples < examples && examples < parameters,
      `the samples and examples (${samples}, ${examples}) come before the parameters (${parameters})`,
    );
    assert.ok(samples < 2000, `the samples are near the top of the page, ${samples} px down`);
    // The table of contents lists the headings in the order they come.
    const tocOrder = await page.locator('.toc-inline > .toc-list > li > .toc-link').allTextContents();
    assert.deepEqual(tocOrder, [
      'Authentication',
      'Request samples',
      'Response examples',
      'Parameters',
      'Request body',
      'Responses',
    ]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no sideways scroll of the page (${scrollWidth} px)`);
    await context.close();
  });

  it('at 1280 and 1440 px shows the whole --url line of every V2 cURL sample, with no sideways scrolling', async () => {
    const routes = (await readdir(path.join(site.outDir, 'endpoints/v2'), { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => `/endpoints/v2/${e.name}`);
    assert.ok(routes.length >= 15, `the V2 pages (${routes.length})`);
    const cut: string[] = [];
    for (const width of [1280, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(site.url + route);
        await selected(languageTabs(page).getByRole('tab', { name: 'cURL' }));
        const line = await curlUrlLine(page);
        if (line.overflowRight > 0.5 || line.overflowLeft > 0.5 || line.scrollLeft !== 0)
          cut.push(`${width} px ${route}: ${line.text.trim()} (${Math.round(line.overflowRight)} px cut)`);
      }
      await context.close();
    }
    assert.deepEqual(cut, []);
  });

  it('at 390 px shows every status tab of the response examples, each one reachable', async () => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 390);
    const tabs = statusTabs(page).getByRole('tab');
    await selected(tabs.first());
    const list = await box(statusTabs(page));
    assert.equal(
      await statusTabs(page).evaluate((el) => el.scrollWidth <= el.clientWidth),
      true,
      'the tab list does not scroll',
    );
    const names = await tabs.allTextContents();
    assert.deepEqual(names, ['201', '400', '401', '403', '404', '429', '500']);
    for (const name of names) {
      const tab = await box(statusTabs(page).getByRole('tab', { name, exact: true }));
      assert.ok(
        tab.x >= list.x - 0.5 && tab.x + tab.width <= Math.min(list.x + list.width, 390) + 0.5,
        `tab ${name} (${tab.x}–${tab.x + tab.width}) is in view`,
      );
    }
    await clickInView(statusTabs(page).getByRole('tab', { name: '500', exact: true }));
    await page.getByRole('tabpanel', { name: '500', exact: true }).getByText('500 Internal Server Error').waitFor();
    await context.close();
  });

  it('at 390 px breaks the request line only after a slash, never inside a segment', async () => {
    const { context, page } = await open('/endpoints/v2/setrefundaddress', 390);
    const url = page.locator('.endpoint-signature .endpoint-url');
    assert.equal((await url.textContent())?.trim(), 'https://sideshift.ai/api/v2/shifts/{shiftId}/set-refund-address');
    const layout = await url.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6;
      const segments = [...el.querySelectorAll('.endpoint-url-segment')].map((s) => ({
        text: s.textContent ?? '',
        rect: s.getBoundingClientRect(),
      }));
      return {
        lineHeight,
        segments: segments.map(({ text, rect }) => ({
          text,
          top: Math.round(rect.top),
          height: rect.height,
          right: rect.right,
        })),
      };
    });
    const lines = new Set(layout.segments.map((s) => s.top));
    assert.ok(lines.size >= 2, `the URL wraps at 390 px (${lines.size} lines): the check below is not empty`);
    for (const segment of layout.segments) {
      assert.ok(
        segment.height < layout.lineHeight * 1.5,
        `"${segment.text}" stays on one line (${segment.height} px high)`,
      );
      assert.ok(segment.right <= 390, `"${segment.text}" stays in the screen`);
    }
    assert.ok(
      layout.segments.some((s) => s.text === 'set-refund-address'),
      'the last segment is whole',
    );
    await context.close();
  });

  it('puts the breadcrumbs, "On this page", "Copy page" and the title in one block, on one left edge', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await open('/endpoints/v2/setrefundaddress', width);
      const breadcrumbs = await box(page.getByRole('navigation', { name: 'Breadcrumbs' }));
      const toc = await box(page.locator('.toc-inline'));
      const copy = await box(page.getByRole('button', { name: 'Copy page' }));
      const title = await box(page.getByRole('heading', { level: 1 }));
      assert.ok(
        Math.abs(toc.x - breadcrumbs.x) < 1 && Math.abs(title.x - breadcrumbs.x) < 1,
        `${width} px: one left edge (${breadcrumbs.x}, ${toc.x}, ${title.x})`,
      );
      assert.ok(
        Math.abs(toc.y + toc.height / 2 - (copy.y + copy.height / 2)) < 1 && Math.abs(toc.height - copy.height) < 1,
        `${width} px: "On this page" and "Copy page" on one line, the same height`,
      );
      assert.ok(
        breadcrumbs.y + breadcrumbs.height <= toc.y && toc.y + toc.height <= title.y,
        `${width} px: breadcrumbs, controls, title, top to bottom`,
      );
      assert.ok(
        title.width >= (await box(page.locator('.doc-article'))).width - 1,
        `${width} px: the title has the whole width, nothing floats beside it`,
      );
      assert.ok(title.y - (breadcrumbs.y + breadcrumbs.height) < 100, `${width} px: no gap in the block`);
      // "On this page" opens over the content, as a menu, at every width.
      await page.locator('.toc-inline > summary').click();
      const list = await box(page.locator('.toc-inline .toc-list').first());
      assert.ok(list.x + list.width <= width, `${width} px: the open list stays in the screen`);
      assert.equal(
        await page
          .locator('.toc-inline .toc-list')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
        'absolute',
      );
      await page.keyboard.press('Escape');
      await page.locator('.toc-inline .toc-list').first().waitFor({ state: 'hidden' });
      await context.close();
    }
  });

  it('folds nested fields and response bodies, works without JavaScript, merges the error statuses and is much shorter than unfolded', async (t) => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 1280, { javaScriptEnabled: false });
    const responses = page.locator('section[aria-labelledby="responses"]');
    // The five error statuses and 400 share one body: one block that lists them, one schema.
    assert.deepEqual(await responses.locator('h3').allTextContents(), [
      '201 Created#',
      '400, 401, 403, 404, 429, 500#',
    ]);
    assert.equal(await responses.locator('.schema-tree').count(), 2, 'one schema per body, not seven');
    assert.deepEqual(await responses.locator('.endpoint-statuses dt').allTextContents(), [
      '400 Bad Request',
      '401 Unauthorized',
      '403 Forbidden',
      '404 Not Found',
      '429 Too Many Requests',
      '500 Internal Server Error',
    ]);
    // Folded: the fields are in the page but not shown until the summary is clicked (no script runs).
    const created = responses.locator('.endpoint-response', {
      has: page.getByRole('heading', { name: '201 Created' }),
    });
    const expiresAt = created.locator('code.schema-property-name', { hasText: 'expiresAt' });
    assert.equal(await expiresAt.count(), 1);
    assert.equal(await expiresAt.isVisible(), false);
    const folded = await documentHeight(page);
    const summary = created.locator('summary').first();
    const shown = async () => (await summary.innerText()).replace(/\s+/g, ' ').trim();
    assert.match(await shown(), /^Show \d+ child fields$/);
    await summary.click();
    await expiresAt.waitFor();
    assert.match(await shown(), /^Hide \d+ child fields$/);
    // Nested in the open body: the deposits of a shift, folded again.
    const deposits = created.locator('li.schema-property', {
      has: page.locator('code.schema-property-name', { hasText: /^deposits$/ }),
    });
    const depositHash = deposits.locator('code.schema-property-name', { hasText: 'depositHash' });
    assert.equal(await depositHash.isVisible(), false);
    await deposits.locator('summary').first().click();
    await depositHash.waitFor();
    await unfoldAll(page);
    const unfolded = await documentHeight(page);
    t.diagnostic(`createfixedshift at 1280 px: ${folded} px folded, ${unfolded} px with every field unfolded`);
    assert.ok(folded <= unfolded * 0.6, `folded ${folded} px is at least 40% shorter than unfolded ${unfolded} px`);
    await context.close();
  });

  it('keeps the folded fields in the Markdown copy and the search records', async () => {
    const markdown = await (await fetch(`${site.url}/endpoints/v2/createfixedshift.md`)).text();
    const assets = await readdir(path.join(site.outDir, 'assets'));
    const index = await Promise.all(
      assets
        .filter((name) => /^search-index-.*\.json$/.test(name))
        .map((name) => readFile(path.join(site.outDir, 'assets', name), 'utf8')),
    );
    for (const field of ['expiresAt', 'depositHash', 'depositRangeMax']) {
      assert.match(markdown, new RegExp(`\\b${field}\\b`), `${field} in the Markdown copy`);
      assert.ok(
        index.some((text) => text.includes(field)),
        `${field} in the search index`,
      );
    }
  });

  for (const width of [390, 1280]) {
    it(`has no axe violations on endpoint pages at ${width} px, folded and unfolded, in both modes`, async () => {
      const found: string[] = [];
      for (const mode of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const route of ['/endpoints/v2/createfixedshift', '/endpoints/v2/shift', '/endpoints/v1/fetchorder']) {
          await page.goto(site.url + route, { waitUntil: 'load' });
          await waitForIslands(page);
          // Folded in light mode, every route gets this check in test/site/every-route.browser.test.ts.
          if (mode === 'dark') found.push(...(await axeViolations(page)).map((v) => `${mode} ${route}: ${v}`));
          await unfoldAll(page);
          found.push(...(await axeViolations(page)).map((v) => `${mode} ${route} unfolded: ${v}`));
        }
        await context.close();
      }
      assert.deepEqual(found, []);
    });
  }

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
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'GET Get a pair', exact: true })
      .click();
    await page.waitForURL(`${site.url}/endpoints/v2/pair`);
    await selected(languageTabs(page).getByRole('tab', { name: 'Python' }));
    await page.getByRole('tabpanel', { name: 'Python' }).getByText('os.environ["AFFILIATE_ID"]').waitFor();
    assert.ok(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
      'the client router moved, no reload',
    );

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

  it('chooses the tab clicked while the tabs script was still loading', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A slow network: the tabs script arrives only after the reader has clicked.
    await context.route('**/assets/example-tabs-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/endpoints/v2/createfixedshift`);
    await waitForIslands(page);
    await clickInView(statusTabs(page).getByRole('tab', { name: '400', exact: true }));
    assert.equal(await page.locator('[data-example-tabs][data-enhanced]').count(), 0, 'the tabs script is held');
    release();
    await page.getByRole('tabpanel', { name: '400', exact: true }).getByText('400 Bad Request').waitFor();
    assert.equal(await page.getByRole('tabpanel', { name: '201', exact: true }).isVisible(), false);
    await selected(statusTabs(page).getByRole('tab', { name: '400', exact: true }));
    await context.close();
  });

  it('works the tabs from the keyboard: arrows, Home and End move the choice and the focus, one tab stop', async () => {
    const { context, page } = await open('/endpoints/v2/createvariableshift', 1280);
    const tab = (name: string) => languageTabs(page).getByRole('tab', { name });
    await selected(tab('cURL'));
    assert.deepEqual(
      await languageTabs(page)
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex)),
      [0, -1, -1],
    );
    await tab('cURL').focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    for (const [key, name] of [
      ['ArrowRight', 'JavaScript'],
      ['End', 'Python'],
      ['ArrowRight', 'cURL'],
      ['ArrowLeft', 'Python'],
      ['Home', 'cURL'],
      ['ArrowRight', 'JavaScript'],
    ] as const) {
      await page.keyboard.press(key);
      await selected(tab(name));
      assert.equal(await focused(), name, `${key} focuses ${name}`);
      assert.ok(await page.getByRole('tabpanel', { name }).isVisible(), `${key} shows the ${name} panel`);
    }
    assert.deepEqual(
      await languageTabs(page)
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex)),
      [-1, 0, -1],
    );
    // Tab leaves the tab list for the panel's content (its code block), not the next tab.
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id.endsWith('-javascript')),
      'focus moved into the JavaScript panel',
    );
    await context.close();
  });

  it('shows the response example of the status the reader picks', async () => {
    const { context, page } = await open('/endpoints/v2/createfixedshift', 1280);
    const created = statusTabs(page).getByRole('tab', { name: '201', exact: true });
    await selected(created);
    const createdPanel = page.getByRole('tabpanel', { name: '201', exact: true });
    await createdPanel.getByText('201 Created').waitFor();
    assert.match((await createdPanel.textContent()) ?? '', /"depositAddress"/);
    await clickInView(statusTabs(page).getByRole('tab', { name: '400', exact: true }));
    const badRequest = page.getByRole('tabpanel', { name: '400', exact: true });
    await badRequest.getByText('400 Bad Request').waitFor();
    assert.match((await badRequest.textContent()) ?? '', /Quote has already expired/);
    assert.equal(await createdPanel.isVisible(), false);
    await clickInView(statusTabs(page).getByRole('tab', { name: '429', exact: true }));
    await page.getByRole('tabpanel', { name: '429', exact: true }).getByText('429 Too Many Requests').waitFor();
    // The status is not remembered like the language: the next page starts at its first status.
    await page.goto(`${site.url}/endpoints/v2/createvariableshift`);
    await selected(statusTabs(page).getByRole('tab', { name: '201', exact: true }));
    await context.close();
  });

  it('without JavaScript shows every sample, each under its title, and every response example', async () => {
    const { context, page } = await open('/endpoints/v2/requestquote', 1280, { javaScriptEnabled: false });
    for (const title of ['cURL', 'JavaScript (fetch)', 'Python (requests)']) {
      assert.ok(
        await page.locator('.endpoint-samples .code-block-title', { hasText: title }).first().isVisible(),
        title,
      );
    }
    assert.equal(
      await page.locator('.endpoint-samples [role="tablist"]').isVisible(),
      false,
      'no tabs that could not work',
    );
    const examples = page.getByRole('complementary', { name: 'Examples' });
    for (const status of ['201 Created', '400 Bad Request', '500 Internal Server Error'])
      assert.ok(await examples.getByText(status).isVisible(), status);
    await context.close();
  });
});

/** The same engine features on a small spec of their own (test/fixtures/openapi-site). */
describe('endpoint pages of a small fixture API in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  const route = '/endpoints/confirmshippingaddress';

  serveInChromium(path.join(fixturesDir, 'openapi-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function open(
    width: number,
    options: { javaScriptEnabled?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
    const page = await context.newPage();
    await page.goto(site.url + route);
    return { context, page };
  }

  it('at 390 px puts the samples after the authentication and before the parameters, every status tab in view, the path whole between slashes', async () => {
    const { context, page } = await open(390);
    const tabs = page.getByRole('tablist', { name: 'Status' }).getByRole('tab');
    await tabs.first().and(page.locator('[aria-selected="true"]')).waitFor();
    const [authentication, samples, parameters] = [
      await topOf(page, '#authentication'),
      await topOf(page, '#request-samples'),
      await topOf(page, '#parameters'),
    ];
    assert.ok(
      authentication < samples && samples < parameters,
      `authentication ${authentication}, samples ${samples}, parameters ${parameters}`,
    );
    assert.deepEqual(await tabs.allTextContents(), ['200', '400', '401', '403', '404', '409', '429', '500']);
    for (const tab of await tabs.all()) {
      const found = await tab.boundingBox();
      assert.ok(found && found.x >= 0 && found.x + found.width <= 390, `tab ${await tab.textContent()} in view`);
    }
    const segments = await page
      .locator('.endpoint-url-segment')
      .evaluateAll((elements) =>
        elements.map((el) => ({ text: el.textContent, height: el.getBoundingClientRect().height })),
      );
    const oneLine = Math.min(...segments.map((s) => s.height));
    assert.ok(
      segments.every((s) => s.height < oneLine * 1.5),
      JSON.stringify(segments),
    );
    assert.ok(segments.some((s) => s.text === 'shipping-address-confirmations'));
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll of the page');
    await context.close();
  });

  it('at 1280 px shows the whole --url line of a long URL, wrapped after a slash', async () => {
    const { context, page } = await open(1280);
    await page
      .getByRole('tablist', { name: 'Language' })
      .getByRole('tab', { name: 'cURL' })
      .and(page.locator('[aria-selected="true"]'))
      .waitFor();
    const line = await curlUrlLine(page);
    assert.equal(
      line.text.trim(),
      "--url 'https://api.store.example.com/v1/orders/ord_5f2c9a71d3b84e06/shipping-address-confirmations?notify=true' \\",
    );
    assert.ok(line.overflowRight <= 0.5 && line.overflowLeft <= 0.5 && line.scrollLeft === 0, JSON.stringify(line));
    // A GET sends its query one parameter a line.
    await page.goto(`${site.url}/endpoints/listorders`);
    assert.match(
      (await page.locator('.endpoint-samples [data-tab="curl"] pre').textContent()) ?? '',
      /^curl --get \\\n {2}--url 'https:\/\/api\.store\.example\.com\/v1\/orders' \\\n {2}--data-urlencode 'status=open'/,
    );
    await context.close();
  });

  it('without JavaScript folds nested fields and response bodies, opens them on a click, and describes the shared error body once', async () => {
    const { context, page } = await open(1280, { javaScriptEnabled: false });
    const body = page.locator('section[aria-labelledby="request-body"]');
    // The request body's own fields are shown; the address's are folded.
    assert.ok(await body.locator('code.schema-property-name', { hasText: /^recipient$/ }).isVisible());
    const postcode = body.locator('code.schema-property-name', { hasText: /^postcode$/ });
    assert.equal(await postcode.isVisible(), false);
    await body
      .locator('li.schema-property', { has: page.locator('code.schema-property-name', { hasText: /^address$/ }) })
      .locator('summary')
      .click();
    await postcode.waitFor();
    const responses = page.locator('section[aria-labelledby="responses"]');
    assert.deepEqual(await responses.locator('h3').allTextContents(), [
      '200 OK#',
      '400, 401, 403, 404, 409, 429, 500#',
    ]);
    const errors = responses.locator('.endpoint-response').nth(1);
    assert.equal(await errors.locator('.endpoint-statuses dt').count(), 7);
    assert.equal(await errors.locator('.schema-tree').count(), 1);
    const message = errors.locator('code.schema-property-name', { hasText: /^message$/ });
    assert.equal(await message.count(), 1, 'the error fields are in the page once');
    assert.equal(await message.isVisible(), false);
    await errors.locator('summary').first().click();
    await errors
      .locator('li.schema-property', { has: page.locator('code.schema-property-name', { hasText: /^error$/ }) })
      .locator('summary')
      .click();
    await message.waitFor();
    // The merged statuses keep their own anchors.
    for (const status of ['401', '403', '404', '409', '429', '500'])
      assert.equal(await page.locator(`#response-${status}`).count(), 1, status);
    await context.close();
  });

  it('keeps the folded fields in the Markdown copy and the search index', async () => {
    const markdown = await (await fetch(`${site.url}${route}.md`)).text();
    const assets = await readdir(path.join(site.outDir, 'assets'));
    const index = (
      await Promise.all(
        assets
          .filter((name) => /^search-index-.*\.json$/.test(name))
          .map((name) => readFile(path.join(site.outDir, 'assets', name), 'utf8')),
      )
    ).join('\n');
    for (const field of ['postcode', 'weightGrams', 'fragile', 'message']) {
      assert.match(markdown, new RegExp(`\\b${field}\\b`), `${field} in the Markdown copy`);
      assert.match(index, new RegExp(`\\b${field}\\b`), `${field} in the search index`);
    }
  });

  it('has no axe violations at 390 and 1280 px, folded and unfolded', async () => {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      const { context, page } = await open(width);
      await waitForIslands(page);
      found.push(...(await axeViolations(page)).map((v) => `${width} px: ${v}`));
      await unfoldAll(page);
      found.push(...(await axeViolations(page)).map((v) => `${width} px unfolded: ${v}`));
      await context.close();
    }
    assert.deepEqual(found, []);
  });
});
