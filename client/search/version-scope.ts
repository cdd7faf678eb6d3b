import type { SearchSettings } from './search-settings.js';
import type { SearchParameters } from './search-types.js';

// Search scoped to the docs version being read, as Docusaurus' contextual search does it for DocSearch:
// each record carries the search tag of its page (`docs-default-2.0` for a doc of 2.0, `default` for
// any other page), each page names its own in `<meta name="docsearch:docusaurus_tag">`, and a search of
// one version asks for its tag or `default` (`facetFilters`). The hosted provider passes the filter to
// the service; the local one loads only the shards of those tags.

/** The search tag of pages outside the docs versions (blog, standalone and endpoint pages). */
export const DEFAULT_SEARCH_TAG = 'default';

/** What the search page's `version` parameter says to search every version. */
export const ALL_VERSIONS = 'all';

/** The search tag of the docs of `version`, as Docusaurus names it (`docs-<plugin id>-<version>`). */
export function docVersionSearchTag(version: string): string {
  return `docs-default-${version}`;
}

/** The search tag of a page of a versioned site: its docs version's, or `default` outside the docs. */
export function searchTagOf(version: string | undefined): string {
  return version === undefined ? DEFAULT_SEARCH_TAG : docVersionSearchTag(version);
}

/** The meta tag that names the docs version of the page being read, as Docusaurus writes it for DocSearch. */
export const VERSION_META = 'meta[name="docsearch:version"]';

/**
 * The docs version a search from this page is of: the page's own, else (outside the docs) the last
 * version; undefined on a site without versions.
 */
export function pageVersion(
  settings: Pick<SearchSettings, 'versions' | 'lastVersion'>,
  doc: Document,
): string | undefined {
  if (!settings.versions?.length) return undefined;
  const own = doc.head.querySelector(VERSION_META)?.getAttribute('content');
  return own && settings.versions.some(({ name }) => name === own) ? own : settings.lastVersion;
}

/** The tags a search of `version` asks for: its docs' and the other pages'; undefined (no filter) for every version. */
export function versionSearchTags(version: string | undefined): string[] | undefined {
  return version === undefined || version === ALL_VERSIONS
    ? undefined
    : [DEFAULT_SEARCH_TAG, docVersionSearchTag(version)];
}

/** The site's `facetFilters` (a string or a list, as Algolia takes them) and the tags, as one OR group. */
export function withTagFilter(parameters: SearchParameters, tags: readonly string[] | undefined): SearchParameters {
  if (!tags) return parameters;
  const own = parameters.facetFilters;
  const site = own === undefined ? [] : Array.isArray(own) ? own : [own];
  return { ...parameters, facetFilters: [...site, tags.map((tag) => `docusaurus_tag:${tag}`)] };
}

const TAG_FILTER = /^docusaurus_tag:(.*)$/;

/**
 * The tags `facetFilters` limit `docusaurus_tag` to (a filter of one tag, or an OR group of them; both
 * when given, the tags they share), or undefined when they do not limit it.
 */
export function filteredTags(facetFilters: unknown): Set<string> | undefined {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters : [];
  let tags: Set<string> | undefined;
  for (const filter of filters) {
    const group = (Array.isArray(filter) ? filter : [filter]).map((entry) =>
      typeof entry === 'string' ? TAG_FILTER.exec(entry)?.[1] : undefined,
    );
    if (group.length === 0 || group.some((tag) => tag === undefined)) continue;
    const these = new Set(group as string[]);
    tags = tags ? new Set([...tags].filter((tag) => these.has(tag))) : these;
  }
  return tags;
}
