import type { LocalSearchReply, LocalSearchRequest } from './local-search-messages.js';
import type { SearchSettings } from './search-settings.js';
import type { SearchParameters, SearchProvider, SearchResponse } from './search-types.js';
import { filteredTags } from './version-scope.js';

/**
 * The local provider: a module Web Worker that loads the site's serialised index (all its shards) on
 * the first query and answers in the Algolia shape, keeping the page's main thread free. On a versioned
 * site, a query whose `facetFilters` limit the records' `docusaurus_tag` searches (and loads) only the
 * shards of those tags (`indexTags`).
 */
export async function createLocalProvider(
  settings: Pick<SearchSettings, 'indexName' | 'indexUrls' | 'indexTags'>,
): Promise<SearchProvider> {
  if (!settings.indexUrls?.length) throw new Error('the local search provider needs the index URLs');
  const allUrls = settings.indexUrls.map((url) => new URL(url, document.baseURI).href);
  const { indexTags } = settings;
  const urlsFor = (parameters: SearchParameters) => {
    const tags = indexTags && filteredTags(parameters.facetFilters);
    return tags ? allUrls.filter((_, i) => tags.has(indexTags[i]!)) : allUrls;
  };
  const { localSearchWorkerUrl } = await import('./local-search-worker.js');
  const worker = new Worker(localSearchWorkerUrl, { type: 'module', name: 'docs-build-search' });
  const pending = new Map<number, { resolve: (response: SearchResponse) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  worker.onmessage = ({ data }: MessageEvent<LocalSearchReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.response);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error(`the search worker failed: ${event.message}`));
    pending.clear();
  };
  return {
    indexName: settings.indexName,
    search(parameters: SearchParameters) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, indexUrls: urlsFor(parameters), parameters } satisfies LocalSearchRequest);
      });
    },
    hitOpened() {
      // Insights are a hosted-service feature; the local index has no analytics to report to.
    },
  };
}
