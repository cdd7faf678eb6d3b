import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * What makes a box that scrolls sideways (a table's wrapper, a figure) usable from the keyboard and
 * named for screen readers: a tab stop (arrow keys then scroll it), and a group role with a name
 * (a name alone is not allowed on a `div`). Axe's `scrollable-region-focusable` asks for the first.
 */
export function tableRegionProperties(table: Element): Record<string, string | number> {
  return { role: 'group', tabIndex: 0, ariaLabel: tableName(table) };
}

/** A figure is named by its caption; without one, by the title of its picture. */
export function figureRegionProperties(figure: Element): Record<string, string | number> {
  if (findElement(figure, (node) => node.tagName === 'figcaption')) return { tabIndex: 0 };
  const picture = findElement(figure, (node) => (node.tagName === 'img' && typeof node.properties.alt === 'string' && node.properties.alt !== '') || node.tagName === 'title');
  const name = picture ? (picture.tagName === 'img' ? String(picture.properties.alt) : toString(picture).trim()) : '';
  return { tabIndex: 0, ariaLabel: name || 'Figure' };
}

/** The table's caption, else its column headers ("Table: Key, Type, Example"). */
function tableName(table: Element): string {
  const caption = findElement(table, (node) => node.tagName === 'caption');
  const captionText = caption ? clean(toString(caption)) : '';
  if (captionText) return captionText;
  const firstRow = findElement(table, (node) => node.tagName === 'tr');
  const headers = (firstRow?.children ?? []).filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'th').map((cell) => clean(toString(cell))).filter(Boolean);
  return headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first element below `node` (depth first) that passes `test`. */
export function findElement(node: Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children as ElementContent[]) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}
