import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { OutputFile } from '../model/output-file.js';
import { outputContents } from './output-files.js';

const NAMESPACE = 'output-manifests';

/**
 * What the cache keeps of the keyed files last written to one output folder, by path relative to it:
 * each one's key and contents hash, and once a build has checked the file's bytes against the hash,
 * the file's identity then (`fileIdentity`), so that later builds need not read it again while it
 * stays the same file.
 */
interface OutputsManifest {
  files: Record<string, { key: string; sha: string; identity?: string }>;
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

/**
 * Replaces, in `files`, each keyed file that the last build into this output folder wrote under the
 * same key, and that still holds exactly those bytes there, by a hard link to it: it is not made
 * again (rendered, or generated from every page). The others are made when written and recorded. One
 * manifest per output folder records the files.
 */
export function reuseUnchangedOutputs(cache: BuildCache, outDir: string, files: Map<string, OutputFile>, keys: ReadonlyMap<string, OutputKey>): ReusedOutputs {
  const manifestKey = cacheKey(outDir);
  const previous = cache.read<OutputsManifest>(NAMESPACE, manifestKey)?.files ?? {};
  const next: OutputsManifest = { files: {} };
  const count = (kind: string, outcome: 'hits' | 'misses') => (cache.stats[kind] ??= { hits: 0, misses: 0 })[outcome]++;
  for (const [relative, { key, kind }] of keys) {
    const file = files.get(relative);
    if (!file) continue;
    const make = () => outputContents(file);
    const written = previous[relative];
    const target = path.join(outDir, relative);
    const holds = written?.key === key && holdsRecorded(target, written);
    if (holds) {
      count(kind, 'hits');
      next.files[relative] = { key, sha: written.sha, ...(holds !== true && { identity: holds }) };
      files.set(relative, { contents: '', linkFrom: target, render: make });
      continue;
    }
    count(kind, 'misses');
    const makeAndRecord = () => {
      const contents = make();
      next.files[relative] = { key, sha: hashOf(contents) };
      return contents;
    };
    files.set(relative, { contents: '', render: makeAndRecord });
  }
  return { remember: () => cache.write(NAMESPACE, manifestKey, next) };
}

function hashOf(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url');
}

function hashOfFile(file: string): string | undefined {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Whether the file still holds the bytes recorded for it: it is the same file as when a build last
 * read them (its identity), or its bytes have that hash. Returns the identity to record (or true when
 * there is none to trust), false when the file does not hold them.
 */
function holdsRecorded(file: string, written: { sha: string; identity?: string }): string | boolean {
  const stats = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return false;
  const identity = fileIdentity(stats);
  if (identity !== undefined && identity === written.identity) return identity;
  if (hashOfFile(file) !== written.sha) return false;
  return identity ?? true;
}

/** Files modified this close to now may still be being written: their identity is not recorded. */
const SETTLED_NS = 2_000_000_000n;

/**
 * A file's device, inode, size and modification time to the nanosecond: writing to the file changes
 * the time, replacing it changes the inode, and hard-linking it (as builds do) changes none. Undefined
 * for a file modified in the last two seconds, which could change again within the same tick of the
 * file system's clock (the "racy" case git's index guards against the same way).
 */
function fileIdentity(stats: fs.BigIntStats): string | undefined {
  if (BigInt(Date.now()) * 1_000_000n - stats.mtimeNs < SETTLED_NS) return undefined;
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
}
