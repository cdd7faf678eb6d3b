import type { RenderedContent } from '../content/page-model.js';
import type { EndpointPage } from '../openapi/endpoint-page.js';

/** A resolved sidebar entry, ready to render. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; external: boolean }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsed: boolean; href?: string };

export interface Sidebar {
  id: string;
  items: SidebarItem[];
}

/** A link to another page by title, e.g. previous/next. */
export interface PageLink {
  title: string;
  route: string;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

/** A blog post as lists, tags and feeds show it. */
export interface BlogPostSummary {
  route: string;
  title: string;
  /** ISO date `YYYY-MM-DD`. */
  date: string;
  description: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Excerpt HTML (up to `<!-- truncate -->`), or the whole post when there is no marker. */
  excerptHtml: string;
  truncated: boolean;
  readingMinutes: number;
}

export interface BlogTag {
  label: string;
  route: string;
}

/** What a blog page (not a post) lists. */
export type BlogListing =
  | { type: 'list'; posts: BlogPostSummary[]; page: number; pageCount: number; previous?: string; next?: string }
  | { type: 'tag'; tag: BlogTag; posts: BlogPostSummary[] }
  | { type: 'tags'; tags: (BlogTag & { count: number })[] }
  | { type: 'authors'; authors: (BlogAuthor & { posts: BlogPostSummary[] })[] }
  | { type: 'archive'; years: { year: string; posts: BlogPostSummary[] }[] };

export type PageKind = 'doc' | 'endpoint' | 'blog-post' | 'blog-listing' | 'page' | 'search' | 'not-found';

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
}

/** Everything the render and output stages need about the site. */
export interface SiteModel {
  /** Every page, in a stable order: docs in sidebar order first, then the rest by route. */
  pages: Page[];
  sidebars: Map<string, Sidebar>;
  /** Blog posts, newest first. */
  posts: BlogPostSummary[];
}
