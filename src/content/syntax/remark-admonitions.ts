import type {} from 'mdast-util-to-hast';
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { ADMONITION_TYPES } from './admonition-syntax.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Turns `:::note[Title]` container directives into admonition markup:
 * `<div class="admonition admonition-note" role="note"><p class="admonition-heading">…</p><div class="admonition-content">…`.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes(':::')) return;
    walkTree<ContainerDirective>(tree, 'containerDirective', (node) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const first = node.children[0];
      let heading: PhrasingContent[] = [{ type: 'text', value: node.name[0]!.toUpperCase() + node.name.slice(1) }];
      let body = node.children;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        heading = first.children;
        body = node.children.slice(1);
      }
      const headingParagraph: Paragraph = { type: 'paragraph', children: heading, data: { hProperties: { className: ['admonition-heading'] } } };
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`], role: 'note' } };
      node.children = [
        headingParagraph,
        { type: 'blockquote', children: body, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } },
      ];
    });
  };
}
