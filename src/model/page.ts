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

/** Where a doc or endpoint page sits in a sidebar: the sidebar it shows, and its neighbours along it. */
export interface SidebarNavigation {
  /** Id of the sidebar shown on this page. */
  sidebarId?: string;
  previous?: PageLink;
  next?: PageLink;
}

/** What a doc's or standalone page's front matter adds to its page (Docusaurus' page fields). */
export interface FrontMatterPageFields {
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
}

/** What every page has, whatever its kind. */
interface PageFields extends FrontMatterPageFields {
  route: string;
  /** A versioned site's doc (or generated index): the name of its docs version (`current`, `1.0`). */
  version?: string;
  /** A versioned site's doc: its id, the same in every version (the dropdown leads to it there). */
  docId?: string;
  title: string;
  description: string;
  hideTableOfContents: boolean;
}

/** The fields only some kinds of page have. */
interface KindFields extends Required<SidebarNavigation> {
  /** Source file relative to the site root. */
  file: string;
  content: RenderedContent;
  /** A blog post's summary (date, authors, tags). */
  post: BlogPostSummary;
  /** What a blog list, tag, tags, authors or archive page lists. */
  listing: BlogListing;
  /** An endpoint page's operation (its content is in `content`). */
  endpoint: EndpointPage;
  /** A category's generated index page: the pages it lists. */
  categoryIndex: CategoryIndex;
}

/** A page of one kind: its own fields as `Own` says, and none of the fields of other kinds. */
type PageOf<Kind extends PageKind, Own extends Partial<KindFields>> = PageFields & { kind: Kind } & Own & {
    [Key in Exclude<keyof KindFields, keyof Own>]?: undefined;
  };

/** A doc (`content/docs`), or a category's generated index page (no file; `categoryIndex`). */
export type DocPage = PageOf<
  'doc',
  SidebarNavigation & { file?: string; content: RenderedContent; categoryIndex?: CategoryIndex }
>;
/** The page of one OpenAPI operation. */
export type EndpointRoutePage = PageOf<
  'endpoint',
  SidebarNavigation & { file: string; content: RenderedContent; endpoint: EndpointPage }
>;
/** A standalone page (`content/pages`). */
export type StandalonePage = PageOf<'page', { file: string; content: RenderedContent }>;
/** A blog post; previous is the newer post, next the older one. */
export type BlogPostPage = PageOf<
  'blog-post',
  { file: string; content: RenderedContent; post: BlogPostSummary; previous?: PageLink; next?: PageLink }
>;
/** A blog list, tag, tags, authors or archive page. */
export type BlogListingPage = PageOf<'blog-listing', { listing: BlogListing }>;
/** The built-in search page. */
export type SearchPage = PageOf<'search', Record<never, never>>;
/** The not-found page: the built-in one, or a standalone page written at `/404` (with its file and content). */
export type NotFoundPage = PageOf<'not-found', { file?: string; content?: RenderedContent }>;

/** One route of the site with everything its template needs, made whole by the routes stage. */
export type Page =
  | DocPage
  | EndpointRoutePage
  | StandalonePage
  | BlogPostPage
  | BlogListingPage
  | SearchPage
  | NotFoundPage;

/** What a category's generated index page lists (Docusaurus' `generated-index`). */
export interface CategoryIndex {
  description?: string;
  cards: { title: string; route: string; description?: string }[];
}
