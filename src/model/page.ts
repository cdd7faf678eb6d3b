import type { BlogListing } from './blog-listing.js';
import type { BlogPostSummary } from './blog-post-summary.js';
import type { EndpointPage } from './endpoint-page.js';
import type { RenderedContent } from './rendered-content.js';

export type PageKind = 'doc' | 'endpoint' | 'blog-post' | 'blog-listing' | 'page' | 'search' | 'not-found';

/** The heading levels a table of contents lists unless the page's front matter says otherwise. */
export const DEFAULT_TOC_LEVELS = { min: 2, max: 3 } as const;

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
  // From Docusaurus front matter (docs and standalone pages).
  /** This page's label in its neighbours' previous/next links (`pagination_label`). */
  paginationLabel?: string;
  /** The sidebar to show (`displayed_sidebar`): an id, `null` for none, undefined for the first that lists the page. */
  displayedSidebar?: string | null;
  /** Heading levels the table of contents lists (`toc_min/max_heading_level`). @default 2–3 */
  tocLevels?: { min: number; max: number };
  /** Built and reachable, but in no sidebar, sitemap, search index or all-docs.txt, and marked noindex. */
  unlisted?: boolean;
  /** "Last updated on … by …" at the bottom of the page (`last_update`). */
  lastUpdate?: { date?: string; author?: string };
  /** The "Edit this page" link (`custom_edit_url`, else the config's `editUrl`). */
  editUrl?: string;
  /** The social card image as written (`image`); made absolute against the site URL in `<head>`. */
  image?: string;
  /** A category's generated index page: the pages it lists. */
  categoryIndex?: CategoryIndex;
}

/** What a category's generated index page lists (Docusaurus' `generated-index`). */
export interface CategoryIndex {
  description?: string;
  cards: { title: string; route: string; description?: string }[];
}
