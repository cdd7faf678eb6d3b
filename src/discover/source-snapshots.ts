import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { FrontMatter } from '../model/front-matter.js';

const NAMESPACE = 'source-folders';
/** How `cache.stats` counts the content files: a hit is one not read, known unchanged. */
const COUNTED_AS = 'sources';

/** A content folder to list: where it is, and which of its files are content. */
export interface FolderToList {
  /** Relative to the site root. */
  folder: string;
  absFolder: string;
  include: string[];
  ignore: string[];
}

/** What a build found of a content file, to remember for the next one. */
export interface FoundFile {
  relativePath: string;
  textKey: string;
  /** Its front matter, when it parsed without a diagnostic and JSON keeps it exactly; else null (parsed again next time). */
  frontMatter: FrontMatter | null;
}

/** A file unchanged since the build that remembered it: the key of its text and its front matter. */
export interface UnchangedFile {
  textKey: string;
  frontMatter: FrontMatter;
}

/** A content folder's files, and what the last build knew of those that did not change since. */
export interface FolderListing {
  /** The content files, relative to the folder, sorted. */
  relativePaths: string[];
  /**
   * Whether the folder was listed again (not the snapshot's listing): then its files are checked for
   * links out of the site. A listing that holds has the same entries in the same folders, checked by
   * the build that kept it.
   */
  listedAgain: boolean;
  /**
   * The text key and front matter the last build found for a file that is still the same file (the
   * same `Identity`), else undefined: read it. Takes the file's stats, so ask before reading it.
   */
  unchanged(relativePath: string): UnchangedFile | undefined;
  /** Remembers the folder as this build found it (`files` in listing order), once discover has succeeded. */
  remember(files: FoundFile[]): void;
}

/**
 * A file's or folder's device, inode, size and modification time (in milliseconds, with their
 * fraction): writing to a file changes the time, replacing it changes the inode, and adding, removing
 * or renaming an entry of a folder changes the folder's time. Null for one modified in the last two
 * seconds, which could change again within the same tick of the file system's clock (the "racy" case
 * git's index guards against the same way), and for one that is missing.
 */
type Identity = [dev: number, ino: number, size: number, mtimeMs: number] | null;

/** Files modified this close to the build's start may still be being written: their identity is not kept. */
const SETTLED_MS = 2000;

/** What the cache keeps of a content folder as the last build found it. */
interface FolderSnapshot {
  /** The folder missing (nothing else kept), or the identity of each folder listing it walked, by path relative to it (`.`: itself). */
  folders: [string, Identity][] | 'missing';
  /** Its files in order: path relative to the folder, identity, text key, front matter (null: parse again). */
  files: [string, Identity, string, FrontMatter | null][];
}

/**
 * A content folder's files, listed with fast-glob; with a cache (a build that writes), through a
 * snapshot of the folder as the last build found it. While none of the folders it walked changed (a
 * file added, removed or renamed changes its folder's modification time) the listing is the
 * snapshot's, and a file that is still the same file (device, inode, size and modification time) is
 * not read at all: its text key and front matter are the snapshot's. On a large versioned site, the
 * frozen versions are most of the files a build would otherwise read and parse again.
 */
export async function listContentFolder(
  cache: BuildCache | undefined,
  { folder, absFolder, include, ignore }: FolderToList,
): Promise<FolderListing> {
  const glob = async (patterns: string[], onlyDirectories = false) =>
    (await fg(patterns, { cwd: absFolder, ignore, onlyDirectories })).sort();
  if (!cache)
    return {
      relativePaths: await glob(include),
      listedAgain: true,
      unchanged: () => undefined,
      remember: () => undefined,
    };

  const key = cacheKey(folder, JSON.stringify(include), JSON.stringify(ignore));
  const snapshot = cache.read<FolderSnapshot>(NAMESPACE, key, isFolderSnapshot);
  const nowMs = Date.now();
  const identityOf = (relative: string): Identity => {
    const stats = fs.statSync(path.join(absFolder, relative), { throwIfNoEntry: false });
    if (!stats || nowMs - stats.mtimeMs < SETTLED_MS) return null;
    return [stats.dev, stats.ino, stats.size, stats.mtimeMs];
  };
  const folderMissing = !fs.existsSync(absFolder);
  const listingHolds =
    snapshot !== undefined &&
    (snapshot.folders === 'missing'
      ? folderMissing
      : snapshot.folders.every(([relative, identity]) => sameIdentity(identity, identityOf(relative))));
  let folders: FolderSnapshot['folders'];
  let relativePaths: string[];
  if (snapshot && listingHolds) {
    folders = snapshot.folders;
    relativePaths = snapshot.files.map(([relativePath]) => relativePath);
  } else if (folderMissing) {
    folders = 'missing';
    relativePaths = [];
  } else {
    // The folders' identities are taken before the files are listed: a file added in between changes
    // its folder after that, and the next build lists the folder again. A folder made meanwhile is not
    // among them: then the listing is kept as one that never holds.
    const walked = ['.', ...(await glob(['**'], true))];
    folders = walked.map((relative) => [relative, identityOf(relative)]);
    relativePaths = await glob(include);
    const walkedAfter = ['.', ...(await glob(['**'], true))];
    if (walkedAfter.join('\n') !== walked.join('\n')) folders = [['.', null]];
  }
  const known = new Map(snapshot?.files.map((entry) => [entry[0], entry]));
  const identities = new Map<string, Identity>();
  // Files known unchanged, and files read, as `cache.stats` counts items taken from the cache and made again.
  const counts = (cache.stats[COUNTED_AS] ??= { hits: 0, misses: 0 });
  return {
    relativePaths,
    listedAgain: !listingHolds,
    unchanged(relativePath) {
      const identity = identityOf(relativePath);
      identities.set(relativePath, identity);
      const entry = known.get(relativePath);
      if (!entry || entry[3] === null || !sameIdentity(entry[1], identity)) {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      return { textKey: entry[2], frontMatter: entry[3] };
    },
    remember(files) {
      const entries = files.map(({ relativePath, textKey, frontMatter }): FolderSnapshot['files'][number] => [
        relativePath,
        identities.get(relativePath) ?? null,
        textKey,
        frontMatter,
      ]);
      const same =
        listingHolds &&
        entries.length === snapshot!.files.length &&
        entries.every((entry, i) => sameEntry(entry, snapshot!.files[i]!));
      if (!same) cache.write(NAMESPACE, key, { folders, files: entries } satisfies FolderSnapshot);
    },
  };
}

/** Whether two identities are known and the same. */
function sameIdentity(a: Identity, b: Identity): boolean {
  return a !== null && b !== null && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/** Whether two entries of a snapshot's files say the same (front matter compared as JSON, as stored). */
function sameEntry(a: FolderSnapshot['files'][number], b: FolderSnapshot['files'][number]): boolean {
  const sameFrontMatter = a[3] === b[3] || JSON.stringify(a[3]) === JSON.stringify(b[3]);
  return a[0] === b[0] && (a[1] === b[1] || sameIdentity(a[1], b[1])) && a[2] === b[2] && sameFrontMatter;
}

const isIdentity = (value: unknown) =>
  value === null || (Array.isArray(value) && value.length === 4 && value.every((part) => typeof part === 'number'));

function isFolderSnapshot(value: unknown): boolean {
  const snapshot = value as FolderSnapshot | null;
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    (snapshot.folders === 'missing' ||
      (Array.isArray(snapshot.folders) &&
        snapshot.folders.every(
          (entry) => Array.isArray(entry) && typeof entry[0] === 'string' && isIdentity(entry[1]),
        ))) &&
    Array.isArray(snapshot.files) &&
    snapshot.files.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 4 &&
        typeof entry[0] === 'string' &&
        isIdentity(entry[1]) &&
        typeof entry[2] === 'string' &&
        (entry[3] === null || (typeof entry[3] === 'object' && !Array.isArray(entry[3]))),
    )
  );
}
