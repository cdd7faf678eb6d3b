import type { Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import type { VFile } from 'vfile';
import { contentData } from '../content-file-data.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Records where an MDX page uses each component as a block (`<Part />` on its own line), counted in
 * table-of-contents entries before it, so the headings of an imported partial can join the page's
 * table of contents where the partial renders.
 */
export function rehypeRecordComponentUses() {
  return (tree: Root, file: VFile) => {
    const uses: { name: string; tocIndex: number }[] = [];
    let tocEntries = 0;
    walkTree(tree, ['element', 'mdxJsxFlowElement'], (node) => {
      if (node.type === 'element') {
        const rank = headingRank(node as never);
        if (rank === 2 || rank === 3) tocEntries++;
        return;
      }
      const name = (node as { name?: string | null }).name;
      if (name && /^[A-Z]/.test(name)) uses.push({ name, tocIndex: tocEntries });
    });
    contentData(file).componentUses = uses;
  };
}
