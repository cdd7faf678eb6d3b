import { siteBaseUrl } from '../site-base-url.js';
import { withBaseUrl } from '../with-base-url.js';

/**
 * Where the build writes the search settings (a path of the site, under its base URL in the browser);
 * the modal and the search page fetch them on first use.
 */
export const SEARCH_SETTINGS_URL = '/search/settings.json';

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
}

/** A docs version a search can be limited to. */
export interface SearchVersion {
  name: string;
  label: string;
}

/** What the browser needs to search, written by the build's search stage. */
export interface SearchSettings {
  provider: 'local' | 'hosted';
  /** The hosted index, or `local` for the site's own index; names recent/favourite storage. */
  indexName: string;
  /** Local provider: URLs of the serialised index's shards (one for most sites), searched together. */
  indexUrls?: string[];
  /**
   * Local provider of a versioned site: the search tag of each shard's records, by position in
   * `indexUrls` (each version's docs are in shards of their own, the other pages in `default` ones): a
   * search of one version loads only its shards and the `default` ones.
   */
  indexTags?: string[];
  /** A versioned site's docs versions, in the dropdown's order: a search is of one of them, or of all. */
  versions?: SearchVersion[];
  /** The version searched on pages outside the docs (the last version, as readers land on it). */
  lastVersion?: string;
  appId?: string;
  apiKey?: string;
  hosts?: SearchHost[];
  insights: boolean;
  insightsHosts?: SearchHost[];
  placeholder: string;
  searchParameters: Record<string, unknown>;
  maxResultsPerGroup: number;
  disableUserPersonalization: boolean;
  /** `{query}` is replaced by the query. */
  missingResultsUrl?: string;
  /** Top-level sections, offered when a query finds nothing. */
  suggestedQueries: string[];
  searchPageUrl: string;
}

/** Fetches the settings; throws when they cannot be read. */
export async function loadSearchSettings(): Promise<SearchSettings> {
  const response = await fetch(withBaseUrl(siteBaseUrl(), SEARCH_SETTINGS_URL));
  if (!response.ok) throw new Error(`search settings: HTTP ${response.status}`);
  return (await response.json()) as SearchSettings;
}
