// The DocSearch record and hit shapes, shared by the build (records, local index) and the browser
// (providers, modal, search page). Both providers answer in these shapes.

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** One searchable unit: a heading and the text under it, in the DocSearch record shape. */
export interface SearchRecord {
  objectID: string;
  /** Route with the section's `#anchor` (none for the page's own record). */
  url: string;
  /** `lvlN` when the record is a heading of that level (with its text in `content`), `content` for text alone. */
  type: HierarchyLevel | 'content';
  /** lvl0 = top-level section ("REST API", "Widget", "Blog"), lvl1 = page title, lvl2… = headings. */
  hierarchy: Hierarchy;
  content: string | null;
  /** DocSearch ranking: heading level (100 for lvl1 … 0 for content) and position in the page. */
  weight: { level: number; position: number };
  /** Extra words that find the record without being shown (an endpoint's method, path and operation). */
  keywords?: string[];
  /** The record's page is deprecated (an operation marked `deprecated`): it ranks below live pages and is labelled so. */
  deprecated?: true;
  /** A versioned site's doc: the name of its docs version (`2.0`), as DocSearch's `version` attribute. */
  version?: string;
  /**
   * A versioned site's records: the search tag of the record's page, as Docusaurus names it for
   * DocSearch — `docs-default-<version>` for a doc, `default` for any other page. Searches of one
   * version filter on it (`facetFilters`, see `versionSearchTags`).
   */
  docusaurus_tag?: string;
}

/** Another page whose hit repeats a hit's heading and text word for word (shared schema text, error responses). */
export interface RepeatedHit {
  url: string;
  hierarchy: Hierarchy;
}

export type MatchLevel = 'none' | 'partial' | 'full';

/** An attribute of a hit with matches wrapped in highlight tags; the text itself is HTML-escaped. */
export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface HighlightResult {
  hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
  content?: HighlightValue;
}

/** A record as a provider returns it, with highlights and snippets. */
export interface SearchHit extends SearchRecord {
  _highlightResult: HighlightResult;
  _snippetResult: HighlightResult;
  /** The hits on other pages, further down the results, that this hit stands for. */
  repeatedIn?: RepeatedHit[];
}

/** Search parameters both providers understand (a subset of Algolia's). */
export interface SearchParameters {
  query: string;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words` pairs, e.g. `content:10`. */
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID?: string;
}

/** What the modal and the search page search with: the local index or the hosted service. */
export interface SearchProvider {
  readonly indexName: string;
  search(parameters: SearchParameters): Promise<SearchResponse>;
  /** Reports that a reader opened a hit (Insights click event); a no-op unless insights are on. */
  hitOpened(hit: SearchHit, position: number, queryID: string | undefined): void;
}
