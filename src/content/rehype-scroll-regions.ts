import type { Element, Root } from 'hast';
import { markDescriptionColumn } from './table-description-column.js';
import { figureRegionProperties, tableRegionProperties } from './scroll-regions.js';
import { walkTree } from './walk-tree.js';

/**
 * Tables are wrapped so that a wide one scrolls on its own instead of widening the page; the wrapper,
 * and a figure (which scrolls itself), can be reached with the keyboard and have a name. A table's
 * column of prose is marked, so that the stylesheet gives it the room.
 */
export function rehypeScrollRegions() {
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
