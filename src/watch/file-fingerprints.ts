import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export interface FileFingerprints {
  /** Remembers the bytes of a file as they are now (the watcher's first scan), unless it was `forget`-ten or looked at since. */
  seed(file: string): Promise<void>;
  /**
   * Remembers the text a build read of a file (UTF-8) as its bytes, unless the file was `forget`-ten
   * or looked at since: watch's first build reads every content file anyway, so the scan need not read
   * them again. Hashed when first needed (see `hashPending`).
   */
  seedRead(file: string, text: string): void;
  /** Whether the file's bytes are remembered (seeded, or looked at since). */
  knows(file: string): boolean;
  /** Hashes texts given to `seedRead` for up to `budgetMs`, so that they are not held; whether any are left. */
  hashPending(budgetMs: number): boolean;
  /**
   * Takes the file as never seen: the next look at it finds it changed. For an event during the first
   * build, when the bytes the build read may be older than those the scan remembered.
   */
  forget(file: string): void;
  /**
   * Of the files an event named, those whose bytes differ from the last time they were seen: changed,
   * created, deleted, or never seen before. Remembers what it read. A file that had bytes and is empty
   * or gone now is most likely being saved (an editor truncates it, then writes; or deletes it, then
   * writes it again): it is `settling`, not changed, the first time; ask again a moment later, and if
   * it is still empty or gone it is changed.
   */
  changed(files: Iterable<string>): Promise<{ changed: string[]; settling: string[] }>;
}

/**
 * A hash of each watched file's bytes, so that an event that changed nothing (a save without edits,
 * `touch`, a checkout that wrote the same bytes) does not rebuild the site.
 */
export function createFileFingerprints(): FileFingerprints {
  const hashes = new Map<string, string>();
  // Texts a build read, not hashed yet: hashing 10,000 of them would delay watch's first page.
  const pending = new Map<string, string>();
  // Files found empty, or gone, once since they last had bytes: the next look decides.
  const emptyOnce = new Set<string>();
  const goneOnce = new Set<string>();
  // Files whose seed must not be kept: an event during the first build named them.
  const unseeded = new Set<string>();

  async function hashOf(file: string): Promise<string | null> {
    try {
      return hashBytes(await readFile(file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Gone, or a folder: nothing to compare; a folder's removal is a change in its own right.
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
  }

  function knownHash(file: string): string | undefined {
    const text = pending.get(file);
    if (text !== undefined) {
      pending.delete(file);
      hashes.set(file, hashText(text));
    }
    return hashes.get(file);
  }

  function forgetFolder(folder: string): boolean {
    let held = false;
    hashPending(Number.POSITIVE_INFINITY);
    for (const file of hashes.keys()) {
      if (file.startsWith(`${folder}/`) || file.startsWith(`${folder}\\`)) {
        hashes.delete(file);
        held = true;
      }
    }
    return held;
  }

  function hashPending(budgetMs: number): boolean {
    const started = performance.now();
    for (const file of pending.keys()) {
      knownHash(file);
      if (performance.now() - started >= budgetMs) break;
    }
    return pending.size > 0;
  }

  const knows = (file: string) => hashes.has(file) || pending.has(file);

  return {
    async seed(file) {
      const hash = await hashOf(file).catch(() => null);
      if (hash !== null && !unseeded.has(file) && !knows(file)) hashes.set(file, hash);
    },
    seedRead(file, text) {
      if (!unseeded.has(file) && !knows(file)) pending.set(file, text);
    },
    knows,
    hashPending,
    forget(file) {
      hashes.delete(file);
      pending.delete(file);
      unseeded.add(file);
    },
    async changed(files) {
      const changed: string[] = [];
      const settling: string[] = [];
      for (const file of files) {
        const hash = await hashOf(file).catch(() => undefined);
        if (hash === undefined) {
          changed.push(file);
          continue;
        }
        const known = knownHash(file);
        if (hash === EMPTY && known !== undefined && known !== EMPTY && !emptyOnce.has(file)) {
          emptyOnce.add(file);
          settling.push(file);
          continue;
        }
        emptyOnce.delete(file);
        if (hash !== null) {
          goneOnce.delete(file);
          hashes.set(file, hash);
          if (hash !== known) changed.push(file);
        } else if (known !== undefined && !goneOnce.has(file)) {
          goneOnce.add(file);
          settling.push(file);
        } else if (known !== undefined || forgetFolder(file)) {
          goneOnce.delete(file);
          // Deleted: a file that was seen, or a folder that held files that were.
          hashes.delete(file);
          pending.delete(file);
          changed.push(file);
        }
      }
      return { changed, settling };
    },
  };
}

function hashBytes(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

/** The hash of the UTF-8 bytes of `text`: that of the file it was read from, when the file is valid UTF-8 (else it differs, and the file counts as changed once). */
function hashText(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64url');
}

const EMPTY = hashBytes(new Uint8Array());
