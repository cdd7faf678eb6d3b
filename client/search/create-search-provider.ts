import type { SearchSettings } from './search-settings.js';
import type { SearchProvider } from './search-types.js';
import { siteBaseUrl } from '../site-base-url.js';
import { withBaseUrl } from '../with-base-url.js';

/** The provider the settings name; each is its own chunk, loaded only when used. */
export async function createSearchProvider(settings: SearchSettings): Promise<SearchProvider> {
  let provider: SearchProvider;
  if (settings.provider === 'hosted') {
    const { createHostedProvider } = await import('./hosted-provider.js');
    provider = createHostedProvider(settings);
  } else {
    const { createLocalProvider } = await import('./local-provider.js');
    provider = await createLocalProvider(settings);
  }
  return underBaseUrl(provider, siteBaseUrl());
}

/**
 * Records name their pages by route (`/faq#x`, as the build's records and `search/records.json` do), or
 * by full URL: hits link to routes under the site's base URL, and full URLs as they are.
 */
function underBaseUrl(provider: SearchProvider, baseUrl: string): SearchProvider {
  if (baseUrl === '/') return provider;
  return {
    indexName: provider.indexName,
    search: async (parameters) => {
      const response = await provider.search(parameters);
      return { ...response, hits: response.hits.map((hit) => ({ ...hit, url: withBaseUrl(baseUrl, hit.url) })) };
    },
    hitOpened: (hit, position, queryID) => provider.hitOpened(hit, position, queryID),
  };
}
