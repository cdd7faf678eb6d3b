import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { absoluteUrl } from './absolute-url.js';

/**
 * The text of every doc for `all-docs.txt`: docs and endpoint pages in sidebar order, then docs (and
 * endpoints) no sidebar lists; unlisted pages are left out. Each is its title line, its URL, a blank line and its text; a line of
 * `---` separates them.
 */
export function allDocsText(site: SiteModel, siteUrl: string): string {
  const isDoc = (page: Page): boolean => (page.kind === 'doc' || page.kind === 'endpoint') && !page.unlisted;
  const pages = [
    ...site.pages.filter((page) => isDoc(page) && page.sidebarId !== undefined),
    ...site.pages.filter((page) => page.kind === 'doc' && !page.unlisted && page.sidebarId === undefined),
    ...site.pages.filter((page) => page.kind === 'endpoint' && page.sidebarId === undefined),
  ];
  const entries = pages.map((page) => `${page.title}\n${absoluteUrl(siteUrl, page.route)}\n\n${bodyText(page)}`);
  return `${entries.join('\n\n---\n\n')}\n`;
}

/** The page's text without a leading copy of its title (pages that start with their own `#` heading). */
function bodyText(page: Page): string {
  const text = (page.content?.plainText ?? page.description).trim();
  if (text === page.title) return '';
  return text.startsWith(`${page.title}\n`) ? text.slice(page.title.length).trim() : text;
}
