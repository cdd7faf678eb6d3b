import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { TocItem } from '../../model/rendered-content.js';
import { contentData } from '../content-file-data.js';
import { htmlTreeToMarkdown } from '../../markdown/html-to-markdown.js';
import { pageSections } from './page-sections.js';
import { walkTree } from '../../shared/walk-tree.js';

/**
 * Gives every heading an id and an anchor link, and records the page's table of contents (h2–h6), its
 * first h1, every id it defines and its readable text.
 */
export function rehypePageData(options: { collectText: boolean; siteUrl: string; baseUrl: string }) {
  return (tree: Root, file: VFile) => {
    const data = contentData(file);
    const slugger = new GithubSlugger();
    const headings: { node: Element; text: string; id: string }[] = [];
    walkTree<Element>(tree, 'element', (node) => {
      const rank = headingRank(node);
      const existingId = node.properties.id;
      if (rank === undefined) {
        if (typeof existingId === 'string') data.anchors.push(existingId);
        return;
      }
      const text = toString(node).trim();
      const id = typeof existingId === 'string' ? existingId : slugger.slug(text);
      node.properties.id = id;
      data.anchors.push(id);
      if (rank === 1 && data.firstHeading === undefined) data.firstHeading = text;
      if (rank > 1) data.toc.push({ depth: rank as TocItem['depth'], id, text });
      if (rank > 1) headings.push({ node, text, id });
    });
    if (options.collectText) {
      data.sections = pageSections(tree);
      data.markdown = htmlTreeToMarkdown(tree, { siteUrl: options.siteUrl, baseUrl: options.baseUrl, route: data.source.route });
    }
    for (const { node, text, id } of headings) {
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    }
  };
}
