import { cacheKey } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { searchRecordsOf } from './collect-search-records.js';
import { DEFAULT_SHARD_SIZE, dealIntoShards, shardCount } from './deal-into-shards.js';
import { localIndexShards, type IndexShard } from './local-index-shards.js';
import { pageRecordCounts, type SearchCache } from './search-counts-cache.js';

export interface LocalSearchIndex {
  /** Each shard's file, relative to the output folder, in shard order. */
  shardFiles: string[];
  /** `hierarchy.lvl0` of every page with records, in page order (repeats included). */
  topLevelSections: string[];
}

/**
 * The site's local index: its pages' records in shards of about `search.localIndexShardSize` (a page's
 * records stay together, pages are dealt round-robin). Records are counted first and made again shard
 * by shard, so the build never holds every record of a big site at once. With a cache, a page's count
 * is kept under its data key, and a shard is kept under the keys of its pages (its records are made
 * from them and the config alone): a site whose pages did not change makes no record. Each shard is
 * handed to `onShard` as soon as it is made (see `localIndexShards`).
 */
export async function localSearchIndex(
  config: SiteConfig,
  site: SiteModel,
  onShard: (shard: IndexShard, position: number) => void,
  cached?: SearchCache,
): Promise<LocalSearchIndex> {
  const pages: { page: Page; lvl0: string }[] = [];
  let total = 0;
  const counts = pageRecordCounts(config, site.pages, cached);
  site.pages.forEach((page, i) => {
    const { count, lvl0 } = counts[i]!;
    if (count === 0) return;
    pages.push({ page, lvl0 });
    total += count;
  });
  const dealt = dealIntoShards(pages, shardCount(total, config.search.localIndexShardSize ?? DEFAULT_SHARD_SIZE));
  const recordsOf = (shard: number) => dealt[shard]!.flatMap(({ page }) => searchRecordsOf(config, page));
  const configKey = cached && cacheKey(JSON.stringify(config));
  const keyOf = (shard: number) =>
    cacheKey(configKey!, ...dealt[shard]!.map(({ page }) => cached!.pageKeys.get(page)!));
  const shardFiles = await localIndexShards(
    dealt.length,
    recordsOf,
    onShard,
    cached && { cache: cached.cache, keyOf, outDir: cached.outDir, memo: cached.shardMemo },
  );
  return { shardFiles, topLevelSections: pages.map(({ lvl0 }) => lvl0) };
}
