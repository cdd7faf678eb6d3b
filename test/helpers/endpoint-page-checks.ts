import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page (WCAG 2.x A and AA and best practices), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
    );
  });
}

/** Where the cURL sample's `--url` line is drawn, against the visible box of its code. */
export interface UrlLineLayout {
  text: string;
  /** Pixels of the line's text right of the code's visible box (≤ 0: all of it in view). */
  overflowRight: number;
  /** Pixels of it left of that box (≤ 0: all of it in view). */
  overflowLeft: number;
  scrollLeft: number;
}

/** The layout of the `--url` line of the page's cURL sample (the cURL tab must be the one shown). */
export function curlUrlLine(page: Page): Promise<UrlLineLayout> {
  return page.evaluate(() => {
    const pre = document.querySelector<HTMLElement>('.endpoint-samples [role="tabpanel"][data-tab="curl"] pre');
    const line = pre && [...pre.querySelectorAll('.line')].find((l) => l.textContent?.includes('--url'));
    if (!pre || !line) throw new Error('no --url line in a cURL sample on this page');
    const range = document.createRange();
    range.selectNodeContents(line);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    const box = pre.getBoundingClientRect();
    return {
      text: line.textContent ?? '',
      overflowRight: Math.max(...rects.map((r) => r.right)) - (box.left + pre.clientLeft + pre.clientWidth),
      overflowLeft: box.left + pre.clientLeft - Math.min(...rects.map((r) => r.left)),
      scrollLeft: pre.scrollLeft,
    };
  });
}

/** Opens every folded `<details>` of the endpoint's fields (for a baseline, or to check what they hold). */
export function unfoldAll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const closed = [...document.querySelectorAll<HTMLDetailsElement>('.endpoint-fields details:not([open])')];
    for (const details of closed) details.open = true;
    return closed.length;
  });
}

export const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Top of an element in the document, in CSS pixels. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}
