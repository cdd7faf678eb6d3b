import type { Root, RootContent } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import type { PageSection } from '../../model/rendered-content.js';
import { readableText } from './readable-text.js';

/**
 * Splits a page into sections at its headings — the text before the first heading, then each heading
 * with the text up to the next one. Together they are the page's readable text (`contentPlainText`).
 */
export function pageSections(tree: Root, isChrome: (node: RootContent) => boolean = () => false): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { level: 0, text: '' };
  const parts: string[] = [];
  const close = () => {
    current.text = parts.join('\n\n').trim();
    if (current.level > 0 || current.text) sections.push(current);
    parts.length = 0;
  };
  for (const node of tree.children) {
    if (isChrome(node)) continue;
    const rank = node.type === 'element' ? headingRank(node) : undefined;
    if (rank !== undefined && node.type === 'element') {
      close();
      const id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      current = { level: rank, heading: readableText(node).replace(/\s+/g, ' '), ...(id ? { id } : {}), text: '' };
      continue;
    }
    const text = readableText(node);
    if (text) parts.push(text);
  }
  close();
  return sections;
}
