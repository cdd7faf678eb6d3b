import type { Parent, Root } from 'mdast';
import { walkTree } from '../../shared/walk-tree.js';

/** Removes the `<!-- -->` comments that remark-comment reads in MDX (after the truncate marker took its own). */
export function remarkDropComments() {
  return (tree: Root) => {
    walkTree<Parent>(tree, 'comment', (_node, index, parent) => {
      if (index === undefined || !parent) return;
      (parent as Parent).children.splice(index, 1);
      return index;
    });
  };
}
