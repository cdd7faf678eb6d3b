import type { StageSteps } from '../context/stage-steps.js';
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
  // One pass: whether a page has Markdown is a property lookup that took 40 ms over 10,000 pages, asked four times.
  const inSidebars: Page[] = [];
  const docsOutside: Page[] = [];
  const endpointsOutside: Page[] = [];
  const standalone: Page[] = [];
  for (const page of site.pages) {
    if (page.unlisted || !hasMarkdownText(page.content) || !inLastVersion(page, site.versions)) continue;
    if ((page.kind === 'doc' || page.kind === 'endpoint') && page.sidebarId !== undefined) inSidebars.push(page);
    else if (page.kind === 'doc') docsOutside.push(page);
    else if (page.kind === 'endpoint') endpointsOutside.push(page);
    else if (page.kind === 'page') standalone.push(page);
  }
  return [...inSidebars, ...docsOutside, ...endpointsOutside, ...standalone];
}

/**
 * Every doc as Markdown, one after another, for `all-docs.txt` and `llms-full.txt`: each is its
 * `#` title, its URL and its content (code exactly as written, links absolute); a line of `---`
 * separates them. Made in steps, a doc at a time, each encoded as it is made: made at once, the text
 * of 10,000 pages held watch's thread for 250 ms.
 */
export function* allDocsBytesSteps(site: SiteModel, siteUrl: string): StageSteps<Buffer> {
  const separator = Buffer.from('\n\n---\n\n');
  const chunks: Buffer[] = [];
  for (const page of docsInReadingOrder(site)) {
    const [title, ...body] = pageMarkdown(page).split('\n');
    if (chunks.length > 0) chunks.push(separator);
    chunks.push(Buffer.from([title, '', `URL: ${absoluteUrl(siteUrl, page.route)}`, ...body].join('\n').trim()));
    yield;
  }
  chunks.push(Buffer.from('\n'));
  return Buffer.concat(chunks);
}
