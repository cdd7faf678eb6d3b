import { NOT_FOUND_ROUTE, SEARCH_ROUTE } from '../model/built-in-routes.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { Page } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { contentDescription } from '../model/content-description.js';
import { endpointDescription } from './page-description.js';

/**
 * The page of a doc (`content/docs`) or a standalone page (`content/pages`). A standalone page at `/404`
 * becomes the site's not-found page; one at `/search` replaces the built-in search page.
 */
export function sourcePage(source: SourceFile, content: RenderedContent): Page {
  const kind = source.kind === 'doc' ? 'doc' : source.route === NOT_FOUND_ROUTE ? 'not-found' : 'page';
  return {
    route: source.route,
    kind,
    title: content.title,
    description: contentDescription(content),
    file: source.file,
    content,
    hideTableOfContents: source.frontMatter.hide_table_of_contents === true,
    ...(source.version && { version: source.version, docId: source.id }),
  };
}

/** The page of one OpenAPI operation. */
export function endpointPage(endpoint: EndpointPage): Page {
  return {
    route: endpoint.route,
    kind: 'endpoint',
    title: endpoint.title,
    description: endpointDescription(endpoint),
    file: endpoint.file,
    content: endpoint.content,
    hideTableOfContents: false,
    endpoint,
  };
}

/** The built-in search page (`/search?q=…`). */
export function searchPage(): Page {
  return {
    route: SEARCH_ROUTE,
    kind: 'search',
    title: 'Search',
    description: 'Search the documentation.',
    hideTableOfContents: true,
  };
}

/** The built-in not-found page, written as `404.html`. */
export function notFoundPage(): Page {
  return {
    route: NOT_FOUND_ROUTE,
    kind: 'not-found',
    title: 'Page Not Found',
    description: 'We could not find what you were looking for.',
    hideTableOfContents: true,
  };
}
