import type { Parent, PhrasingContent, Root } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * remark-directive reads `key:value` in prose as a text directive; put such text back as written,
 * since the only directives this site uses are admonition containers.
 */
export function remarkRestoreDirectives() {
  return (tree: Root) => {
    walkTree<TextDirective | LeafDirective>(tree, ['textDirective', 'leafDirective'], (node, index, parent) => {
      if (index === undefined || !parent) return;
      const directive = node as TextDirective | LeafDirective;
      const prefix = directive.type === 'textDirective' ? ':' : '::';
      const restored: PhrasingContent[] = [{ type: 'text', value: `${prefix}${directive.name}` }];
      if (directive.children.length > 0) {
        restored.push({ type: 'text', value: '[' }, ...(directive.children as PhrasingContent[]), { type: 'text', value: ']' });
      }
      if (directive.type === 'leafDirective') {
        (parent as Parent).children.splice(index, 1, { type: 'paragraph', children: restored });
      } else {
        (parent as Parent).children.splice(index, 1, ...restored);
      }
      return index + 1;
    });
  };
}
