import type { BlogListing } from './blog-listing.js';
import type { BlogPostSummary } from './blog-post-summary.js';
import type { EndpointPage } from './endpoint-page.js';
import type { RenderedContent } from './rendered-content.js';

export type PageKind = 'doc' | 'endpoint' | 'blog-post' | 'blog-listing' | 'page' | 'search' | 'not-found';

/** A link to another page by title, e.g. previous/next. */
export interface PageLink {
  title: string;
  route: string;
}

/** One route of the site with everything its template needs. */
export interface Page {
  route: string;
  kind: PageKind;
  title: string;
  description: string;
  /** Source file relative to the site root, when the page has one. */
  file?: string;
  content?: RenderedContent;
  /** Id of the sidebar shown on this page (docs and endpoints). */
  sidebarId?: string;
  previous?: PageLink;
  next?: PageLink;
  hideTableOfContents: boolean;
  /** Page of a blog post: its summary (date, authors, tags). */
  post?: BlogPostSummary;
  /** Blog list, tag, tags, authors and archive pages. */
  listing?: BlogListing;
  /** Endpoint pages: the operation (its content is in `content`). */
  endpoint?: EndpointPage;
  /** A category's generated index page: the pages it lists. */
  categoryIndex?: CategoryIndex;
}

/** What a category's generated index page lists (Docusaurus' `generated-index`). */
export interface CategoryIndex {
  description?: string;
  cards: { title: string; route: string; description?: string }[];
}
