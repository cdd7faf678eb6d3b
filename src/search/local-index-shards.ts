import { Worker } from 'node:worker_threads';
import type { SearchRecord } from '../../client/search/search-types.js';
import { contentHash } from '../paths/content-hash.js';
import { serializeLocalIndex } from './serialize-local-index.js';

/** One file of the local index. */
export interface IndexShard {
  /** `assets/search-index-<hash>.json`, relative to the output folder. */
  file: string;
  /** MiniSearch's JSON: a string for a one-shard index, UTF-8 bytes from a worker otherwise. */
  contents: string | Uint8Array;
}

/**
 * The local index's `count` shards, shard i holding `recordsOf(i)`. One shard is indexed on this
 * thread; more are indexed one at a time, each in a worker thread of its own, and their records are
 * made only when their turn comes: the build holds one shard's records and index at a time, and what
 * indexing allocated leaves with the worker instead of waiting for this thread's garbage collector.
 */
export async function localIndexShards(count: number, recordsOf: (shard: number) => readonly SearchRecord[]): Promise<IndexShard[]> {
  if (count <= 1) {
    const json = serializeLocalIndex(recordsOf(0));
    return [{ file: shardFile(json), contents: json }];
  }
  const files: IndexShard[] = [];
  for (let shard = 0; shard < count; shard++) {
    const bytes = await indexInWorker(recordsOf(shard));
    files.push({ file: shardFile(bytes), contents: bytes });
  }
  return files;
}

function indexInWorker(records: readonly SearchRecord[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./index-shard-worker.js', import.meta.url), { workerData: records });
    worker.once('message', (bytes: Uint8Array) => {
      resolve(bytes);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (exit code ${code}) before answering`)));
  });
}

/** A shard's file name, hashed from its contents (the same hash whether given as text or as UTF-8). */
function shardFile(contents: string | Uint8Array): string {
  return `assets/search-index-${contentHash(contents)}.json`;
}
