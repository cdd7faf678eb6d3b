import type { Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
// micromark's edit map, made linear for documents with many lists (see the module).
import '../shared/linear-edit-map.js';
import { renderPlainParagraph } from './plain-markdown.js';
import { treeWithBaseUrl } from '../shared/rehype-base-url.js';

/** A Markdown description rendered for an endpoint page. */
export interface RenderedMarkdown {
  html: string;
  /** Readable text (for all-docs.txt and search). */
  text: string;
  /** Hrefs of links to this site (`/api-intro/refunds`, `#schema-shift`). */
  internalLinks: string[];
}

/** Renders the Markdown of OpenAPI descriptions (CommonMark + GFM; raw HTML is dropped). */
export type MarkdownRenderer = (markdown: string | undefined) => RenderedMarkdown;

/**
 * Creates a renderer for the descriptions of a build's specs; GFM tables, lists and links work as in
 * docs pages. Shared schemas repeat their descriptions on many pages, so each distinct text is
 * rendered once; a plain one-paragraph text skips remark (same output, see plain-markdown.ts). Links
 * from the site's root are written under `baseUrl` (`internalLinks` keeps them as routes).
 */
export function createMarkdownRenderer(baseUrl = '/'): MarkdownRenderer {
  const remark = createRemarkRenderer(baseUrl);
  const rendered = new Map<string, RenderedMarkdown>();
  return (markdown) => {
    if (!markdown) return remark(markdown);
    let result = rendered.get(markdown);
    if (!result) {
      result = renderPlainParagraph(markdown) ?? remark(markdown);
      rendered.set(markdown, result);
    }
    return result;
  };
}

/** Renders every description with the full unified pipeline: remark-parse, remark-gfm, remark-rehype. */
export function createRemarkRenderer(baseUrl = '/'): MarkdownRenderer {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const stringifier = unified().use(rehypeStringify);
  return (markdown) => {
    if (!markdown || markdown.trim() === '') return { html: '', text: '', internalLinks: [] };
    const tree = processor.runSync(processor.parse(markdown)) as Root;
    const internalLinks: string[] = [];
    visit(tree, 'element', (node) => {
      const href = node.properties?.href;
      if (node.tagName === 'a' && typeof href === 'string' && (href.startsWith('/') || href.startsWith('#')))
        internalLinks.push(href);
    });
    if (baseUrl !== '/') treeWithBaseUrl(tree, baseUrl);
    return { html: stringifier.stringify(tree), text: toText(tree).trim(), internalLinks };
  };
}
