import type { Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { treeWithBaseUrl } from '../shared/rehype-base-url.js';

const parser = unified().use(rehypeParse, { fragment: true });
const stringifier = unified().use(rehypeStringify);

/**
 * HTML written in the config (the announcement, the footer's copyright) with its links and images from
 * the site's root under the base URL, as the pages' own; as written with the base `/`.
 */
export function htmlWithBaseUrl(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  const tree = parser.parse(html) as Root;
  treeWithBaseUrl(tree, baseUrl);
  return stringifier.stringify(tree);
}
