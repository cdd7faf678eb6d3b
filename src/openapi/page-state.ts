import GithubSlugger from 'github-slugger';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown-renderer.js';

/**
 * What is being collected while one endpoint page is built: ids in use, named schemas already
 * described (and where), and the internal links the page makes. One per page, never shared.
 */
export interface PageState {
  /** Component schema names, by schema object (the dereferenced spec shares one object per component). */
  schemaNames: Map<object, string>;
  /** Named schemas already described on this page, with the id of their description. */
  described: Map<string, string>;
  usedIds: Set<string>;
  /** Internal hrefs found in descriptions and emitted as schema links. */
  links: string[];
  markdown: MarkdownRenderer;
  /** The spec's schema pages by schema name, when it has `schemaPages`: a named schema's name links to its page. */
  schemaPages?: ReadonlyMap<string, { route: string; href: string }>;
  /** On a schema page: a named schema inside it is a link to its page, not described again. */
  nestedAsLinks?: boolean;
  /** Highlights code (a `oneOf` option's example) into a `<pre>`. */
  highlight?: (code: string, language: string) => string;
}

/** A fresh state for a page. */
export function createPageState(
  schemaNames: Map<object, string>,
  markdown: MarkdownRenderer,
  highlight?: (code: string, language: string) => string,
): PageState {
  return { schemaNames, described: new Map(), usedIds: new Set(), links: [], markdown, highlight };
}

/** An id not yet used on the page, from `base` (`schema-shift`, then `schema-shift-1`, …). */
export function uniqueId(state: PageState, base: string): string {
  const slug = new GithubSlugger().slug(base) || 'section';
  let id = slug;
  for (let n = 1; state.usedIds.has(id); n++) id = `${slug}-${n}`;
  state.usedIds.add(id);
  return id;
}

/** Renders a description and records the internal links it makes. */
export function describe(state: PageState, markdown: string | undefined): RenderedMarkdown {
  const rendered = state.markdown(markdown);
  state.links.push(...rendered.internalLinks);
  return rendered;
}
