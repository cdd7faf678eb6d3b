import type { Page } from 'playwright-core';

/**
 * The visible elements of the page that reach past the viewport's left or right edge without a scrolling
 * ancestor to hold them (a reader would have to scroll the page sideways, or could not see them at all),
 * and whether the page itself scrolls sideways. Each as `tag.class "text…" (left–right px)`.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const describe = (element: Element, rect: DOMRect) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\s+/).join('.') : ''} "${(element.textContent ?? '').trim().slice(0, 40)}" (${Math.round(rect.left)}–${Math.round(rect.right)} px)`;
    /** Whether an ancestor clips the element's box: a scroll container, or a hidden overflow (an off-canvas panel). */
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || (style.position === 'fixed' && style.transform !== 'none')) continue;
      // A skip link or screen-reader-only text is out of sight on purpose.
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= 0 || rect.left >= width) continue;
      if (clipped(element)) continue;
      found.push(describe(element, rect));
    }
    return found;
  });
}

/**
 * Every button whose box covers a line of code text, as `button "label" over "code line…"`. A line's
 * box is cut to what its block shows (text scrolled out of a block is not under the button), but a
 * button hidden until hover or focus counts: it covers the code when it shows.
 */
export function coveredCodeLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button, [role="button"]')]
      .map((button) => ({ button, rect: button.getBoundingClientRect() }))
      .filter(
        ({ button, rect }) => rect.width > 0 && rect.height > 0 && getComputedStyle(button).visibility !== 'hidden',
      );
    const found: string[] = [];
    for (const code of document.querySelectorAll('pre code, pre')) {
      if (code.tagName === 'PRE' && code.querySelector('code')) continue;
      const block = code.closest('pre')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(code);
      for (const line of range.getClientRects()) {
        const left = Math.max(line.left, block.left);
        const right = Math.min(line.right, block.right);
        const top = Math.max(line.top, block.top);
        const bottom = Math.min(line.bottom, block.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        for (const { button, rect } of buttons) {
          const overlapX = Math.min(right, rect.right) - Math.max(left, rect.left);
          const overlapY = Math.min(bottom, rect.bottom) - Math.max(top, rect.top);
          if (overlapX > 0.5 && overlapY > 0.5) {
            const label = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
            found.push(`button "${label}" over "${(code.textContent ?? '').trim().slice(0, 50)}"`);
          }
        }
      }
    }
    return [...new Set(found)];
  });
}
