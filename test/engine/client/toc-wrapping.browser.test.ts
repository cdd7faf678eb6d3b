import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { writeSite } from '../../helpers/build-fixture.js';
import { buildAndServe, type BuiltSite } from '../../helpers/built-site.js';

const LONG_WORDS = 'Configure the createVariableShiftWithRefundAddressAndSettlementMemo endpoint';
const LONG_SENTENCE =
  'What happens to a deposit that arrives after the quote has expired and the shift was already settled';

describe('table of contents: long entries wrap instead of being cut off', () => {
  let site: BuiltSite;
  let browser: Browser;

  before(async () => {
    const root = writeSite({
      'content/docs/index.md': `# Home\n\n## Short\n\nText.\n\n## ${LONG_WORDS}\n\nText.\n\n### ${LONG_SENTENCE}\n\nText.\n`,
    });
    site = await buildAndServe(root);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('at 1280 px every entry shows its full text inside the TOC column, with no horizontal overflow', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      assert.ok(await toc.isVisible());
      for (const text of [LONG_WORDS, LONG_SENTENCE]) {
        const link = toc.getByRole('link', { name: text });
        assert.ok(await link.isVisible(), text);
        assert.equal((await link.innerText()).replace(/\s+/g, ' ').trim(), text);
      }
      const measured = await page.evaluate(() => {
        const nav = document.querySelector<HTMLElement>('nav.toc')!;
        const column = nav.getBoundingClientRect();
        const links = [...nav.querySelectorAll<HTMLElement>('a.toc-link')].map((link) => {
          const box = link.getBoundingClientRect();
          return {
            text: link.textContent,
            right: box.right,
            left: box.left,
            scrollWidth: link.scrollWidth,
            clientWidth: link.clientWidth,
          };
        });
        return {
          navScroll: nav.scrollWidth,
          navClient: nav.clientWidth,
          columnLeft: column.left,
          columnRight: column.right,
          pageScroll: document.documentElement.scrollWidth,
          links,
        };
      });
      assert.ok(measured.navScroll <= measured.navClient, `the TOC scrolls sideways: ${JSON.stringify(measured)}`);
      assert.ok(measured.pageScroll <= 1280, `the page scrolls sideways: ${measured.pageScroll}`);
      for (const link of measured.links) {
        assert.ok(
          link.scrollWidth <= link.clientWidth,
          `"${link.text}" is wider than its box: ${JSON.stringify(link)}`,
        );
        assert.ok(
          link.left >= measured.columnLeft && link.right <= measured.columnRight + 0.5,
          `"${link.text}" goes past the TOC column: ${JSON.stringify(link)}`,
        );
      }
      const longLink = measured.links.find((link) => link.text === LONG_WORDS)!;
      assert.ok(longLink, 'the long entry is measured');
    } finally {
      await context.close();
    }
  });
});
