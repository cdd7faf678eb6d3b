import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { fixturesDir, repoRoot, serveInChromium, type BuiltSite } from '../../helpers/built-site.js';

type Mode = 'light' | 'dark';

/** What a site is expected to show: its deep endpoint pages, badges and announcement colours. */
interface SiteExpectations {
  /** Endpoint pages far down their sidebar: [route, label in the sidebar]. */
  deepPages: [string, string][];
  /** Sidebar links with their method badge: [label, method, deprecated]. */
  endpoints: [string, string, boolean][];
  /** A doc link of the same sidebar, which has no badge. */
  docLink: string;
  /** Page to look at the announcement bar on. */
  announcementPage: string;
  /** The announcement bar's colours per mode, as the config gives them (hex). */
  announcement: Record<Mode, { background: string; text: string }>;
}

function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * WCAG contrast ratio of two opaque computed colours: `rgb(r, g, b)`, or `color(srgb r g b)` with
 * channels from 0 to 1 (what Chromium computes for a `color-mix()`, such as the current link's tint).
 */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const scale = colour.startsWith('color(srgb') ? 1 : 255;
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / scale;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Where the current page's link is in a scrolling list: its box, the list's box, and where it sits unscrolled. */
function currentLinkPlace(page: Page, containerSelector: string) {
  return page.evaluate((selector) => {
    const container = document.querySelector<HTMLElement>(selector)!;
    const link = container.querySelector<HTMLElement>('a[aria-current="page"]')!;
    const box = container.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    return {
      inView: linkBox.top >= box.top && linkBox.bottom <= box.bottom,
      /** The link's distance from the top of the list's content, scrolled or not. */
      offset: linkBox.top - box.top + container.scrollTop,
      visibleHeight: container.clientHeight,
      text: link.textContent,
    };
  }, containerSelector);
}

function checkSite(name: string, root: string, expect: SiteExpectations): void {
  describe(`${name}: the sidebar, the mobile menu and the announcement bar in Chromium`, () => {
    let site: BuiltSite;
    let browser: Browser;
    serveInChromium(root, (builtSite, launched) => {
      site = builtSite;
      browser = launched;
    });

    async function open(
      route: string,
      viewport: { width: number; height: number },
      mode: Mode = 'light',
    ): Promise<Page> {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
      const page = await context.newPage();
      await page.goto(site.url + route);
      return page;
    }

    for (const [route, label] of expect.deepPages) {
      it(`the desktop sidebar opens with the current page "${label}" in view (${route}, 1280 px)`, async () => {
        const page = await open(route, { width: 1280, height: 480 });
        const nav = '#docs-sidebar .sidebar-nav';
        const before = await currentLinkPlace(page, nav);
        assert.ok(
          before.offset > before.visibleHeight,
          `the link is below the sidebar's first screen (${before.offset} > ${before.visibleHeight} px), so it must be scrolled to`,
        );
        await page.waitForFunction((selector) => {
          const container = document.querySelector(selector)!;
          const link = container.querySelector('a[aria-current="page"]')!.getBoundingClientRect();
          const box = container.getBoundingClientRect();
          return link.top >= box.top && link.bottom <= box.bottom;
        }, nav);
        assert.equal((await currentLinkPlace(page, nav)).text?.startsWith(label), true);
        await page.context().close();
      });

      it(`the mobile menu opens with the current page "${label}" in view (${route}, 390 px)`, async () => {
        // A short window, so that even the fixture's sidebar is longer than the panel.
        const page = await open(route, { width: 390, height: 480 });
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        const menu = page.getByRole('dialog', { name: 'Navigation menu' });
        await menu.waitFor();
        const place = await currentLinkPlace(page, '.mobile-menu-panel');
        assert.ok(
          place.offset > place.visibleHeight,
          `the link is below the panel's first screen (${place.offset} > ${place.visibleHeight} px)`,
        );
        assert.equal(place.inView, true, `the current link is within the visible panel: ${JSON.stringify(place)}`);
        assert.equal(place.text?.startsWith(label), true);
        // Opening on the current page folds nothing away: every category stays open.
        assert.deepEqual(await menu.locator('[data-category-toggle][aria-expanded="false"]').count(), 0);
        await page.context().close();
      });
    }

    for (const mode of ['light', 'dark'] as const) {
      it(`endpoint links carry their method as a badge and deprecated ones say so, readable in ${mode} mode`, async () => {
        const page = await open(expect.deepPages[0]![0], { width: 1280, height: 800 }, mode);
        const sidebar = page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
        for (const [label, method, deprecated] of expect.endpoints) {
          const link = sidebar.getByRole('link', { name: deprecated ? `${label} Deprecated` : label }).first();
          const badge = await link.evaluate((element) => {
            const style = getComputedStyle(element, '::before');
            const box = element.getBoundingClientRect();
            return {
              content: style.content,
              color: style.color,
              background: style.backgroundColor,
              width: parseFloat(style.width),
              linkText: element.textContent,
              linkWidth: box.width,
            };
          });
          assert.equal(badge.content, `"${method}"`, `${label}: the ${method} badge`);
          assert.ok(
            contrast(badge.color, badge.background) >= 4.5,
            `${label}: ${method} badge contrast ${contrast(badge.color, badge.background).toFixed(2)} in ${mode} mode (${badge.color} on ${badge.background})`,
          );
          const mark = link.locator('.sidebar-deprecated');
          if (deprecated) {
            assert.ok(await mark.isVisible(), `${label}: "Deprecated" is shown`);
            const colours = await mark.evaluate((element) => {
              // The first painted background behind the mark (the link's when it is the current page).
              let behind: Element | null = element;
              while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)')
                behind = behind.parentElement;
              return {
                color: getComputedStyle(element).color,
                background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
              };
            });
            assert.ok(
              contrast(colours.color, colours.background) >= 4.5,
              `${label}: "Deprecated" contrast ${contrast(colours.color, colours.background).toFixed(2)} in ${mode} mode`,
            );
          } else {
            assert.equal(await mark.count(), 0, `${label} is not marked deprecated`);
            assert.equal(badge.linkText, label, `${label}: the link's text is its label alone`);
          }
        }
        const doc = await sidebar
          .getByRole('link', { name: expect.docLink, exact: true })
          .first()
          .evaluate((element) => getComputedStyle(element, '::before').content);
        assert.equal(doc, 'none', 'a doc link has no badge');
        await page.context().close();
      });

      it(`the announcement bar takes at most two lines at 390 px, in the config's ${mode} colours`, async () => {
        const page = await open(expect.announcementPage, { width: 390, height: 844 }, mode);
        const bar = page.getByRole('region', { name: 'Announcement' });
        const looks = await bar.evaluate((element) => {
          const content = element.querySelector('.announcement-bar-content')!;
          const style = getComputedStyle(element);
          return {
            height: content.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(content).lineHeight),
            background: style.backgroundColor,
            color: style.color,
            linkColor: getComputedStyle(content.querySelector('a')!).color,
            overflows: element.scrollWidth > element.clientWidth,
          };
        });
        assert.ok(
          looks.height <= 2 * looks.lineHeight + 1,
          `the bar's text is ${looks.height} px tall, lines of ${looks.lineHeight} px`,
        );
        assert.equal(looks.overflows, false);
        assert.equal(looks.background, rgbOf(expect.announcement[mode].background));
        assert.equal(looks.color, rgbOf(expect.announcement[mode].text));
        assert.equal(looks.linkColor, looks.color, "links take the bar's text colour");
        assert.ok(
          contrast(looks.color, looks.background) >= 4.5,
          `contrast ${contrast(looks.color, looks.background).toFixed(2)}`,
        );
        await page.context().close();
      });
    }
  });
}

checkSite('fixture site', path.join(fixturesDir, 'chrome-site'), {
  deepPages: [['/api/list-animals', 'List animals']],
  endpoints: [
    ['List pets', 'GET', false],
    ['Add a pet', 'POST', false],
    ['Rename a pet', 'PATCH', false],
    ['Remove a pet', 'DELETE', false],
    ['List animals', 'GET', true],
  ],
  docLink: 'Setup',
  announcementPage: '/guides/setup',
  announcement: { light: { background: '#0b5cad', text: '#ffffff' }, dark: { background: '#13233a', text: '#cfe3ff' } },
});

checkSite('SideShift site', repoRoot, {
  deepPages: [
    ['/endpoints/v2/xai-stats', 'Get XAI statistics'],
    ['/endpoints/v1/account', 'Get your account'],
  ],
  endpoints: [
    ['List coins', 'GET', false],
    ['Create a fixed shift', 'POST', false],
    ['Get your account', 'GET', false],
    ['Fetch facts', 'GET', true],
    ['Create a variable order', 'POST', true],
  ],
  docLink: 'Refunds',
  announcementPage: '/api-intro/getting-started',
  announcement: { light: { background: '#b3005f', text: '#ffffff' }, dark: { background: '#3d1029', text: '#ffe3f1' } },
});
