import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { repoRoot, serveInChromium, type BuiltSite } from '../helpers/built-site.js';

/** Text of an endpoint's schema as its records hold it: "object RefundAddressRequest:", "(string, required)". */
const SCHEMA_TEXT =
  /\bobject \w*:|\((?:string|number|integer|boolean|object|array)\b[^)]*\b(?:required|optional)\)|Content type application\//;
const WIDTHS = [390, 1280] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * What a reader sees of one result: its title, whether a title or heading is cut (scrolls or runs
 * past the screen), and its "Deprecated" label.
 */
interface SeenHit {
  title: string;
  cut: boolean;
  badge: string | undefined;
}

/**
 * Contrast of each `<mark>` in `root`'s hits: its text colour against its own background laid over
 * the backgrounds behind it; and how it is drawn (background colour, underline).
 */
async function marksOf(
  page: Page,
  root: string,
): Promise<{ contrast: number; background: string; underline: string }[]> {
  return page.evaluate((selector) => {
    const parse = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: color.startsWith('rgba') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    /** The colour seen behind an element: its background over its ancestors', down to an opaque one. */
    const backdrop = (element: Element) => {
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const layer = parse(getComputedStyle(at).backgroundColor);
        if (layer.a > 0) layers.push(layer);
        if (layer.a >= 1) break;
      }
      let seen = { r: 255, g: 255, b: 255 };
      for (const layer of layers.reverse())
        seen = {
          r: layer.r * layer.a + seen.r * (1 - layer.a),
          g: layer.g * layer.a + seen.g * (1 - layer.a),
          b: layer.b * layer.a + seen.b * (1 - layer.a),
        };
      return seen;
    };
    return [...document.querySelectorAll(`${selector} mark`)].map((mark) => {
      const style = getComputedStyle(mark);
      const [light, dark] = [luminance(parse(style.color)), luminance(backdrop(mark))].sort((a, b) => b - a);
      return {
        contrast: (light! + 0.05) / (dark! + 0.05),
        background: style.backgroundColor,
        underline: style.textDecorationLine,
      };
    });
  }, root);
}

/** Each hit in `hits`: the text of its `title`, its `badge`, and whether its title or headings are cut. */
async function seenHits(hits: Locator, title: string, badge: string): Promise<SeenHit[]> {
  return hits.evaluateAll(
    (elements, [titleSelector, badgeSelector]) =>
      elements.map((element) => {
        const titleElement = element.querySelector(titleSelector!)!;
        const boxes = [titleElement, ...titleElement.querySelectorAll('.search-hit-heading, .search-hit-parent')].map(
          (part) => part.getBoundingClientRect(),
        );
        const scrolls = [titleElement, titleElement.parentElement!].some(
          (box) => box.scrollWidth > box.clientWidth + 1,
        );
        return {
          title: titleElement.textContent ?? '',
          cut: scrolls || boxes.some((box) => box.left < 0 || box.right > document.documentElement.clientWidth + 0.5),
          badge: element.querySelector(badgeSelector!)?.textContent ?? undefined,
        };
      }),
    [title, badge],
  );
}

describe('search results as a reader sees them on the SideShift site, in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(repoRoot, (built, launched) => {
    site = built;
    browser = launched;
  });

  async function open(
    route: string,
    width: number,
    theme: (typeof THEMES)[number],
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    await page.goto(site.url + route);
    return { page, context };
  }

  function assertHitsAsSeen(hits: SeenHit[], where: string): void {
    assert.ok(hits.length > 0, where);
    for (const hit of hits) {
      assert.doesNotMatch(hit.title, SCHEMA_TEXT, `${where}: "${hit.title}" is a title, not schema text`);
      assert.doesNotMatch(hit.title, /^…|…$/, `${where}: "${hit.title}" is whole`);
      assert.equal(hit.cut, false, `${where}: "${hit.title}" is not cut`);
    }
    assert.ok(
      hits.some(
        (hit) => hit.title === 'Set a refund address (V2) › Request body' || hit.title.startsWith('Refunds › '),
      ),
      `${where}: sections are titled page › section: ${hits.map((hit) => hit.title).join(' | ')}`,
    );
  }

  function assertMarks(marks: { contrast: number; background: string; underline: string }[], where: string): void {
    assert.ok(marks.length > 0, `${where}: matches are marked`);
    for (const mark of marks) {
      assert.notEqual(mark.background, 'rgba(0, 0, 0, 0)', `${where}: a match has a tinted background`);
      assert.equal(mark.underline, 'none', `${where}: a match is not underlined like a link`);
      assert.ok(
        mark.contrast >= 4.5,
        `${where}: a match's text has AA contrast on its tint (${mark.contrast.toFixed(2)}:1)`,
      );
    }
  }

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`/search?q=refund at ${width} px, ${theme}: titles are page › section, whole; V1 says Deprecated, below V2; matches tinted`, async () => {
        const { page, context } = await open('/search?q=refund', width, theme);
        try {
          const hits = page.locator('.search-page-hit');
          await hits.first().waitFor();
          while (!(await page.locator('.search-page-hit-title', { hasText: '(V1)' }).count())) {
            const more = page.getByRole('button', { name: 'Load more' });
            const count = await hits.count();
            await more.click();
            await page.waitForFunction(
              (before) => document.querySelectorAll('.search-page-hit').length > before,
              count,
            );
          }
          const seen = await seenHits(hits, '.search-page-hit-title', '.search-hit-badge');
          assertHitsAsSeen(seen, `/search ${width}px ${theme}`);
          const v1 = seen.findIndex((hit) => hit.title.startsWith('Set a refund address (V1)'));
          const v2 = seen.findIndex((hit) => hit.title.startsWith('Set a refund address (V2)'));
          assert.ok(v1 >= 0 && v2 >= 0 && v2 < v1, `V2 (at ${v2}) above V1 (at ${v1})`);
          for (const hit of seen)
            assert.equal(hit.badge, hit.title.includes('(V1)') ? 'Deprecated' : undefined, hit.title);
          assertMarks(await marksOf(page, '.search-page-results'), `/search ${width}px ${theme}`);
        } finally {
          await context.close();
        }
      });

      it(`the modal at ${width} px, ${theme}: titles are page › section, whole; V1 says Deprecated; matches tinted, selected or not`, async () => {
        const { page, context } = await open('/api-intro/deposits', width, theme);
        try {
          await page.waitForLoadState('networkidle');
          await page.keyboard.press('Control+k');
          const input = page.getByRole('combobox', { name: 'Search docs' });
          for (const query of ['refund', 'set refund address']) {
            await input.fill(query);
            await page.waitForFunction(
              (q) =>
                document.querySelector('.search-modal')?.getAttribute('data-status') === 'idle' &&
                document.querySelector<HTMLInputElement>('#search-modal-input')?.value === q &&
                document.querySelector('[role=option]'),
              query,
            );
            const seen = await seenHits(page.locator('.search-hit'), '.search-hit-title', '.search-hit-badge');
            if (query === 'refund') assertHitsAsSeen(seen, `modal ${width}px ${theme}`);
            else
              assert.ok(
                seen.some((hit) => hit.title.startsWith('Set a refund address (V1)') && hit.badge === 'Deprecated'),
                seen.map((hit) => `${hit.title} [${hit.badge}]`).join(' | '),
              );
            for (const hit of seen)
              assert.equal(hit.cut, false, `modal ${width}px ${theme}: "${hit.title}" is not cut`);
            // The first option is selected: its marks sit on the primary colour.
            assertMarks(await marksOf(page, '.search-hit--active'), `modal ${width}px ${theme}, selected hit`);
            assertMarks(await marksOf(page, '.search-hit:not(.search-hit--active)'), `modal ${width}px ${theme}`);
          }
        } finally {
          await context.close();
        }
      });
    }
  }

  it('shows one result, "Also on N other pages", for text repeated word for word across endpoint pages', async () => {
    const { page, context } = await open('/search?q=x-sideshift-secret', 1280, 'light');
    try {
      await page.locator('.search-page-hit').first().waitFor();
      const repeats = page.locator('.search-page-hit-repeats');
      assert.ok((await repeats.count()) > 0);
      assert.match((await repeats.first().textContent()) ?? '', /^Also on: .+ › .+/);
      assert.ok((await repeats.first().getByRole('link').count()) >= 2, 'each other page is a link');
      // Every V2 operation that takes the private key has the same Authentication section, word for word.
      const titles = await page.locator('.search-page-hit-title').allTextContents();
      const authentication = titles.filter((title) => /\(V2\) › Authentication$/.test(title));
      assert.equal(authentication.length, 1, authentication.join(' | '));
    } finally {
      await context.close();
    }
  });
});
