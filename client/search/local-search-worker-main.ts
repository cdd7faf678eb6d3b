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

/**
 * Answers search requests from the page: loads the serialised index's shards on the first one (all
 * fetched in parallel), then searches them together.
 */
export function startLocalSearchWorker(scope: WorkerScope): void {
  const indexes = new Map<string, Promise<MiniSearch<SearchRecord>[]>>();
  const load = (urls: string[]) => {
    const key = urls.join('\n');
    let shards = indexes.get(key);
    if (!shards) {
      shards = Promise.all(urls.map(loadShard));
      // A failed load is retried by the next query rather than remembered.
      shards.catch(() => indexes.delete(key));
      indexes.set(key, shards);
    }
    return shards;
  };
  scope.onmessage = async ({ data }) => {
    try {
      const shards = await load(data.indexUrls);
      scope.postMessage({ id: data.id, response: searchLocalIndex(shards, data.parameters, randomQueryId()) });
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

async function loadShard(url: string): Promise<MiniSearch<SearchRecord>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
  return MiniSearch.loadJSON<SearchRecord>(await response.text(), LOCAL_INDEX_OPTIONS);
}

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}
