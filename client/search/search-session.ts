import { createSearchProvider } from './create-search-provider.js';
import { loadSearchSettings, type SearchSettings } from './search-settings.js';
import type { SearchProvider } from './search-types.js';
import { createSearchHistory, type SearchHistoryStore } from './stored-searches.js';
import { siteBaseUrl } from '../site-base-url.js';
import { withBaseUrl } from '../with-base-url.js';

/** What the modal and the search page share for the life of a page: settings, provider and history. */
export interface SearchSession {
  settings: SearchSettings;
  /** Rejects when the provider cannot start (its queries then show the error screen). */
  provider: Promise<SearchProvider>;
  history: SearchHistoryStore;
}

/** Used when the settings file cannot be fetched: the modal still opens, and queries show the error screen. */
const FALLBACK_SETTINGS: SearchSettings = {
  provider: 'local',
  indexName: 'local',
  insights: false,
  placeholder: 'Search docs',
  searchParameters: {},
  maxResultsPerGroup: 5,
  disableUserPersonalization: false,
  suggestedQueries: [],
  searchPageUrl: '/search',
};

/** Loads the settings and starts the provider (the local index loads with the first query). */
export async function createSearchSession(): Promise<SearchSession> {
  let settings: SearchSettings;
  let provider: Promise<SearchProvider>;
  try {
    settings = await loadSearchSettings();
    provider = createSearchProvider(settings);
  } catch (error) {
    settings = { ...FALLBACK_SETTINGS, searchPageUrl: withBaseUrl(siteBaseUrl(), FALLBACK_SETTINGS.searchPageUrl) };
    provider = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  provider.catch(() => {
    // Reported by each query as the error screen.
  });
  return { settings, provider, history: createSearchHistory(settings.indexName, settings.disableUserPersonalization) };
}
