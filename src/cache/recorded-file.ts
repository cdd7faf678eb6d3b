import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * What a build recorded of an output file it wrote: a hash of its bytes and, once a later build has
 * read the file and found those bytes, the file's identity then (`fileIdentity`), so that builds after
 * it need not read the file again while it stays the same file.
 */
export interface RecordedFile {
  sha: string;
  identity?: string;
}

/** What a file's identity is made of (see `fileIdentity`): the fields of its stats, as bigints. */
export type FileStamp = Pick<fs.BigIntStats, 'dev' | 'ino' | 'size' | 'mtimeNs'>;

/** A file's stats taken earlier (on another thread), and when: undefined `stamp` when it was missing. */
export interface TakenStamp {
  stamp: FileStamp | undefined;
  /** `Date.now()` before the stats were taken. */
  atMs: number;
}

/** The hash a record keeps of a file's bytes. */
export function contentsHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url');
}

/**
 * Whether `file` still holds the bytes recorded for it: it is the same file as when a build last read
 * them (its identity), or its bytes have the recorded hash. Returns the record to keep for it (with
 * the file's identity when it is settled), undefined when the file does not hold them. `seen`: given
 * the file's stats, for a caller that would otherwise ask for them again.
 */
export function checkRecordedFile(
  file: string,
  recorded: RecordedFile,
  seen?: (stats: FileStamp) => void,
  taken?: TakenStamp,
): RecordedFile | undefined {
  if (typeof recorded.sha !== 'string') return undefined;
  const stats = taken ? taken.stamp : fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return undefined;
  seen?.(stats);
  const identity = fileIdentity(stats, taken?.atMs ?? Date.now());
  if (identity !== undefined && identity === recorded.identity) return recorded;
  if (hashOfFile(file) !== recorded.sha) return undefined;
  return { sha: recorded.sha, ...(identity !== undefined && { identity }) };
}

function hashOfFile(file: string): string | undefined {
  try {
    return contentsHash(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Files modified this close to now may still be being written: their identity is not recorded. */
const SETTLED_NS = 2_000_000_000n;

/**
 * A file's device, inode, size and modification time to the nanosecond: writing to the file changes
 * the time, replacing it changes the inode, and hard-linking it (as builds do) changes none. Undefined
 * for a file modified in the last two seconds, which could change again within the same tick of the
 * file system's clock (the "racy" case git's index guards against the same way). `nowMs`: when the
 * stats were taken.
 */
function fileIdentity(stats: FileStamp, nowMs: number): string | undefined {
  if (BigInt(nowMs) * 1_000_000n - stats.mtimeNs < SETTLED_NS) return undefined;
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
}
