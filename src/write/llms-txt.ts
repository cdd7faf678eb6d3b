import type { StageSteps } from '../context/stage-steps.js';
import type { SiteConfig } from '../config/config-schema.js';
import { markdownFilePath, openApiSpecFilePath } from '../model/generated-files.js';
import { hasMarkdownText } from '../model/rendered-content.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { absoluteUrl, publicSiteUrl } from '../shared/absolute-url.js';
import { docsInReadingOrder } from './all-docs-text.js';

/**
 * `llms.txt` as llmstxt.org describes it: the site's title as `#`, its tagline as a `>` summary, then
 * `##` sections of `- [Title](url.md): description` links to the pages' Markdown copies — a section
 * per sidebar (named as the navbar names it), the other pages, the published OpenAPI specs, and the
 * blog under "Optional" (what a reader with little room can skip). Made in steps, a link at a time: made
 * at once, the links of 10,000 pages held watch's thread for 140–260 ms.
 */
export function* llmsTxtSteps(config: SiteConfig, site: SiteModel): StageSteps<string> {
  const docs = docsInReadingOrder(site);
  const sections = new Map<string, Page[]>();
  for (const page of docs) {
    const name = page.sidebarId === undefined ? 'Pages' : sidebarName(config, page.sidebarId);
    const section = sections.get(name);
    if (section) section.push(page);
    else sections.set(name, [page]);
  }
  const siteUrl = publicSiteUrl(config);
  const lines = [`# ${config.title}`, ''];
  if (config.tagline) lines.push(`> ${config.tagline}`, '');
  lines.push(
    `The whole documentation as one Markdown file: [llms-full.txt](${absoluteUrl(siteUrl, '/llms-full.txt')}).`,
  );
  for (const [name, pages] of sections) {
    lines.push('', `## ${name}`, '');
    for (const page of pages) {
      lines.push(link(siteUrl, page));
      yield;
    }
  }
  if (config.openapi.length > 0) {
    lines.push('', '## OpenAPI specs', '');
    for (const spec of config.openapi)
      lines.push(
        `- [${spec.label ?? spec.id}](${absoluteUrl(siteUrl, `/${openApiSpecFilePath(spec)}`)}): the OpenAPI description of the ${spec.label ?? spec.id} endpoints`,
      );
  }
  const posts = site.pages.filter(
    (page) => page.kind === 'blog-post' && !page.unlisted && hasMarkdownText(page.content),
  );
  if (posts.length > 0) lines.push('', '## Optional', '', ...posts.map((page) => link(siteUrl, page)));
  return `${lines.join('\n')}\n`;
}

function link(siteUrl: string, page: Page): string {
  const description = oneLine(page.description);
  const title = page.title.replace(/[[\]\\]/g, '\\$&');
  return `- [${title}](${absoluteUrl(siteUrl, `/${markdownFilePath(page.route)}`)})${description && description !== page.title ? `: ${description}` : ''}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The navbar's label for a sidebar (`REST API`), else its id. */
function sidebarName(config: SiteConfig, sidebarId: string): string {
  const item = config.navbar.items.find((entry) => entry.type === 'docSidebar' && entry.sidebarId === sidebarId);
  return item && 'label' in item && item.label ? item.label : sidebarId;
}
