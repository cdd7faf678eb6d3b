import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page (WCAG 2.x A and AA rules and best practices), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    );
  });
}

/**
 * For every visible code block, whether its Copy button's box meets a line of its code: the lines
 * are the client rects of a Range over each text node of the code. Returns the blocks (by index and
 * the covered text) where it does, and how many blocks were measured.
 */
export async function copyButtonsOverCode(page: Page): Promise<{ measured: number; covered: string[] }> {
  return page.evaluate(() => {
    const covered: string[] = [];
    let measured = 0;
    document.querySelectorAll('.code-block').forEach((block, index) => {
      const button = block.querySelector('.code-copy');
      const code = block.querySelector('pre code');
      if (!button || !code) return;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return; // in a hidden tab panel
      measured += 1;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.trim()) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (
            line.width > 0 &&
            line.left < box.right &&
            line.right > box.left &&
            line.top < box.bottom &&
            line.bottom > box.top
          ) {
            covered.push(`block ${index}: "${node.nodeValue.trim().slice(0, 40)}"`);
            return;
          }
        }
      }
    });
    return { measured, covered };
  });
}
