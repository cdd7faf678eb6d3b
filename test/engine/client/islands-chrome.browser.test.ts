import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import {
  collectConsole,
  nextFrames,
  repoRoot,
  waitForIslands,
  serveInChromium,
  type BuiltSite,
} from '../../helpers/built-site.js';
import { pngPixel } from '../../helpers/png-pixel.js';

const LIGHT_LABEL = 'Switch between dark and light mode (currently light mode)';
const DARK_LABEL = 'Switch between dark and light mode (currently dark mode)';
/** One route of every page type of the SideShift site. */
const PAGE_TYPES = {
  home: '/',
  doc: '/api-intro/deposits',
  'doc with tabs': '/api-intro/getting-started',
  endpoint: '/endpoints/v2/shift',
  'blog post (MDX)': '/blog/mdx-blog-post',
  'blog listing': '/blog',
  'blog tag': '/blog/tags/hello',
  standalone: '/showcase',
  search: '/search',
  'not found': '/no/such/page',
};

describe('islands and chrome behaviour of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  async function newContext(width = 1280, height = 800): Promise<BrowserContext> {
    return browser.newContext({ viewport: { width, height } });
  }

  for (const [type, route] of Object.entries(PAGE_TYPES)) {
    it(`hydrates the ${type} page (${route}) with no warning or error in the console`, async () => {
      const context = await newContext();
      const page = await context.newPage();
      const messages = collectConsole(page);
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      await waitForIslands(page);
      await page.getByRole('button', { name: LIGHT_LABEL }).click();
      await page.getByRole('button', { name: DARK_LABEL }).waitFor();
      // The 404 page's own status is reported by Chromium as a failed resource; nothing else may be.
      const unexpected = messages.filter((message) => !(type === 'not found' && message.includes('status of 404')));
      assert.deepEqual(unexpected, []);
      await context.close();
    });
  }

  it('toggles the colour mode, stores it as light/dark under "theme" and keeps it on the next page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    await waitForIslands(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.getByRole('button', { name: LIGHT_LABEL }).click();
    await page.getByRole('button', { name: DARK_LABEL }).waitFor();
    assert.equal(
      await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')].join()),
      'dark,dark',
    );
    await page.goto(`${site.url}/faq`);
    await waitForIslands(page);
    await page.getByRole('button', { name: DARK_LABEL }).waitFor();
    await page.getByRole('button', { name: DARK_LABEL }).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    await context.close();
  });

  it('paints the first frame in the stored colour mode, before any module script runs', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    await waitForIslands(page);
    await page.getByRole('button', { name: LIGHT_LABEL }).click();
    await page.getByRole('button', { name: DARK_LABEL }).waitFor();

    // Hold every module script: what is painted now comes from the HTML, the CSS and the inline head script.
    const held: Route[] = [];
    await page.route('**/assets/*.js', (route) => void held.push(route));
    await page.goto(`${site.url}/api-intro/refunds`, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    await nextFrames(page);
    const state = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
      hydrated: document.querySelector('.theme-toggle')?.getAttribute('aria-label'),
    }));
    assert.equal(state.theme, 'dark');
    assert.equal(
      state.hydrated,
      LIGHT_LABEL,
      'the module scripts have not run yet (the toggle still has its server label)',
    );
    const pixel = pngPixel(await page.screenshot(), 640, 790);
    assert.ok(
      pixel.r + pixel.g + pixel.b < 120,
      `the painted page is dark, got rgb(${pixel.r}, ${pixel.g}, ${pixel.b}); body is ${state.background}`,
    );
    assert.ok(held.length > 0, 'the entry module was requested and held');
    for (const route of held) await route.continue();
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: DARK_LABEL }).waitFor();
    await context.close();
  });

  it('shows the announcement bar on every page, with no close button on this site', async () => {
    const context = await newContext();
    const page = await context.newPage();
    for (const route of ['/', '/blog', '/no/such/page']) {
      await page.goto(site.url + route);
      const bar = page.getByRole('region', { name: 'Announcement' });
      assert.ok(await bar.isVisible(), `the bar shows on ${route}`);
      assert.match((await bar.textContent()) ?? '', /checkout/i);
      assert.equal(await bar.getByRole('button').count(), 0);
    }
    await context.close();
  });

  it('hides the navbar on scroll down and shows it again on scroll up', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    const navbar = page.locator('header.navbar');
    const navbarTop = () => navbar.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => document.querySelector('header.navbar')!.getBoundingClientRect().bottom <= 0);
    assert.ok((await navbarTop()) <= 0, 'the navbar is out of view');
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('header.navbar')!.getBoundingClientRect().top >= 0);
    assert.ok(await navbar.isVisible());
    await context.close();
  });

  it('opens a mobile menu below 996 px with the navbar links and the sidebar, closed by Escape and by navigating', async () => {
    const context = await newContext(800, 900);
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    await waitForIslands(page);
    assert.equal(
      await page.locator('#docs-sidebar').isVisible(),
      false,
      'the sidebar column is gone on narrow screens',
    );
    const menuButton = page.getByRole('button', { name: 'Toggle navigation bar' });

    // Keyboard: reach the menu button with Tab (after the skip link and the announcement's links), open it with Enter.
    const stopsBefore = 1 + (await page.getByRole('region', { name: 'Announcement' }).getByRole('link').count());
    for (let i = 0; i <= stopsBefore; i += 1) await page.keyboard.press('Tab');
    assert.equal(
      await menuButton.evaluate((element) => element === document.activeElement),
      true,
      'the menu button is the Tab stop after the skip link and the announcement',
    );
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.waitFor();
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    for (const name of ['REST API', 'Widget', 'Showcase', 'Changelog', 'Refunds', 'Rate limits']) {
      assert.ok(await menu.getByRole('link', { name, exact: true }).isVisible(), `the menu has the "${name}" link`);
    }
    assert.equal(await menu.getByRole('link', { name: 'Deposits', exact: true }).getAttribute('aria-current'), 'page');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      true,
      'focus moved into the menu',
    );
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.equal(
      await menuButton.evaluate((element) => element === document.activeElement),
      true,
      'focus is back on the menu button',
    );
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');

    await menuButton.click();
    await menu.getByRole('link', { name: 'Refunds', exact: true }).click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    await menu.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Refunds');
    await context.close();
  });

  it('hides and shows the sidebar; the choice survives navigation and reloads', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    const sidebarNav = page.getByRole('navigation', { name: 'Docs sidebar' });
    assert.ok(await sidebarNav.isVisible());
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    assert.equal(await sidebarNav.isVisible(), false);
    assert.equal(
      await page
        .getByRole('button', { name: 'Expand sidebar' })
        .evaluate((element) => element === document.activeElement),
      true,
    );

    await page.getByRole('link', { name: 'Next' }).or(page.locator('.pagination-nav-link--next')).first().click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    assert.equal(await sidebarNav.isVisible(), false, 'still hidden after client navigation');
    await page.goto(`${site.url}/faq`);
    assert.equal(
      await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible(),
      false,
      'still hidden after a full load',
    );

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    assert.ok(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible());
    await page.reload();
    assert.ok(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible());
    await context.close();
  });

  it('expands and collapses categories by click only; navigating never collapses one', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const v1 = sidebar.getByRole('button', { name: 'V1', exact: true });
    const v1List = page.locator(`#${await v1.getAttribute('aria-controls')}`);
    const before = await v1.getAttribute('aria-expanded');
    await v1.click();
    assert.notEqual(await v1.getAttribute('aria-expanded'), before);
    await v1.click();
    assert.equal(await v1.getAttribute('aria-expanded'), before);
    if (before === 'false') await v1.click();
    assert.equal(await v1.getAttribute('aria-expanded'), 'true');
    assert.ok(await v1List.isVisible());

    // Collapse "Endpoints"' V2 group and open another page: the reader's choices stay as they were.
    const v2 = sidebar.getByRole('button', { name: 'V2', exact: true });
    await v2.click();
    const v2State = await v2.getAttribute('aria-expanded');
    await sidebar.getByRole('link', { name: 'Refunds', exact: true }).click();
    await page.waitForURL(`${site.url}/api-intro/refunds`);
    assert.equal(await v1.getAttribute('aria-expanded'), 'true', 'V1 stays open');
    assert.ok(await v1List.isVisible());
    assert.equal(await v2.getAttribute('aria-expanded'), v2State);
    await context.close();
  });

  it("draws a category's chevron in the button's colour, pointing right when closed and down when open", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    const v1 = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: 'V1', exact: true });
    const chevron = await v1.locator('.sidebar-chevron').elementHandle();
    /** Resolves once the chevron has turned to `degrees` (clockwise from pointing right): the turn is a transition. */
    const pointing = (degrees: number) =>
      page.waitForFunction(
        ([element, expected]) => {
          const { transform } = getComputedStyle(element as Element);
          const [a, b] = transform === 'none' ? [1, 0] : transform.slice(7, -1).split(',').map(Number);
          return Math.round((Math.atan2(b!, a!) * 180) / Math.PI) === expected;
        },
        [chevron, degrees] as const,
      );
    if ((await v1.getAttribute('aria-expanded')) === 'true') await v1.click();
    await pointing(0);
    const drawn = await chevron!.evaluate((element) => {
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        size: [width, height],
        colour: style.backgroundColor,
        buttonColour: getComputedStyle(element.parentElement!).color,
        mask: style.maskImage,
      };
    });
    assert.deepEqual(drawn.size, [16, 16]);
    assert.equal(drawn.colour, drawn.buttonColour);
    assert.match(drawn.mask, /^url\("data:image\/svg\+xml,/);
    await v1.click();
    await pointing(90);
    await context.close();
  });

  it('highlights the current page in the sidebar and scrolls it into view', async () => {
    const context = await newContext(1280, 600);
    const page = await context.newPage();
    await page.goto(`${site.url}/endpoints/v1/setrefundaddress`);
    const current = page.locator('#docs-sidebar a[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.getAttribute('href'), '/endpoints/v1/setrefundaddress');
    const styles = await current.evaluate((element) => {
      const other = element.closest('.sidebar-nav')!.querySelector('a:not([aria-current])')!;
      return [getComputedStyle(element).color, getComputedStyle(other).color];
    });
    assert.notEqual(styles[0], styles[1], 'the current link looks different');
    await page.waitForFunction(() => {
      const nav = document.querySelector('#docs-sidebar .sidebar-nav')!.getBoundingClientRect();
      const link = document.querySelector('#docs-sidebar a[aria-current="page"]')!.getBoundingClientRect();
      return link.top >= nav.top && link.bottom <= nav.bottom;
    });
    assert.ok(
      await page.evaluate(() => document.querySelector('#docs-sidebar .sidebar-nav')!.scrollTop > 0),
      'the sidebar scrolled, not only the page',
    );
    await context.close();
  });

  it('highlights the table-of-contents entry of the heading in view', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const active = () =>
      toc.locator('.toc-link--active').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.waitForFunction(() => document.querySelector('.toc .toc-link--active') !== null);
    assert.deepEqual(await active(), ['#minimum-and-maximum-deposits']);
    await page.evaluate(() => document.getElementById('deposit-statuses')!.scrollIntoView());
    await page.waitForFunction(
      () => document.querySelector('.toc .toc-link--active')?.getAttribute('href') === '#deposit-statuses',
    );
    await toc.getByRole('link', { name: 'Multiple deposits' }).click();
    await page.waitForFunction(
      () => document.querySelector('.toc .toc-link--active')?.getAttribute('href') === '#multiple-deposits',
    );
    assert.deepEqual(await active(), ['#multiple-deposits']);
    await context.close();
  });

  it('keeps a keyboard focus ring visible on the navbar controls', async () => {
    const context = await newContext();
    const page: Page = await context.newPage();
    await page.goto(`${site.url}/api-intro/deposits`);
    await waitForIslands(page);
    const seen: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        };
      });
      assert.ok(focused.outline, `"${focused.name}" shows a focus outline`);
      seen.push(focused.name);
    }
    for (const name of ['Skip to main content', 'Search', 'Copy Docs', LIGHT_LABEL])
      assert.ok(seen.includes(name), `Tab reaches "${name}" (${seen.join(' | ')})`);
    await context.close();
  });
});
