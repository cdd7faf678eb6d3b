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

/** What the browser needs to search, written by the build's search stage. */
export interface SearchSettings {
  provider: 'local' | 'hosted';
  /** The hosted index, or `local` for the site's own index; names recent/favourite storage. */
  indexName: string;
  /** Local provider: URLs of the serialised index's shards (one for most sites), searched together. */
  indexUrls?: string[];
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
