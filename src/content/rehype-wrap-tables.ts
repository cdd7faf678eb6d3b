import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.js';

/** Wraps tables so wide ones scroll on their own instead of widening the page. */
export function rehypeWrapTables() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('|')) return;
    walkTree<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || index === undefined || !parent) return;
      const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'], tabIndex: 0 }, children: [node] };
      parent.children[index] = wrapper;
      return index + 1;
    });
  };
}
