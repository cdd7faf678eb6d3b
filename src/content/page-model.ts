import type { SourceLocation } from '../diagnostics/diagnostic.js';

/** Which content folder a source file came from: `content/docs`, `content/blog` or `content/pages`. */
export type SourceKind = 'doc' | 'blog' | 'page';

/** Front matter fields the engine understands; other keys are kept as they are. */
export interface FrontMatter {
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  tags?: string[];
  keywords?: string[];
  hide_table_of_contents?: boolean;
  /** Blog: author keys from the authors file. */
  authors?: string[];
  /** Blog: publication date (also taken from a `YYYY-MM-DD-` file name prefix). */
  date?: string;
  [key: string]: unknown;
}

/** A content file read from disk, with its front matter parsed and its route decided. */
export interface SourceFile {
  kind: SourceKind;
  /** Path relative to the site root, with `/` separators (used in every diagnostic). */
  file: string;
  absPath: string;
  extension: '.md' | '.mdx' | '.tsx';
  /** The whole file, front matter included. */
  text: string;
  /** The file with its front matter block blanked out, so that body lines keep their real numbers. */
  body: string;
  frontMatter: FrontMatter;
  /** Doc id: the path under its content folder without extension (`api-intro/deposits`). */
  id: string;
  /** Route with a leading slash and no trailing slash (`/` for the home page). */
  route: string;
}

/** One `##`/`###` heading of a page, for its table of contents. */
export interface TocItem {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** An internal link found in content, already resolved to a route (and maybe `#anchor`). */
export interface LinkReference {
  /** Route, with `#anchor` if the link had one (`/api-intro/deposits#statuses`). */
  target: string;
  /** The link as written. */
  written: string;
  location: SourceLocation;
}

/** A heading of a page and the text under it (level 0: the text before the first heading). */
export interface PageSection {
  /** Heading rank 1–6, or 0 for the text before the first heading. */
  level: number;
  heading?: string;
  /** The heading's id, for `#anchor` links. */
  id?: string;
  text: string;
}

/** The result of rendering one Markdown/MDX/TSX source to HTML. */
export interface RenderedContent {
  /** Content HTML (without page chrome). */
  html: string;
  /** Front matter title, else the first `#` heading, else the file name. */
  title: string;
  /** True when the content itself starts with an `h1` (the template then renders no title of its own). */
  hasOwnH1: boolean;
  toc: TocItem[];
  /** Readable text of the page, for all-docs.txt and search. */
  plainText: string;
  /** The page split at its headings, for search records. */
  sections?: PageSection[];
  /** Every `id` the page's HTML defines, for anchor checks. */
  anchors: string[];
  links: LinkReference[];
  /** HTML before `<!-- truncate -->` (blog list excerpts), when the marker is present. */
  excerptHtml?: string;
}
