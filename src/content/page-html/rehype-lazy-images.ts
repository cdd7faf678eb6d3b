import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkTree } from '../../shared/walk-tree.js';

/** Content images load lazily: they are rarely in the first screen of a doc page. */
export function rehypeLazyImages() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('![')) return;
    walkTree<Element>(tree, 'element', (node) => {
      if (node.tagName === 'img' && node.properties.loading === undefined) node.properties.loading = 'lazy';
    });
  };
}
