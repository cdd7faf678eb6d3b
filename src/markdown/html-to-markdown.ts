import type { Root } from 'hast';
import { withBaseUrl } from '../shared/browser-shapes.js';
import { absoluteUrl } from '../shared/absolute-url.js';
import { hastToMdast } from './hast-to-mdast.js';
import { mdastToMarkdown } from './mdast-to-markdown.js';

/** Where the page is published, for its links. */
export interface MarkdownLinkBase {
  /** The site's public origin (`config.url`). */
  siteUrl: string;
  /** The site's base URL (`config.baseUrl`), which the page's own URL is under. */
  baseUrl: string;
  /** The page's route, which `#anchor` links point into. */
  route: string;
}

/** A rendered page's content as Markdown, its internal links absolute on the site's URL. */
export function htmlTreeToMarkdown(tree: Root, base: MarkdownLinkBase): string {
  return mdastToMarkdown(hastToMdast(tree, { resolveUrl: (href) => publicUrl(href, base) }));
}

/**
 * `/faq#x` → `https://site/faq#x` (a link as the page has it, under the base URL already), `#x` → the
 * page's URL with `#x`; other URLs as written.
 */
export function publicUrl(href: string, base: MarkdownLinkBase): string {
  if (href.startsWith('#')) return `${absoluteUrl(base.siteUrl, withBaseUrl(base.baseUrl, base.route))}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return absoluteUrl(base.siteUrl, decoded(href));
  return href;
}

function decoded(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}
