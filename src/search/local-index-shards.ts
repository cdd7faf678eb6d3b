import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchRecord } from '../shared/browser-shapes.js';
import type { BuildCache } from '../cache/build-cache.js';
import { checkRecordedFile, contentsHash, type RecordedFile } from '../cache/recorded-file.js';
import { contentHash } from '../paths/content-hash.js';
import { serializeLocalIndex } from './serialize-local-index.js';

const CACHE_NAMESPACE = 'search-index';

/** One file of the local index, by its path relative to the output folder (`assets/search-index-<hash>.json`). */
export type IndexShard = { file: string } & (
  | {
      /** MiniSearch's JSON: a string for a one-shard index, UTF-8 bytes from a worker otherwise. */
      contents: string | Uint8Array;
    }
  | {
      /** The last output's file of this shard, which holds exactly what it would be made again: the writer links it. */
      linkFrom: string;
    }
);

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
  /** Called once a shard's records are sent to its worker: for work that should not hold them back. */
  recordsSent?: () => void;
}

/** What the cache keeps of a shard: its file and the record of its bytes, which are in the last output. */
interface ShardRecord extends RecordedFile {
  file: string;
}

const SHARD_FILE = /^assets\/search-index-[0-9A-F]+\.json$/;

/**
 * Shards indexed at the same time, each on its own worker. Two, on a machine with two cores or more:
 * indexing is the end of a cold build, and one worker left the other core to the page writes alone.
 * Not more: each shard's records and index are held until its worker is done.
 */
const SHARDS_AT_ONCE = Math.min(2, os.availableParallelism());

/**
 * The local index's `count` shards, shard i holding `recordsOf(i)`, each handed to `onShard` (with its
 * position) as soon as it is made or found; returns their file names in shard order. One shard is
 * indexed on this thread (on a worker too with a memo: `watch`); more are indexed `SHARDS_AT_ONCE` at a time, each in a worker thread of its
 * own, and their records are made only when their turn comes: the build holds that many shards'
 * records and indexes at a time, and what indexing allocated leaves with the worker instead of waiting
 * for this thread's garbage collector. A shard's bytes are not kept here: a build that writes them as
 * they come never holds the whole index (123 MB at 10,000 pages).
 * With a cache, a shard whose key it holds, and whose file in the last output still holds the bytes
 * recorded for it, is taken from there: its records are not made at all.
 */
export async function localIndexShards(
  count: number,
  recordsOf: (shard: number) => readonly SearchRecord[],
  onShard: (shard: IndexShard, position: number) => void,
  cached?: ShardCache,
): Promise<string[]> {
  // Watch (which keeps a memo) indexes every shard on a worker: the thread it serves on stays free for the next edit.
  const onThisThread = count <= 1 && !cached?.memo;
  const keys = Array.from({ length: Math.max(count, 1) }, (_, shard) => cached?.keyOf(shard));
  const files: string[] = new Array(keys.length);
  const toIndex: number[] = [];
  // The shards the memo or the last output holds are found first, so that indexing the others starts early.
  keys.forEach((key, shard) => {
    const known = cached && key !== undefined ? knownShard(cached, key) : undefined;
    if (!known) {
      toIndex.push(shard);
      return;
    }
    files[shard] = known.file;
    onShard(known, shard);
  });
  const indexNext = async () => {
    for (let shard = toIndex.shift(); shard !== undefined; shard = toIndex.shift()) {
      let contents: string | Uint8Array;
      if (onThisThread) contents = serializeLocalIndex(recordsOf(shard));
      else {
        // Started before the records are made: the worker starts up while this thread makes them.
        const worker = startIndexWorker();
        let records: readonly SearchRecord[];
        try {
          records = recordsOf(shard);
        } catch (error) {
          void worker.cancel();
          throw error;
        }
        const indexed = worker.index(records);
        cached?.recordsSent?.();
        // The next shard waits until this one's worker is gone, its heap with it: they never overlap.
        // The last one is taken as soon as it is answered (the worker goes meanwhile).
        contents = await (toIndex.length > 0 ? indexed.exited : indexed.answered);
      }
      const made: IndexShard = { file: shardFile(contents), contents };
      const key = keys[shard];
      if (cached && key !== undefined) {
        recordShard(cached, key, contents);
        cached.memo?.set(key, made);
      }
      files[shard] = made.file;
      onShard(made, shard);
    }
  };
  await Promise.all(Array.from({ length: count <= 1 ? 1 : SHARDS_AT_ONCE }, indexNext));
  if (cached?.memo) for (const key of cached.memo.keys()) if (!keys.includes(key)) cached.memo.delete(key);
  return files;
}

/**
 * A shard from the memo, or else from the last output (`takeCachedShard`). What the memo keeps is
 * bytes, not a link: the last output may be built again while `watch` runs.
 */
function knownShard(cached: ShardCache, key: string): IndexShard | undefined {
  const remembered = cached.memo?.get(key);
  if (remembered) {
    // Read, not used: so that the cache keeps the record for the next build that writes.
    cached.cache.read(CACHE_NAMESPACE, key);
    return remembered;
  }
  const taken = takeCachedShard(cached, key);
  if (!taken || !cached.memo || !('linkFrom' in taken)) return taken;
  const contents = readOrUndefined(taken.linkFrom);
  if (!contents) return undefined;
  const read = { file: taken.file, contents };
  cached.memo.set(key, read);
  return read;
}

/**
 * A shard from the last output when the cache records it under its key (an index is a function of its
 * records, and they of what the key is made from) and the file there holds the recorded bytes. The file
 * and its name are the same as the shard's made again.
 */
function takeCachedShard({ cache, outDir }: ShardCache, key: string): IndexShard | undefined {
  let checked: RecordedFile | undefined;
  const holdsRecorded = (record: ShardRecord) => {
    if (typeof record.file !== 'string' || !SHARD_FILE.test(record.file)) return false;
    checked = checkRecordedFile(path.join(outDir, record.file), record);
    return checked !== undefined;
  };
  const record = cache.read<ShardRecord>(CACHE_NAMESPACE, key, holdsRecorded);
  if (!record || !checked) return undefined;
  // The file's identity, once first seen settled, spares the next builds reading it.
  if (checked !== record) cache.write(CACHE_NAMESPACE, key, { file: record.file, ...checked } satisfies ShardRecord);
  return { file: record.file, linkFrom: path.join(outDir, record.file) };
}

function recordShard({ cache }: ShardCache, key: string, contents: string | Uint8Array): void {
  cache.write(CACHE_NAMESPACE, key, { file: shardFile(contents), sha: contentsHash(contents) } satisfies ShardRecord);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A worker thread that indexes the records it is sent (`index`) and posts the index back; `cancel`
 * ends it unsent, for a caller whose records could not be made.
 */
function startIndexWorker(): {
  /** Sends the records: the index once answered, and once the worker is gone too. */
  index(records: readonly SearchRecord[]): { answered: Promise<Uint8Array>; exited: Promise<Uint8Array> };
  cancel(): Promise<number>;
} {
  const worker = new Worker(new URL('./index-shard-worker.js', import.meta.url));
  const failed = (code: number) => new Error(`the search index worker stopped (exit code ${code}) before answering`);
  const answered = new Promise<Uint8Array>((resolve, reject) => {
    worker.once('message', (bytes: Uint8Array) => {
      resolve(bytes);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(failed(code)));
  });
  const exited = new Promise<Uint8Array>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => answered.then(resolve, () => reject(failed(code))));
  });
  // Not unhandled when the worker is cancelled before it is sent anything, or when one is not awaited.
  answered.catch(() => undefined);
  exited.catch(() => undefined);
  return {
    index(records) {
      worker.postMessage(records);
      return { answered, exited };
    },
    cancel: () => worker.terminate(),
  };
}

/** A shard's file name, hashed from its contents (the same hash whether given as text or as UTF-8). */
function shardFile(contents: string | Uint8Array): string {
  return `assets/search-index-${contentHash(contents)}.json`;
}
