import type { Element, Root } from 'hast';
import { findElement, figureRegionProperties, tableRegionProperties } from './scroll-regions.js';
import { SKIP, walkTree } from '../../shared/walk-tree.js';

/**
 * Gives what a page's components rendered the keyboard access and names that Markdown tables and
 * figures get from `rehypeScrollRegions`: a table outside a `.table-wrapper` is wrapped in one, and
 * a wrapper or figure without a tab stop gets one. `tree` is `html` parsed with positions; the HTML
 * is edited in place (no re-serialisation, so what React wrote stays byte for byte). Client
 * components are left alone: they hydrate against their own markup.
 */
export function addScrollRegionsToHtml(html: string, tree: Root): string {
  const edits: { offset: number; text: string }[] = [];
  const openTag = (node: Element, properties: Record<string, string | number>) => {
    const offset = node.position?.start.offset;
    if (offset === undefined || html.slice(offset, offset + node.tagName.length + 1).toLowerCase() !== `<${node.tagName}`) return;
    edits.push({ offset: offset + node.tagName.length + 1, text: attributes(properties) });
  };
  walkTree<Element>(tree, 'element', (node, _index, parent) => {
    if (node.properties.dataIsland !== undefined) return SKIP;
    if (node.tagName === 'figure' && node.properties.tabIndex === undefined) openTag(node, figureRegionProperties(node));
    if (isTableWrapper(node)) {
      const table = findElement(node, (element) => element.tagName === 'table');
      if (table && node.properties.tabIndex === undefined) openTag(node, tableRegionProperties(table));
    }
    if (node.tagName === 'table' && !(parent.type === 'element' && isTableWrapper(parent as Element))) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return SKIP;
      edits.push({ offset: start, text: `<div class="table-wrapper"${attributes(tableRegionProperties(node))}>` }, { offset: end, text: '</div>' });
      return SKIP;
    }
  });
  if (edits.length === 0) return html;
  let result = '';
  let from = 0;
  for (const edit of edits.sort((a, b) => a.offset - b.offset)) {
    result += html.slice(from, edit.offset) + edit.text;
    from = edit.offset;
  }
  return result + html.slice(from);
}

function isTableWrapper(node: Element): boolean {
  return node.tagName === 'div' && Array.isArray(node.properties.className) && node.properties.className.includes('table-wrapper');
}

const ATTRIBUTE_NAMES: Record<string, string> = { tabIndex: 'tabindex', ariaLabel: 'aria-label', role: 'role' };

function attributes(properties: Record<string, string | number>): string {
  return Object.entries(properties)
    .map(([name, value]) => ` ${ATTRIBUTE_NAMES[name] ?? name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
    .join('');
}
