import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchRecord } from '../../client/search/search-types.js';
import type { BuildCache } from '../cache/build-cache.js';
import { contentHash } from '../paths/content-hash.js';
import { serializeLocalIndex } from './serialize-local-index.js';

const CACHE_NAMESPACE = 'search-index';

/** One file of the local index. */
export interface IndexShard {
  /** `assets/search-index-<hash>.json`, relative to the output folder. */
  file: string;
  /** MiniSearch's JSON: a string for a one-shard index, UTF-8 bytes from a worker or the last output otherwise. */
  contents: string | Uint8Array;
  /** The last output's file of this shard, which holds exactly `contents`: the writer links it. */
  linkFrom?: string;
}

/** The build cache, the key of a shard (of everything its records are made from) and the last output. */
export interface ShardCache {
  cache: BuildCache;
  keyOf: (shard: number) => string;
  outDir: string;
  /**
   * Shards by key, kept by the caller between in-memory builds (`watch`, which writes no output to
   * take them from): only the shards whose pages changed are indexed again. Holds this build's shards
   * alone afterwards.
   */
  memo?: Map<string, IndexShard>;
}

/** What the cache keeps of a shard: its file, and a hash of its bytes. The bytes are in the last output. */
interface ShardRecord {
  file: string;
  sha: string;
}

/**
 * The local index's `count` shards, shard i holding `recordsOf(i)`. One shard is indexed on this
 * thread; more are indexed one at a time, each in a worker thread of its own, and their records are
 * made only when their turn comes: the build holds one shard's records and index at a time, and what
 * indexing allocated leaves with the worker instead of waiting for this thread's garbage collector.
 * With a cache, a shard whose key it holds, and whose file in the last output still holds the bytes
 * recorded for it, is taken from there: its records are not made at all.
 */
export async function localIndexShards(count: number, recordsOf: (shard: number) => readonly SearchRecord[], cached?: ShardCache): Promise<IndexShard[]> {
  const index = count <= 1 ? async (records: readonly SearchRecord[]) => serializeLocalIndex(records) : indexInWorker;
  const files: IndexShard[] = [];
  const keys = new Set<string>();
  for (let shard = 0; shard < Math.max(count, 1); shard++) {
    const make = () => index(recordsOf(shard));
    if (!cached) {
      files.push(shardOf(await make()));
      continue;
    }
    const key = cached.keyOf(shard);
    keys.add(key);
    files.push(await rememberedShard(cached, key, make));
  }
  if (cached?.memo) for (const key of cached.memo.keys()) if (!keys.has(key)) cached.memo.delete(key);
  return files;
}

/** A shard from the memo when it holds the key, else from `cachedShard` (and then remembered). */
async function rememberedShard(cached: ShardCache, key: string, make: () => Promise<string | Uint8Array>): Promise<IndexShard> {
  const remembered = cached.memo?.get(key);
  if (remembered) {
    // Read, not used: so that the cache keeps the record for the next build that writes.
    cached.cache.read(CACHE_NAMESPACE, key);
    return remembered;
  }
  const shard = await cachedShard(cached, key, make);
  cached.memo?.set(key, shard);
  return shard;
}

/**
 * A shard from the last output when the cache records it under its key (an index is a function of its
 * records, and they of what the key is made from) and the file there holds the recorded bytes; else
 * made and recorded. The file and its name are the same either way.
 */
async function cachedShard({ cache, outDir }: ShardCache, key: string, make: () => Promise<string | Uint8Array>): Promise<IndexShard> {
  let contents: Buffer | undefined;
  const holdsRecorded = (record: ShardRecord) => {
    if (typeof record.file !== 'string' || !/^assets\/search-index-[0-9A-F]+\.json$/.test(record.file)) return false;
    contents = readOrUndefined(path.join(outDir, record.file));
    return contents !== undefined && hashOf(contents) === record.sha;
  };
  const record = cache.read<ShardRecord>(CACHE_NAMESPACE, key, holdsRecorded);
  if (record && contents) return { file: record.file, contents, linkFrom: path.join(outDir, record.file) };
  const made = await make();
  const shard = shardOf(made);
  cache.write(CACHE_NAMESPACE, key, { file: shard.file, sha: hashOf(made) } satisfies ShardRecord);
  return shard;
}

function shardOf(contents: string | Uint8Array): IndexShard {
  return { file: shardFile(contents), contents };
}

function hashOf(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url');
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function indexInWorker(records: readonly SearchRecord[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./index-shard-worker.js', import.meta.url), { workerData: records });
    let answer: Uint8Array | undefined;
    worker.once('message', (bytes: Uint8Array) => {
      answer = bytes;
      void worker.terminate();
    });
    worker.once('error', reject);
    // Resolved once the worker is gone, its heap with it: the next shard's worker never overlaps it.
    worker.once('exit', (code) => (answer ? resolve(answer) : reject(new Error(`the search index worker stopped (exit code ${code}) before answering`))));
  });
}

/** A shard's file name, hashed from its contents (the same hash whether given as text or as UTF-8). */
function shardFile(contents: string | Uint8Array): string {
  return `assets/search-index-${contentHash(contents)}.json`;
}
