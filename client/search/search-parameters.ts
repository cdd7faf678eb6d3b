import { HIERARCHY_LEVELS, type SearchParameters } from './search-types.js';
import { withTagFilter } from './version-scope.js';

/** Words in a snippet: 10, or 5 on screens up to 768 px wide. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL = 5;
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';
export const HITS_PER_PAGE = 20;

/** The DocSearch defaults both providers search with. */
export const searchDefaults = {
  hitsPerPage: HITS_PER_PAGE,
  attributesToRetrieve: [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
  attributesToSnippet: snippetAttributes(SNIPPET_WORDS),
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};

/** `hierarchy.lvl1:N` … `hierarchy.lvl6:N` and `content:N`. */
export function snippetAttributes(words: number): string[] {
  return [...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`), `content:${words}`];
}

/** `['content:10']` → Map { content → 10 }; entries without a count get 10 words. */
export function parseSnippetAttributes(attributes: unknown): Map<string, number> {
  const map = new Map<string, number>();
  if (!Array.isArray(attributes)) return map;
  for (const entry of attributes) {
    if (typeof entry !== 'string') continue;
    const [name, count] = entry.split(':');
    const words = Number(count);
    if (name) map.set(name, Number.isInteger(words) && words > 0 ? words : SNIPPET_WORDS);
  }
  return map;
}

/**
 * The parameters of one search: defaults, then the site's `searchParameters`, then this query's; with
 * `tags` (a search of one docs version, see `versionSearchTags`), a filter on the records' tags too.
 */
export function searchParametersFor(
  siteParameters: Record<string, unknown>,
  query: string,
  extra: {
    snippetWords?: number;
    page?: number;
    hitsPerPage?: number;
    clickAnalytics?: boolean;
    tags?: readonly string[];
  } = {},
): SearchParameters {
  const parameters: SearchParameters = withTagFilter({ ...searchDefaults, ...siteParameters, query }, extra.tags);
  if (extra.snippetWords !== undefined) parameters.attributesToSnippet = snippetAttributes(extra.snippetWords);
  if (extra.page !== undefined) parameters.page = extra.page;
  if (extra.hitsPerPage !== undefined) parameters.hitsPerPage = extra.hitsPerPage;
  if (extra.clickAnalytics) parameters.clickAnalytics = true;
  return parameters;
}
