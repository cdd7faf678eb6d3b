import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, copyButtonsOverCode } from '../../helpers/content-probes.js';
import { fixturesDir, repoRoot, serveInChromium, waitForIslands, type BuiltSite } from '../../helpers/built-site.js';

const WIDTHS = [390, 1280] as const;
const MODES = ['light', 'dark'] as const;

async function openPage(
  browser: Browser,
  site: BuiltSite,
  route: string,
  width: number,
  mode: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  await page.goto(site.url + route);
  await waitForIslands(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
  return page;
}

describe('code blocks, inline code, tables and task lists on a fixture site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(path.join(fixturesDir, 'code-and-tables-site'), (served, chromium) => {
    site = served;
    browser = chromium;
  });

  for (const width of WIDTHS) {
    it(`puts every Copy button where no line of code is, titled or not, one line or long (${width} px)`, async () => {
      for (const route of ['/', '/components']) {
        const page = await openPage(browser, site, route, width);
        const { measured, covered } = await copyButtonsOverCode(page);
        assert.equal(measured, route === '/' ? 5 : 2, `every code block of ${route} is measured`);
        assert.deepEqual(covered, [], route);
        // Titled: the button is in the title bar; untitled: in a bar of its own above the code.
        const places = await page.locator('.code-block').evaluateAll((blocks) =>
          blocks.map((block) => {
            const button = block.querySelector('.code-copy')!.getBoundingClientRect();
            const title = block.querySelector('.code-block-title')?.getBoundingClientRect();
            const pre = block.querySelector('pre')!.getBoundingClientRect();
            return {
              aboveCode: button.bottom <= pre.top,
              inTitleRow: title
                ? button.top >= title.top - 1 && button.bottom <= title.bottom + 1 && button.left >= title.right - 1
                : null,
              visible: getComputedStyle(block.querySelector('.code-copy')!).opacity === '1',
            };
          }),
        );
        for (const place of places) {
          assert.equal(place.aboveCode, true, `${route}: the button is above the code`);
          assert.notEqual(place.inTitleRow, false, `${route}: a titled block has its button in the title bar`);
          assert.equal(place.visible, true, `${route}: the button is visible without hovering`);
        }
        await page.context().close();
      }
    });
  }

  it('copies the code of an untitled block with its button', async () => {
    const page = await openPage(browser, site, '/', 1280);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const block = page.locator('.code-block').nth(1);
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'curl https://sideshift.ai/api/v2/coins');
    await page.context().close();
  });

  it('wraps a long inline identifier in a narrow column only after / . - _', async () => {
    const page = await openPage(browser, site, '/', 390);
    for (const width of ['7rem', '9rem', '12rem']) {
      const breaks = await page.evaluate((columnWidth) => {
        const paragraph = [...document.querySelectorAll('.markdown p')].find((p) =>
          p.textContent!.startsWith('Inline code'),
        )!;
        (paragraph as HTMLElement).style.width = columnWidth;
        const found: { code: string; before: string; after: string }[] = [];
        for (const code of paragraph.querySelectorAll('code')) {
          // Where each character of the code lies: a line break is where the top of the next one jumps.
          const characters: { char: string; top: number }[] = [];
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.nodeValue!.length; i += 1) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              characters.push({ char: node.nodeValue![i]!, top: range.getClientRects()[0]!.top });
            }
          }
          for (let i = 1; i < characters.length; i += 1) {
            if (characters[i]!.top > characters[i - 1]!.top + 2) {
              found.push({
                code: code.textContent!,
                before: characters
                  .slice(0, i)
                  .map((c) => c.char)
                  .join(''),
                after: characters
                  .slice(i)
                  .map((c) => c.char)
                  .join(''),
              });
            }
          }
        }
        return found;
      }, width);
      assert.ok(breaks.length > 0, `at ${width} some inline code wraps`);
      for (const { code, before, after } of breaks) {
        assert.match(before, /[/._-]$/, `${code} at ${width} breaks as "${before}" / "${after}"`);
      }
    }
    await page.context().close();
  });

  for (const width of WIDTHS) {
    for (const mode of MODES) {
      it(`has no axe violations on the code, table and component pages (${width} px, ${mode})`, async () => {
        for (const route of ['/', '/tables', '/components']) {
          const page = await openPage(browser, site, route, width, mode);
          assert.deepEqual(await axeViolations(page), [], route);
          await page.context().close();
        }
      });
    }
  }

  it('scrolls a table or figure wider than a phone in a named group that Tab reaches and arrow keys scroll', async () => {
    for (const route of ['/tables', '/components']) {
      const page = await openPage(browser, site, route, 390);
      const regions = page.locator('.markdown .table-wrapper, .markdown figure');
      const count = await regions.count();
      assert.ok(count >= 2, route);
      let scrolled = 0;
      for (let index = 0; index < count; index += 1) {
        const region = regions.nth(index);
        const info = await region.evaluate((element) => ({
          wide: element.scrollWidth > element.clientWidth + 1,
          tabIndex: (element as HTMLElement).tabIndex,
        }));
        if (!info.wide) continue;
        scrolled += 1;
        assert.equal(info.tabIndex, 0, `${route}: region ${index} is in the tab order`);
        const name = await region.evaluate(
          (element) => element.getAttribute('aria-label') ?? element.querySelector('figcaption')?.textContent ?? '',
        );
        assert.ok(name.trim().length > 0, `${route}: region ${index} has a name`);
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((element) => element.scrollLeft > 0, await region.elementHandle());
      }
      assert.ok(scrolled >= 2, `${route}: at least two regions scroll at 390 px (${scrolled})`);
      await page.context().close();
    }
  });

  it('gives a table’s column of prose the room and fits a three-column table on a phone', async () => {
    const wide = await openPage(browser, site, '/tables', 1280);
    const share = await wide
      .locator('.table-wrapper')
      .first()
      .evaluate((wrapper) => {
        const cell = wrapper.querySelector('tbody td:last-child')!;
        return cell.getBoundingClientRect().width / wrapper.querySelector('table')!.getBoundingClientRect().width;
      });
    // 25% when every column floored at its longest code (as the example column's "YOUR_ACCOUNT_ID" was); 36% now.
    assert.ok(share >= 0.33, `"What it does" takes ${Math.round(share * 100)}% of the table`);
    await wide.context().close();
    const phone = await openPage(browser, site, '/tables', 390);
    const credentials = phone.locator('.table-wrapper').nth(1);
    assert.equal(
      await credentials.evaluate((wrapper) => wrapper.scrollWidth <= wrapper.clientWidth),
      true,
      'the credentials table fits 390 px',
    );
    await phone.context().close();
  });

  for (const width of WIDTHS) {
    it(`names each task checkbox by its text and lines wrapped text up under the text (${width} px)`, async () => {
      const page = await openPage(browser, site, '/tables', width);
      await page
        .getByRole('checkbox', {
          name: 'Every server-side call sends the end user\u2019s IP in x-user-ip.'.replace('\u2019', "'"),
        })
        .waitFor();
      assert.equal(await page.getByRole('checkbox', { name: /^The private key lives only on the server/ }).count(), 1);
      assert.equal(await page.getByRole('checkbox', { name: /^a nested task/ }).count(), 1);
      assert.equal(await page.getByRole('checkbox', { name: /^The first loose item/ }).count(), 1);
      const items = await page.locator('.task-list-label').evaluateAll((labels) =>
        labels.map((label) => {
          const input = label.querySelector('input')!.getBoundingClientRect();
          const range = document.createRange();
          range.setStartAfter(label.querySelector('input')!);
          range.setEnd(label, label.childNodes.length);
          const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
          // Rects of one line (text, inline code with its padding) overlap vertically; each line's start is its leftmost rect.
          const rows: { top: number; bottom: number; left: number }[] = [];
          for (const rect of lines.sort((a, b) => a.top - b.top)) {
            const row = rows.find((r) => rect.top < r.bottom - 2 && rect.bottom > r.top + 2);
            if (row) row.left = Math.min(row.left, rect.left);
            else rows.push({ top: rect.top, bottom: rect.bottom, left: rect.left });
          }
          const starts = rows.map((row) => row.left);
          return { text: label.textContent!.slice(0, 30), checkboxRight: input.right, starts };
        }),
      );
      let wrapped = 0;
      for (const item of items) {
        assert.ok(item.starts[0]! > item.checkboxRight, `${item.text}: text starts after the checkbox`);
        if (item.starts.length > 1) wrapped += 1;
        for (const start of item.starts.slice(1))
          assert.ok(
            Math.abs(start - item.starts[0]!) <= 1,
            `${item.text}: a wrapped line starts at ${start}, the text at ${item.starts[0]}`,
          );
      }
      if (width === 390) assert.ok(wrapped >= 3, `some items wrap at 390 px (${wrapped})`);
      await page.context().close();
    });
  }
});

describe('code blocks, tables and task lists of the SideShift site in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  serveInChromium(repoRoot, (served, chromium) => {
    site = served;
    browser = chromium;
  });

  // Light mode, and the Copy buttons over code, are checked on every route by
  // test/site/every-route.browser.test.ts; its dark-mode check is of the colours' contrast only.
  for (const width of WIDTHS) {
    it(`has no axe violations on the pages with wide tables, figures and task lists (${width} px, dark)`, async () => {
      for (const route of [
        '/blog/mdx-blog-post',
        '/api-intro/shift',
        '/api-intro/shift-integration-guide',
        '/api-intro/monetization',
        '/widget',
        '/api-intro/getting-started',
      ]) {
        const page = await openPage(browser, site, route, width, 'dark');
        assert.deepEqual(await axeViolations(page), [], route);
        await page.context().close();
      }
    });
  }
});
