/** Records per shard of the local index unless `search.localIndexShardSize` says otherwise. */
export const DEFAULT_SHARD_SIZE = 10_000;

/** How many shards hold `total` records with about `shardSize` in each: at least one. */
export function shardCount(total: number, shardSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(shardSize))));
}

/**
 * Items dealt round-robin into `count` shards (item i goes to shard i mod count). Dealing rather than
 * cutting the list into runs gives every shard a sample of the whole site, so the word statistics
 * MiniSearch scores with (how many records hold a word, how long a field is on average) agree between
 * shards and their scores can be merged; a run of pages on one topic would make that topic's words look
 * common in its shard and rank its pages low.
 */
export function dealIntoShards<T>(items: readonly T[], count: number): T[][] {
  const shards = Array.from({ length: Math.max(1, count) }, (): T[] => []);
  for (const [i, item] of items.entries()) shards[i % shards.length]!.push(item);
  return shards;
}
