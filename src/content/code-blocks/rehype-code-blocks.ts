import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { CodeHighlighter } from '../../model/code-highlighter.js';
import { applyMagicComments } from '../../shared/code-magic-comments.js';
import { parseCodeMeta } from '../../shared/code-meta.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Highlights fenced code at build time (light and dark colours as CSS variables, so no highlighter
 * ships to the browser), and wraps each block with its title and a copy button.
 */
export function rehypeCodeBlocks(options: { highlighter: CodeHighlighter }) {
  return async (tree: Root) => {
    const blocks: { node: Element; index: number; parent: Root | Element }[] = [];
    walkTree<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      blocks.push({ node, index, parent: parent as Root | Element });
    });
    for (const { node, index, parent } of blocks) {
      parent.children[index] = await highlightBlock(node, options.highlighter);
    }
  };
}

async function highlightBlock(pre: Element, highlighter: CodeHighlighter): Promise<Element> {
  const code = pre.children[0] as Element;
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const written = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const language = await highlighter.resolveLanguage(written);
  const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
  // As in Docusaurus, magic comments are read only in a block that names its language.
  const writtenCode = toString(code).replace(/\n$/, '');
  const magic = written === undefined ? { code: writtenCode, highlightedLines: new Set<number>() } : applyMagicComments(writtenCode, written);
  const highlightedLines = new Set([...meta.highlightedLines, ...magic.highlightedLines]);
  const highlightedPre = highlighter.highlightToHast(magic.code, language, highlightedLines);
  if (meta.lineNumbersStart !== undefined) {
    // Numbered by a CSS counter, so the numbers are neither selected nor copied with the code.
    (highlightedPre.children[0] as Element).properties.style = `counter-reset:line ${meta.lineNumbersStart - 1}`;
  }
  const children: ElementContent[] = [];
  if (meta.title) {
    children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: meta.title }] });
  }
  children.push(highlightedPre, {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['code-copy'], ariaLabel: 'Copy code' },
    children: [{ type: 'text', value: 'Copy' }],
  });
  const className = meta.lineNumbersStart === undefined ? ['code-block'] : ['code-block', 'code-block--line-numbers'];
  return { type: 'element', tagName: 'div', properties: { className, dataLanguage: written ?? 'text' }, children };
}
