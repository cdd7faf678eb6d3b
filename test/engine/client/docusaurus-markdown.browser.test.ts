import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { buildAndServe, fixturesDir, type BuiltSite } from '../../helpers/built-site.js';

const TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'];

describe('Docusaurus-style content in the browser: admonitions, line numbers, magic-comment highlights', () => {
  let site: BuiltSite;
  let browser: Browser;

  before(async () => {
    site = await buildAndServe(path.join(fixturesDir, 'docusaurus-markdown-site'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(route: string, theme: 'light' | 'dark'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    await page.goto(site.url + route);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
    return page;
  }

  /** Colours and box of every admonition, in document order. */
  const admonitions = (page: Page) =>
    page.locator('.markdown .admonition').evaluateAll((boxes) =>
      boxes.map((box) => {
        const style = getComputedStyle(box);
        const heading = getComputedStyle(box.querySelector('.admonition-heading')!);
        const icon = getComputedStyle(box.querySelector('.admonition-heading')!, '::before');
        const rect = box.getBoundingClientRect();
        return {
          type: [...box.classList].find((name) => name.startsWith('admonition-'))!.slice('admonition-'.length),
          edge: style.borderLeftColor,
          edgeWidth: style.borderLeftWidth,
          background: style.backgroundColor,
          backgroundImage: style.backgroundImage,
          heading: heading.color,
          icon: icon.maskImage || icon.webkitMaskImage,
          rect: { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom },
        };
      }),
    );

  for (const theme of ['light', 'dark'] as const) {
    it(`styles every admonition type, nested ones included, with its own colour and icon (${theme})`, async () => {
      const page = await open('/admonitions', theme);
      const boxes = await admonitions(page);
      assert.deepEqual(
        boxes.map((box) => box.type),
        [...TYPES, 'note', 'tip'],
      );
      const byType = new Map(boxes.slice(0, TYPES.length).map((box) => [box.type, box]));
      assert.equal(
        new Set(TYPES.map((type) => byType.get(type)!.edge)).size,
        TYPES.length,
        'each type has its own edge colour',
      );
      for (const box of boxes) {
        assert.equal(box.edgeWidth, '4px', `${box.type} has the coloured edge`);
        assert.equal(box.heading, box.edge, `${box.type}'s heading is in its colour`);
        assert.notEqual(box.icon, 'none', `${box.type} has an icon`);
      }
      for (const type of ['caution', 'important']) {
        assert.notEqual(byType.get(type)!.background, 'rgba(0, 0, 0, 0)', `${type} is tinted`);
      }
      const [outer, inner] = boxes.slice(TYPES.length);
      assert.ok(
        inner!.rect.left > outer!.rect.left &&
          inner!.rect.right < outer!.rect.right &&
          inner!.rect.bottom < outer!.rect.bottom,
        'the nested admonition sits inside its parent',
      );
      assert.notEqual(inner!.edge, outer!.edge, 'the nested tip keeps its own colour');
      assert.notEqual(
        inner!.backgroundImage,
        'none',
        "the nested tip is tinted over the page background, not over its parent's tint",
      );
      await page.context().close();
    });
  }

  it('has admonition colours of their own in dark mode', async () => {
    const edges = async (theme: 'light' | 'dark') => {
      const page = await open('/admonitions', theme);
      const result = (await admonitions(page)).slice(0, TYPES.length).map((box) => box.edge);
      await page.context().close();
      return result;
    };
    const [light, dark] = [await edges('light'), await edges('dark')];
    for (const [index, type] of TYPES.entries())
      assert.notEqual(light[index], dark[index], `${type} changes colour in dark mode`);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`numbers lines in a column of their own and highlights the lines magic comments mark (${theme})`, async () => {
      const page = await open('/code-blocks', theme);
      const blocks = await page.locator('.markdown .code-block').evaluateAll((elements) =>
        elements.slice(0, 2).map((block) => {
          const lines = [...block.querySelectorAll<HTMLElement>('.line')];
          const code = block.querySelector('code')!;
          const pre = block.querySelector('pre')!.getBoundingClientRect();
          return {
            counterReset: getComputedStyle(code).counterReset,
            numbers: lines.map((line) => {
              const number = getComputedStyle(line, '::before');
              return { content: number.content, width: parseFloat(number.width), userSelect: number.userSelect };
            }),
            textLeft: lines.map((line) => {
              const range = document.createRange();
              range.selectNodeContents(line);
              return range.getClientRects()[0]!.left - line.getBoundingClientRect().left;
            }),
            highlighted: lines.map((line) => ({
              on: line.classList.contains('highlighted'),
              background: getComputedStyle(line).backgroundColor,
              fullWidth:
                Math.abs(line.getBoundingClientRect().width - pre.width) < 2 ||
                line.getBoundingClientRect().width >= pre.width,
            })),
          };
        }),
      );
      assert.deepEqual(
        blocks.map((block) => block.counterReset),
        ['line 0', 'line 4'],
      );
      for (const block of blocks) {
        for (const number of block.numbers) {
          assert.equal(number.content, 'counter(line)');
          assert.ok(number.width > 0, 'the number takes room before the code');
        }
        // Every line's code starts at the same x, after the numbers.
        assert.equal(new Set(block.textLeft.map((left) => Math.round(left))).size, 1);
        const [plain] = block.highlighted.filter((line) => !line.on);
        for (const line of block.highlighted.filter((entry) => entry.on)) {
          assert.notEqual(
            line.background,
            plain?.background ?? 'rgba(0, 0, 0, 0)',
            'a highlighted line has a background of its own',
          );
          assert.ok(line.fullWidth, 'the highlight runs across the block');
        }
      }
      assert.deepEqual(
        blocks[1]!.highlighted.map((line) => line.on),
        [true, true, true, false],
      );
      assert.equal(
        await page
          .locator('.markdown .code-block--line-numbers')
          .first()
          .locator('.line')
          .first()
          .evaluate((line) => getComputedStyle(line, '::before').userSelect),
        'none',
      );

      // The copy button copies the code as shown: no magic comments, no line numbers.
      const first = page.locator('.markdown .code-block').first();
      await first.hover();
      await first.getByRole('button', { name: 'Copy code' }).click();
      // The clipboard is written asynchronously: read it once the button says so.
      await first.getByRole('button', { name: 'Copied' }).waitFor();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        "const pair = 'btc-eth';\nconst quote = await requestQuote(pair);\nconsole.log(quote);",
      );
      await page.context().close();
    });
  }
});
