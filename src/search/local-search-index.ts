import { cacheKey } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { searchTagOf } from '../shared/browser-shapes.js';
import { searchRecordsOf } from './collect-search-records.js';
import { DEFAULT_SHARD_SIZE, dealIntoShards, shardCount } from './deal-into-shards.js';
import { localIndexShards, type IndexShard } from './local-index-shards.js';
import { pageRecordCounts, type SearchCache } from './search-counts-cache.js';
import { cachedShardRecords } from './search-records-cache.js';

export interface LocalSearchIndex {
  /** Each shard's file, relative to the output folder, in shard order. */
  shardFiles: string[];
  /** A versioned site's: the search tag of each shard's records, in shard order (see `searchTagOf`). */
  shardTags?: string[];
  /** `hierarchy.lvl0` of every page with records, in page order (repeats included). */
  topLevelSections: string[];
}

/**
 * The site's local index: its pages' records in shards of about `search.localIndexShardSize` (a page's
 * records stay together, pages are dealt round-robin). On a versioned site each version's docs have
 * shards of their own, and the other pages theirs (by search tag): a search of one version loads only
 * its shards and the others', and an edit of one version's docs leaves the other versions' shards as
 * they were (with the cache, reused from the last output). Records are counted first and made again shard
 * by shard, so the build never holds every record of a big site at once. With a cache, a page's count
 * is kept under its data key, and a shard is kept under the keys of its pages (its records are made
 * from them and the config alone): a site whose pages did not change makes no record. Each shard is
 * handed to `onShard` as soon as it is made (see `localIndexShards`); a shard made again takes its
 * unchanged pages' records from the cache (see `cachedShardRecords`).
 */
export async function localSearchIndex(
  config: SiteConfig,
  site: SiteModel,
  onShard: (shard: IndexShard, position: number) => void,
  cached?: SearchCache,
): Promise<LocalSearchIndex> {
  const versioned = site.versions !== undefined;
  const pages: { page: Page; lvl0: string }[] = [];
  // By search tag, in the order first met (one group on a site without versions).
  const groups = new Map<string, { pages: { page: Page; lvl0: string }[]; total: number }>();
  const counts = pageRecordCounts(config, site.pages, cached);
  site.pages.forEach((page, i) => {
    const { count, lvl0 } = counts[i]!;
    if (count === 0) return;
    pages.push({ page, lvl0 });
    const tag = versioned ? searchTagOf(page.version) : '';
    let group = groups.get(tag);
    if (!group) groups.set(tag, (group = { pages: [], total: 0 }));
    group.pages.push({ page, lvl0 });
    group.total += count;
  });
  const shardSize = config.search.localIndexShardSize ?? DEFAULT_SHARD_SIZE;
  const dealt: { page: Page; lvl0: string }[][] = [];
  const shardTags: string[] = [];
  for (const [tag, group] of groups)
    for (const shard of dealIntoShards(group.pages, shardCount(group.total, shardSize))) {
      dealt.push(shard);
      shardTags.push(tag);
    }
  if (dealt.length === 0) {
    dealt.push([]);
    shardTags.push(searchTagOf(undefined));
  }
  const configKey = cached && cacheKey(JSON.stringify(config));
  const recordsOfPage = (page: Page) => searchRecordsOf(config, page, versioned);
  const withCache =
    cached &&
    cachedShardRecords(
      cached.cache,
      cacheKey(configKey!, String(versioned)),
      dealt.map((shard) => shard.map(({ page }) => page)),
      cached.pageKeys,
      recordsOfPage,
    );
  const recordsOf =
    withCache?.recordsOf ?? ((shard: number) => dealt[shard]!.flatMap(({ page }) => recordsOfPage(page)));
  const keyOf = (shard: number) =>
    cacheKey(configKey!, ...dealt[shard]!.map(({ page }) => cached!.pageKeys.get(page)!));
  const shardFiles = await localIndexShards(
    dealt.length,
    recordsOf,
    onShard,
    cached && {
      cache: cached.cache,
      keyOf,
      outDir: cached.outDir,
      memo: cached.shardMemo,
      ...(withCache && { recordsSent: withCache.storeMade }),
    },
  );
  withCache?.storeMade();
  withCache?.keepAll();
  return {
    shardFiles,
    ...(versioned && { shardTags }),
    topLevelSections: pages.map(({ lvl0 }) => lvl0),
  };
}
