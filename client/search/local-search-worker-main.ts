import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from './local-index-options.js';
import type { LocalSearchReply, LocalSearchRequest } from './local-search-messages.js';
import { searchLocalIndex } from './local-search-engine.js';
import type { SearchRecord } from './search-types.js';

/** The parts of a worker's global scope this module uses. */
export interface WorkerScope {
  onmessage: ((event: MessageEvent<LocalSearchRequest>) => void) | null;
  postMessage(message: LocalSearchReply): void;
}

/** Answers search requests from the page: loads the serialised index on the first one, then searches it. */
export function startLocalSearchWorker(scope: WorkerScope): void {
  const indexes = new Map<string, Promise<MiniSearch<SearchRecord>>>();
  const load = (url: string) => {
    let index = indexes.get(url);
    if (!index) {
      index = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
        return MiniSearch.loadJSON<SearchRecord>(await response.text(), LOCAL_INDEX_OPTIONS);
      });
      // A failed load is retried by the next query rather than remembered.
      index.catch(() => indexes.delete(url));
      indexes.set(url, index);
    }
    return index;
  };
  scope.onmessage = async ({ data }) => {
    try {
      const index = await load(data.indexUrl);
      scope.postMessage({ id: data.id, response: searchLocalIndex(index, data.parameters, randomQueryId()) });
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}
