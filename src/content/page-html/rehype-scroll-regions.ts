import type { Element, Root } from 'hast';
import { markDescriptionColumn } from './table-description-column.js';
import { figureRegionProperties, tableRegionProperties } from './scroll-regions.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Tables are wrapped so that a wide one scrolls on its own instead of widening the page; the wrapper,
 * and a figure (which scrolls itself), can be reached with the keyboard and have a name. A table's
 * column of prose is marked, so that the stylesheet gives it the room.
 */
export function rehypeScrollRegions() {
  // Every page is walked, not only those with a `|`: the site's own rehype plugins may add tables and
  // figures. Those written as HTML are raw HTML in Markdown and JSX in MDX, not elements here: the
  // ones an MDX page renders get the same from addScrollRegionsToHtml.
  return (tree: Root) => {
    walkTree<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'figure') {
        if (node.properties.tabIndex === undefined) Object.assign(node.properties, figureRegionProperties(node));
        return;
      }
      if (node.tagName !== 'table' || index === undefined || !parent) return;
      markDescriptionColumn(node);
      const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'], ...tableRegionProperties(node) }, children: [node] };
      parent.children[index] = wrapper;
      return index + 1;
    });
  };
}
