import type { Page } from './page.js';
import { hasMarkdownText } from './rendered-content.js';

/** Files the outputs stage writes besides pages, by path relative to the output folder. */
export const GENERATED_FILES = {
  allDocs: 'all-docs.txt',
  sitemap: 'sitemap.xml',
  /** The llms.txt convention: the site's title, summary and links to every page's Markdown copy. */
  llms: 'llms.txt',
  /** Every page's Markdown, one after another. */
  llmsFull: 'llms-full.txt',
} as const;

/** The redirects of the config, one `from to 301` a line: the file Netlify and Cloudflare Pages read, and `serve`. */
export const REDIRECTS_FILE = '_redirects';

/** Pages published as Markdown too (`{route}.md`): those with content of their own, other than the 404 page. */
export function hasMarkdownCopy(page: Page): boolean {
  return page.kind !== 'not-found' && page.kind !== 'search' && hasMarkdownText(page.content);
}

/** Where a page's Markdown copy is published: `/` → `index.md`, `/faq` → `faq.md`. */
export function markdownFilePath(route: string): string {
  return route === '/' ? 'index.md' : `${route.replace(/^\/+|\/+$/g, '')}.md`;
}

/** Where an OpenAPI spec of the config is published: `openapi/{id}` with the file's extension (`openapi/v2.yaml`). */
export function openApiSpecFilePath(spec: { id: string; file: string }): string {
  const extension = /\.[^./\\]+$/.exec(spec.file)?.[0] ?? '';
  return `openapi/${spec.id}${extension}`;
}

/** The blog's feeds, under the blog's route (`/blog` → `blog/rss.xml`, `blog/atom.xml`). */
export function blogFeedFiles(blogRoute: string): { rss: string; atom: string } {
  const folder = blogRoute.replace(/^\/+|\/+$/g, '');
  return { rss: folder ? `${folder}/rss.xml` : 'rss.xml', atom: folder ? `${folder}/atom.xml` : 'atom.xml' };
}

/**
 * Whether a route is one of the generated files a link may point at: the feeds only exist when the
 * blog has posts; the published specs; the Markdown copy of each page that has one (looked up in
 * `pages`, so that checking a link costs the same on any size of site).
 */
export function generatedFileMatcher(o: {
  hasPosts: boolean;
  blogRoute: string;
  specs: { id: string; file: string }[];
  pages: ReadonlyMap<string, Page>;
}): (route: string) => boolean {
  const files: string[] = Object.values(GENERATED_FILES);
  if (o.hasPosts) files.push(...Object.values(blogFeedFiles(o.blogRoute)));
  files.push(...o.specs.map(openApiSpecFilePath));
  const fixed = new Set(files.map((file) => `/${file}`));
  return (route) => {
    if (fixed.has(route)) return true;
    if (!route.endsWith('.md')) return false;
    const pageRoute = route.slice(0, -'.md'.length);
    return [pageRoute, ...(pageRoute === '/index' ? ['/'] : [])].some((candidate) => {
      const page = o.pages.get(candidate);
      return page !== undefined && hasMarkdownCopy(page) && `/${markdownFilePath(page.route)}` === route;
    });
  };
}
