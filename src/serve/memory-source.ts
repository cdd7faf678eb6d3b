import { createHash } from 'node:crypto';
import { compress, type CompressedEncoding } from './file-cache.js';
import type { FileSource, HeldFile, SiteView, SourceFile } from './file-source.js';

interface MemoryFile extends HeldFile {
  encoded: Partial<Record<CompressedEncoding, Promise<Buffer>>>;
  /** The file as served when a `decorate` option changes it: made at its first request. */
  decorated?: MemoryFile;
}

export interface MemorySourceOptions {
  /**
   * What is served for a file held as `body`, made when it is first asked for (watch adds its client
   * script to pages): the files held stay the bytes they were given, shared with whoever gave them.
   * Returns `body` itself for a file it leaves alone.
   */
  decorate?: (relativePath: string, body: Buffer) => Buffer;
}

export interface MemorySource extends FileSource {
  /**
   * Replaces every file at once with `files` (paths relative to the site root, `a/b/index.html`); a
   * request already under way finishes with the files it found. Files whose bytes did not change keep
   * their ETag, Last-Modified and compressed forms. Returns the paths that were added, changed or
   * removed, sorted.
   */
  replace(files: ReadonlyMap<string, string | Uint8Array>): string[];
  /** Adds or replaces the files in `files`, keeping every other; returns the paths whose bytes changed, sorted. */
  patch(files: ReadonlyMap<string, string | Uint8Array>): string[];
  /** The files held now, by path (`a/b/index.html`), as given (not decorated); later replaces and patches do not change it. */
  snapshot(): (relativePath: string) => Buffer | undefined;
  /** The number of files served now. */
  readonly size: number;
}

/**
 * A file source over files held in memory (the output of a build with `write: false`), swapped whole
 * after each rebuild, or patched. Before the first `replace` there is no site to serve (503).
 */
export function createMemorySource(options: MemorySourceOptions = {}): MemorySource {
  let files: Map<string, MemoryFile> | null = null;

  function served(relativePath: string, held: MemoryFile): MemoryFile {
    if (!options.decorate) return held;
    if (!held.decorated) {
      const body = options.decorate(relativePath, held.body);
      held.decorated = body === held.body ? held : { body, etag: etagOf(body), mtimeMs: held.mtimeMs, encoded: {} };
    }
    return held.decorated;
  }

  function lookup(current: Map<string, MemoryFile>, relative: string, trailingSlash: boolean): SourceFile | null {
    const candidates =
      relative === ''
        ? ['index.html']
        : trailingSlash
          ? [`${relative}/index.html`]
          : [relative, `${relative}/index.html`];
    for (const relativePath of candidates) {
      const held = current.get(relativePath);
      if (!held) continue;
      const file = served(relativePath, held);
      return { kind: 'memory', relativePath, file, encode: (encoding) => encode(file, encoding) };
    }
    return null;
  }

  return {
    missesMayBeTransient: false,
    get size() {
      return files?.size ?? 0;
    },
    view(): Promise<SiteView | null> {
      const current = files;
      if (!current) return Promise.resolve(null);
      return Promise.resolve({
        find: (relative, trailingSlash) => Promise.resolve(lookup(current, relative, trailingSlash)),
      });
    },
    replace(next) {
      const replaced = new Map<string, MemoryFile>();
      const changed = putFiles(files, replaced, next);
      for (const relativePath of files?.keys() ?? []) if (!replaced.has(relativePath)) changed.push(relativePath);
      files = replaced;
      return changed.sort();
    },
    patch(next) {
      // A new map, so that a request under way keeps the files it found.
      const patched = new Map(files);
      const changed = putFiles(files, patched, next);
      files = patched;
      return changed.sort();
    },
    snapshot() {
      const current = files;
      return (relativePath) => current?.get(relativePath)?.body;
    },
  };
}

/**
 * Puts `next` into `target`; a file whose bytes did not change keeps its entry from `current` (its
 * ETag, Last-Modified and compressed forms). Returns the paths whose bytes changed.
 */
function putFiles(
  current: Map<string, MemoryFile> | null,
  target: Map<string, MemoryFile>,
  next: ReadonlyMap<string, string | Uint8Array>,
): string[] {
  const now = Date.now();
  const changed: string[] = [];
  for (const [relativePath, contents] of next) {
    const body = toBuffer(contents);
    const previous = current?.get(relativePath);
    if (previous && previous.body.equals(body)) {
      target.set(relativePath, previous);
      continue;
    }
    target.set(relativePath, { body, etag: etagOf(body), mtimeMs: now, encoded: {} });
    changed.push(relativePath);
  }
  return changed;
}

function encode(file: MemoryFile, encoding: CompressedEncoding): Promise<Buffer> {
  let pending = file.encoded[encoding];
  if (!pending) {
    pending = compress(file.body, encoding);
    file.encoded[encoding] = pending;
    pending.catch(() => delete file.encoded[encoding]);
  }
  return pending;
}

function toBuffer(contents: string | Uint8Array): Buffer {
  if (typeof contents === 'string') return Buffer.from(contents);
  return Buffer.isBuffer(contents) ? contents : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
