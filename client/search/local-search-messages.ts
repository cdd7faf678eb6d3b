import type { SearchParameters, SearchResponse } from './search-types.js';

/** Page → worker: search the index whose shards are at `indexUrls` (loaded once). */
export interface LocalSearchRequest {
  id: number;
  indexUrls: string[];
  parameters: SearchParameters;
}

/** Worker → page: the answer to request `id`, or why there is none. */
export type LocalSearchReply = { id: number; response: SearchResponse } | { id: number; error: string };
