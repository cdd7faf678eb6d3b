import type {} from 'mdast-util-to-hast';
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkTree } from '../../shared/walk-tree.js';

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

/** Honours `## Title {#custom-id}`: the id is set and the marker removed from the text. */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('{#')) return;
    walkTree<Heading>(tree, 'heading', (heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const match = CUSTOM_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
    });
  };
}
