import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { Page } from '../model/page.js';
import type { SearchRecord } from '../shared/browser-shapes.js';

const NAMESPACE = 'search-records';

/** What the cache keeps of one shard's records: each page's, under the page's data key. */
type ShardRecords = Record<string, SearchRecord[]>;

/**
 * Each shard's records made with the cache: a shard made again (one of its pages changed) takes its
 * other pages' records from the entry its last making left, under its position in the index, instead
 * of reading their bodies and making their records again. A page's records are a function of its data
 * (its key) and the config (in `configKey`), as the shard's key says of its index; they survive JSON
 * unchanged (strings, numbers, null, arrays). `keepAll` keeps the entries of the shards not made
 * again, which the next edit of them will need.
 */
export function cachedShardRecords(
  cache: BuildCache,
  configKey: string,
  shards: readonly (readonly Page[])[],
  pageKeys: ReadonlyMap<Page, string>,
  recordsOf: (page: Page) => SearchRecord[],
): { recordsOf: (shard: number) => SearchRecord[]; storeMade: () => void; keepAll: () => void } {
  // The position and the number of shards: dealt round-robin, a shard keeps its pages while their number does.
  const keyOf = (shard: number) => cacheKey(configKey, String(shard), String(shards.length));
  const toStore: [string, ShardRecords][] = [];
  return {
    recordsOf(shard) {
      const key = keyOf(shard);
      const previous = cache.read<ShardRecords>(NAMESPACE, key, isShardRecords) ?? {};
      const next: ShardRecords = {};
      let made = 0;
      const records = shards[shard]!.flatMap((page) => {
        const pageKey = pageKeys.get(page)!;
        let own = previous[pageKey];
        if (!Array.isArray(own)) {
          own = recordsOf(page);
          made++;
        }
        next[pageKey] = own;
        return own;
      });
      if (made > 0 || Object.keys(previous).length !== Object.keys(next).length) toStore.push([key, next]);
      return records;
    },
    /** Stores the entries `recordsOf` made (serialising them takes a while: once the records are on their way). */
    storeMade() {
      for (const [key, records] of toStore.splice(0)) cache.write(NAMESPACE, key, records);
    },
    keepAll() {
      for (let shard = 0; shard < shards.length; shard++) cache.keep(NAMESPACE, keyOf(shard));
    },
  };
}

function isShardRecords(value: unknown): value is ShardRecords {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
