import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from '../../client/search/local-index-options.js';
import type { SearchRecord } from '../../client/search/search-types.js';

/** One shard of the local index as JSON, loadable with `MiniSearch.loadJSON(json, LOCAL_INDEX_OPTIONS)`. */
export function serializeLocalIndex(records: readonly SearchRecord[]): string {
  const index = new MiniSearch<SearchRecord>(LOCAL_INDEX_OPTIONS);
  index.addAll(records);
  return JSON.stringify(index);
}
