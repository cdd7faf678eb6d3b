import { inLastVersion } from '../model/doc-version.js';
import { hasMarkdownText } from '../model/rendered-content.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { absoluteUrl } from '../shared/absolute-url.js';
import { pageMarkdown } from './page-markdown.js';

/**
 * The docs in reading order: docs and endpoint pages in sidebar order, then docs (and endpoints) no
 * sidebar lists, then the standalone pages (the changelog); unlisted pages and the docs of versions
 * other than the last are left out.
 */
export function docsInReadingOrder(site: SiteModel): Page[] {
  const listed = (page: Page): boolean =>
    !page.unlisted && hasMarkdownText(page.content) && inLastVersion(page, site.versions);
  const isDoc = (page: Page): boolean => page.kind === 'doc' || page.kind === 'endpoint';
  return [
    ...site.pages.filter((page) => listed(page) && isDoc(page) && page.sidebarId !== undefined),
    ...site.pages.filter((page) => listed(page) && page.kind === 'doc' && page.sidebarId === undefined),
    ...site.pages.filter((page) => listed(page) && page.kind === 'endpoint' && page.sidebarId === undefined),
    ...site.pages.filter((page) => listed(page) && page.kind === 'page'),
  ];
}

/**
 * Every doc as Markdown, one after another, for `all-docs.txt` and `llms-full.txt`: each is its
 * `#` title, its URL and its content (code exactly as written, links absolute); a line of `---`
 * separates them.
 */
export function allDocsText(site: SiteModel, siteUrl: string): string {
  const entries = docsInReadingOrder(site).map((page) => {
    const [title, ...body] = pageMarkdown(page).split('\n');
    return [title, '', `URL: ${absoluteUrl(siteUrl, page.route)}`, ...body].join('\n').trim();
  });
  return `${entries.join('\n\n---\n\n')}\n`;
}
