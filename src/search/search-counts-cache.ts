import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { IndexShard } from './local-index-shards.js';
import { searchRecordCount } from './collect-search-records.js';
import { topLevelSection } from './top-level-section.js';

const NAMESPACE = 'search-counts';

/** What the search stage needs of a page before it makes any record: how many it has, and under which section. */
export interface PageRecordCount {
  count: number;
  lvl0: string;
}

/**
 * The build cache with each page's `pageDataKeys` key (what a page's records are made from, with the
 * config), and the output folder whose last index shards can be reused.
 */
export interface SearchCache {
  cache: BuildCache;
  pageKeys: ReadonlyMap<Page, string>;
  outDir: string;
  /** Index shards kept between in-memory builds (see `ShardCache.memo`). */
  shardMemo?: Map<string, IndexShard>;
}

/**
 * Each page's record count and top-level section, in page order. Without a cache, counted from each
 * page's sections; with one, taken for every page whose data key the last build counted (one entry
 * per config holds them all).
 */
export function pageRecordCounts(config: SiteConfig, pages: readonly Page[], cached?: SearchCache): PageRecordCount[] {
  const count = (page: Page): PageRecordCount => ({
    count: searchRecordCount(page),
    lvl0: topLevelSection(config, page),
  });
  if (!cached) return pages.map(count);
  const key = cacheKey(JSON.stringify(config));
  const previous = cached.cache.read<Record<string, PageRecordCount>>(NAMESPACE, key) ?? {};
  const next: Record<string, PageRecordCount> = {};
  let changed = false;
  const counts = pages.map((page) => {
    const pageKey = cached.pageKeys.get(page)!;
    let counted = previous[pageKey];
    if (!counted) {
      counted = count(page);
      changed = true;
    }
    next[pageKey] = counted;
    return counted;
  });
  if (changed || Object.keys(previous).length !== Object.keys(next).length) cached.cache.write(NAMESPACE, key, next);
  return counts;
}
