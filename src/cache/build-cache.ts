import crypto, { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

/** One entry as stored: the fingerprint of the code that wrote it, and the value. */
interface StoredEntry<T> {
  fingerprint: string;
  value: T;
}

/**
 * The persistent build cache: one JSON file per item (`<dir>/<namespace>/<key>.json`), each written to
 * a temporary file and renamed into place, so that a killed or concurrent build leaves whole files or
 * none. An entry that cannot be read, or was written by other code, is a miss (the former with a
 * one-line warning); the build then renders the item again.
 */
export interface BuildCache {
  /** The cache folder. */
  readonly dir: string;
  /** The stored value, if there is one written by this code and `stillValid` (when given) accepts it. */
  read<T>(namespace: string, key: string, stillValid?: (value: T) => boolean): T | undefined;
  /**
   * Like `read`, for the part of an item whose other part was read already, which must be there: one
   * missing, damaged or not `valid` is a miss with a warning.
   */
  readPart<T>(namespace: string, key: string, valid: (value: T) => boolean): T | undefined;
  /** The file an entry is kept in (for a worker thread that reads it). */
  entryFile(namespace: string, key: string): string;
  /** Keeps an entry that this build uses without reading it (read later only if it is needed): `finish` does not prune it. */
  keep(namespace: string, key: string): void;
  /** Stores a value; written by `finish`. A write that fails is dropped: the cache is an aid, never a reason for a build to fail. */
  write(namespace: string, key: string, value: unknown): void;
  /**
   * Waits for every write; then, after a build that succeeded (`prune`), deletes the entries of each
   * namespace that the build did not read or write: pages deleted or edited since.
   */
  finish(options: { prune: boolean }): Promise<void>;
  /** Items served from the cache and items rendered again, by namespace. */
  readonly stats: Record<string, { hits: number; misses: number }>;
  /** Counts from zero again (`stats`): for a build that starts its stages again. */
  resetStats(): void;
}

const hashAtOnce = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;

/**
 * The key of an item: a hash of everything its result depends on. Hashed in one call where Node has
 * `crypto.hash` (20.12 and later), the same digest as a hash object fed part by part: a build makes
 * thousands of keys, and a hash object per key and a call per part were most of their cost.
 */
export function cacheKey(...parts: string[]): string {
  if (!hashAtOnce) {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(`${part.length}:${part}`);
    return hash.digest('hex').slice(0, 40);
  }
  let text = '';
  for (const part of parts) text += `${part.length}:${part}`;
  return hashAtOnce('sha256', text).slice(0, 40);
}

const NOT_ASCII = /[\u0080-\uffff]/g;

/**
 * JSON with every character beyond ASCII escaped (`\u2026`), which parses to the same value: a file
 * of ASCII is read into a one-byte string, where a single `…` made Node decode the whole file into a
 * two-byte one. The folders' entries of a 5,000-page site took 16–34 ms to read that way and 5–10 ms
 * as ASCII, and parsed a fifth faster.
 */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const WRITE_CONCURRENCY = 32;

/**
 * Writes entries, each to a temporary file renamed into place so that readers see the whole old entry
 * or the whole new one; their folders are made once.
 */
async function writeAll(entries: { file: string; text: string }[]): Promise<void> {
  for (const folder of new Set(entries.map(({ file }) => path.dirname(file))))
    await fsp.mkdir(folder, { recursive: true }).catch(() => undefined);
  for (let start = 0; start < entries.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      entries.slice(start, start + WRITE_CONCURRENCY).map(async ({ file, text }) => {
        const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
        try {
          await fsp.writeFile(temporary, text);
          await fsp.rename(temporary, file);
        } catch {
          await fsp.rm(temporary, { force: true });
        }
      }),
    );
  }
}

export function createBuildCache(dir: string, fingerprint: string, warnings: Diagnostic[]): BuildCache {
  const used = new Map<string, Set<string>>();
  const pending: { file: string; text: string }[] = [];
  const stats: BuildCache['stats'] = {};
  const fileOf = (namespace: string, key: string) => path.join(dir, namespace, `${key}.json`);
  const count = (namespace: string, outcome: 'hits' | 'misses') => {
    (stats[namespace] ??= { hits: 0, misses: 0 })[outcome]++;
  };
  const use = (namespace: string, key: string) => {
    let keys = used.get(namespace);
    if (!keys) used.set(namespace, (keys = new Set()));
    keys.add(key);
  };

  const damaged = (file: string) =>
    warnings.push(makeDiagnostic('CACHE_ENTRY_UNREADABLE', undefined, { file: path.relative(process.cwd(), file) }));
  /** The entry's value, or why there is none. */
  const lookUp = <T>(namespace: string, key: string, valid?: (value: T) => boolean) => {
    const file = fileOf(namespace, key);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return { file, outcome: 'missing' as const };
    }
    try {
      const entry = JSON.parse(text) as StoredEntry<T>;
      if (entry.fingerprint !== fingerprint) return { file, outcome: 'other code' as const };
      if (valid && !valid(entry.value)) return { file, outcome: 'not valid' as const };
      use(namespace, key);
      count(namespace, 'hits');
      return { file, outcome: 'hit' as const, value: entry.value };
    } catch {
      return { file, outcome: 'damaged' as const };
    }
  };

  return {
    dir,
    stats,
    read<T>(namespace: string, key: string, stillValid?: (value: T) => boolean): T | undefined {
      const found = lookUp(namespace, key, stillValid);
      if (found.outcome === 'hit') return found.value;
      if (found.outcome === 'damaged') damaged(found.file);
      count(namespace, 'misses');
      return undefined;
    },
    readPart<T>(namespace: string, key: string, valid: (value: T) => boolean): T | undefined {
      const found = lookUp(namespace, key, valid);
      if (found.outcome === 'hit') return found.value;
      damaged(found.file);
      count(namespace, 'misses');
      return undefined;
    },
    keep: use,
    entryFile: fileOf,
    resetStats() {
      for (const namespace of Object.keys(stats)) delete stats[namespace];
    },
    write(namespace, key, value) {
      use(namespace, key);
      // Serialised now (the value may change later in the build), written at the end: writes made
      // during the build would compete with the output's for the file system.
      pending.push({
        file: fileOf(namespace, key),
        text: asciiJson(JSON.stringify({ fingerprint, value } satisfies StoredEntry<unknown>)),
      });
    },
    async finish({ prune }) {
      await writeAll(pending.splice(0));
      if (!prune) return;
      for (const [namespace, keep] of used) {
        const folder = path.join(dir, namespace);
        const names = await fsp.readdir(folder).catch(() => [] as string[]);
        // Temporary files may be another build's writes in progress: only whole entries are pruned.
        const stale = names.filter((name) => name.endsWith('.json') && !keep.has(name.slice(0, -'.json'.length)));
        await Promise.all(stale.map((name) => fsp.rm(path.join(folder, name), { force: true })));
      }
    },
  };
}
