import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkTree } from '../../shared/walk-tree.js';

/** Elements that end the inline text of a list item (a nested list, a second paragraph…). */
const BLOCK_TAGS = new Set(['address', 'blockquote', 'details', 'div', 'dl', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'section', 'table', 'ul']);

/**
 * Gives each task list checkbox (`- [ ] text`) its item's text as accessible name, by wrapping the
 * checkbox and the inline content after it in a `<label>` (no ids to keep unique). The label is also
 * what lets the stylesheet hang wrapped lines under the text rather than under the checkbox.
 */
export function rehypeTaskListLabels() {
  return (tree: Root, file: VFile) => {
    if (!/\[[ xX]\]/.test(String(file.value))) return;
    walkTree<Element>(tree, 'element', (node) => {
      if (node.tagName !== 'li' || !classesOf(node).includes('task-list-item')) return;
      const first = node.children.find((child): child is Element => child.type === 'element');
      const container = first?.tagName === 'p' ? first : node;
      const start = container.children.findIndex((child) => child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox');
      if (start === -1) return;
      let end = start + 1;
      while (end < container.children.length && !isBlock(container.children[end]!)) end += 1;
      const content = container.children.slice(start + 1, end);
      if (!content.some(hasText)) return;
      // The checkbox's margin is the gap: a space would push the first line past the wrapped ones.
      const text = content[0];
      if (text?.type === 'text') content[0] = { ...text, value: text.value.trimStart() };
      const label: Element = { type: 'element', tagName: 'label', properties: { className: ['task-list-label'] }, children: [container.children[start]!, ...content] };
      container.children.splice(start, end - start, label);
    });
  };
}

function classesOf(node: Element): unknown[] {
  return Array.isArray(node.properties.className) ? node.properties.className : [];
}

function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && BLOCK_TAGS.has(node.tagName);
}

function hasText(node: ElementContent): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  return node.type === 'element' && (node.tagName === 'img' || node.children.some(hasText));
}
