import type { SearchSettings } from './search-settings.js';
import type { SearchProvider } from './search-types.js';

/** The provider the settings name; each is its own chunk, loaded only when used. */
export async function createSearchProvider(settings: SearchSettings): Promise<SearchProvider> {
  if (settings.provider === 'hosted') {
    const { createHostedProvider } = await import('./hosted-provider.js');
    return createHostedProvider(settings);
  }
  const { createLocalProvider } = await import('./local-provider.js');
  return createLocalProvider(settings);
}
