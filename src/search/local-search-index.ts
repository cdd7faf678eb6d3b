import type { BuildCache } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { searchRecordsOf } from './collect-search-records.js';
import { DEFAULT_SHARD_SIZE, dealIntoShards, shardCount } from './deal-into-shards.js';
import { localIndexShards, type IndexShard } from './local-index-shards.js';
import { topLevelSection } from './top-level-section.js';

export interface LocalSearchIndex {
  shards: IndexShard[];
  /** `hierarchy.lvl0` of every page with records, in page order (repeats included). */
  topLevelSections: string[];
}

/**
 * The site's local index: its pages' records in shards of about `search.localIndexShardSize` (a page's
 * records stay together, pages are dealt round-robin). Records are counted first and made again shard
 * by shard, so the build never holds every record of a big site at once. A shard whose records did not
 * change comes from the cache, when there is one.
 */
export async function localSearchIndex(config: SiteConfig, site: SiteModel, cache?: BuildCache): Promise<LocalSearchIndex> {
  const pages: { page: Page; lvl0: string }[] = [];
  let total = 0;
  for (const page of site.pages) {
    const count = searchRecordsOf(config, page).length;
    if (count === 0) continue;
    pages.push({ page, lvl0: topLevelSection(config, page) });
    total += count;
  }
  const dealt = dealIntoShards(pages, shardCount(total, config.search.localIndexShardSize ?? DEFAULT_SHARD_SIZE));
  const shards = await localIndexShards(dealt.length, (shard) => dealt[shard]!.flatMap(({ page }) => searchRecordsOf(config, page)), cache);
  return { shards, topLevelSections: pages.map(({ lvl0 }) => lvl0) };
}
