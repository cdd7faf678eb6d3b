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
 * Answers search requests from the page: loads the shards a request names on the first request that
 * names them (all fetched in parallel; a shard once loaded serves every later request that names it,
 * such as a search of every version after one of a single version), then searches them together.
 */
export function startLocalSearchWorker(scope: WorkerScope): void {
  const shards = new Map<string, Promise<MiniSearch<SearchRecord>>>();
  const shardAt = (url: string) => {
    let shard = shards.get(url);
    if (!shard) {
      shard = loadShard(url);
      // A failed load is retried by the next query rather than remembered.
      shard.catch(() => shards.delete(url));
      shards.set(url, shard);
    }
    return shard;
  };
  const load = (urls: string[]) => Promise.all(urls.map(shardAt));
  scope.onmessage = async ({ data }) => {
    try {
      const loaded = await load(data.indexUrls);
      scope.postMessage({ id: data.id, response: searchLocalIndex(loaded, data.parameters, randomQueryId()) });
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
