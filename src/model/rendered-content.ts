import type { LinkReference } from './link-reference.js';

/** One heading of a page from `##` to `######`, for its table of contents (which lists h2–h3 unless the page says otherwise). */
export interface TocItem {
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
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

/** The result of rendering one Markdown/MDX/TSX source (or one OpenAPI operation) to HTML. */
export interface RenderedContent {
  /** Content HTML (without page chrome). */
  html: string;
  /** Front matter title (a TSX page's exported `title`), else the first `#` heading, else the file name. */
  title: string;
  /**
   * The description the source states: front matter `description`, or a TSX page's exported one.
   * Absent when it states none (the page's description is then a summary of its text).
   */
  description?: string;
  /** True when the content itself starts with an `h1` (the template then renders no title of its own). */
  hasOwnH1: boolean;
  toc: TocItem[];
  /**
   * Readable text of a page that has no `sections` (an endpoint page, a generated index). A page with
   * sections has their text (`contentPlainText`), not held a second time.
   */
  plainText?: string;
  /**
   * The page as Markdown (code exact, with its language and title; links absolute on the site's URL),
   * for its `{route}.md` copy, all-docs.txt and llms-full.txt.
   */
  markdown?: string;
  /** The page split at its headings, for search records. */
  sections?: PageSection[];
  /** Every `id` the page's HTML defines, for anchor checks. */
  anchors: string[];
  links: LinkReference[];
  /** HTML before `<!-- truncate -->` (blog list excerpts), when the marker is present. */
  excerptHtml?: string;
}

/**
 * Whether the content has its page as Markdown (`markdown`), without reading it: the body of content
 * taken from the build cache (its HTML, Markdown and text) is read from the cache when first used.
 */
export function hasMarkdownText(content: RenderedContent | undefined): boolean {
  const own = content && Object.getOwnPropertyDescriptor(content, 'markdown');
  return own !== undefined && (own.get !== undefined || own.value !== undefined);
}

/** A page's readable text: its `plainText`, or the text of its sections. */
export function contentPlainText(content: RenderedContent): string {
  return content.plainText ?? plainTextOf(content.sections ?? []);
}

/** A page's readable text from its sections: each one's heading and text, a blank line between any two. */
function plainTextOf(sections: readonly PageSection[]): string {
  return sections.map((section) => [section.heading, section.text].filter(Boolean).join('\n\n')).join('\n\n');
}
