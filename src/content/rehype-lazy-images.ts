import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Content images load lazily: they are rarely in the first screen of a doc page. */
export function rehypeLazyImages() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('![')) return;
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img' && node.properties.loading === undefined) node.properties.loading = 'lazy';
    });
  };
}
