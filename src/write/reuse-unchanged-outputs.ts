import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import { checkRecordedFile, contentsHash, type RecordedFile } from '../cache/recorded-file.js';
import type { TakenStamps } from './output-prefetch.js';
import type { OutputFile } from '../model/output-file.js';
import { outputContents } from './output-files.js';
import { pathsIn } from './output-target.js';

const NAMESPACE = 'output-manifests';

/** What the cache keeps of the keyed files last written to one output folder, by path relative to it: each one's key and record. */
interface OutputsManifest {
  files: Record<string, RecordedFile & { key: string }>;
}

/** A file's key (a hash of everything its contents are made from) and the kind it is counted under in `cache.stats`. */
export interface OutputKey {
  key: string;
  kind: string;
}

export interface ReusedOutputs {
  /** Stores what was written, once the output is: call it after the write stage. */
  remember(): void;
}

/** The cache file of the manifest of the files last written to `outDir` (see `reuseUnchangedOutputs`). */
export function outputsManifestFile(cache: BuildCache, outDir: string): string {
  return cache.entryFile(NAMESPACE, cacheKey(outDir));
}

/**
 * Replaces, in `files`, each keyed file that the last build into this output folder wrote under the
 * same key, and that still holds exactly those bytes there, by a hard link to it: it is not made
 * again (rendered, or generated from every page). The others are made when written and recorded. One
 * manifest per output folder records the files. `stamps`: the files' stats, taken at the start of the
 * build on another thread (see `startOutputPrefetch`).
 */
export function reuseUnchangedOutputs(
  cache: BuildCache,
  outDir: string,
  files: Map<string, OutputFile>,
  keys: ReadonlyMap<string, OutputKey>,
  stamps?: TakenStamps,
): ReusedOutputs {
  const manifestKey = cacheKey(outDir);
  const previous = cache.read<OutputsManifest>(NAMESPACE, manifestKey)?.files ?? {};
  const next: OutputsManifest = { files: {} };
  // The manifest is written again only when it changes: on most builds of a large site it does not.
  let changed = false;
  const count = (kind: string, outcome: 'hits' | 'misses') => (cache.stats[kind] ??= { hits: 0, misses: 0 })[outcome]++;
  // all-docs.txt and llms-full.txt are the same bytes: hashed once.
  const hashes = new WeakMap<Uint8Array, string>();
  const hashOf = (contents: string | Uint8Array) => {
    if (typeof contents === 'string') return contentsHash(contents);
    let hash = hashes.get(contents);
    if (hash === undefined) hashes.set(contents, (hash = contentsHash(contents)));
    return hash;
  };
  const inOutput = pathsIn(outDir);
  for (const [relative, { key, kind }] of keys) {
    const file = files.get(relative);
    if (!file) continue;
    const make = () => outputContents(file);
    const written = previous[relative];
    const target = inOutput(relative);
    let inode: string | undefined;
    const holds =
      written?.key === key
        ? checkRecordedFile(target, written, (stats) => (inode = `${stats.dev}:${stats.ino}`), stamps?.taken(relative))
        : undefined;
    if (holds) {
      count(kind, 'hits');
      if (holds.identity !== written.identity) changed = true;
      next.files[relative] = { key, ...holds };
      files.set(relative, { contents: '', linkFrom: target, ...(inode && { linkFromInode: inode }), render: make });
      continue;
    }
    count(kind, 'misses');
    changed = true;
    const makeAndRecord = () => {
      const contents = make();
      next.files[relative] = { key, sha: hashOf(contents) };
      return contents;
    };
    files.set(relative, { contents: '', render: makeAndRecord });
  }
  return {
    remember() {
      if (changed || Object.keys(previous).length !== Object.keys(next.files).length)
        cache.write(NAMESPACE, manifestKey, next);
    },
  };
}
