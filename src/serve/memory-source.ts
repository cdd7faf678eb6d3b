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
  let files: FileTable | null = null;

  function served(relativePath: string, held: MemoryFile): MemoryFile {
    if (!options.decorate) return held;
    if (!held.decorated) {
      const body = options.decorate(relativePath, held.body);
      held.decorated = body === held.body ? held : { body, etag: etagOf(body), mtimeMs: held.mtimeMs, encoded: {} };
    }
    return held.decorated;
  }

  function lookup(current: FileTable, relative: string, trailingSlash: boolean): SourceFile | null {
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
      files = FileTable.of(replaced);
      return changed.sort();
    },
    patch(next) {
      const patched = new Map<string, MemoryFile>();
      const changed = putFiles(files, patched, next);
      // A new table, so that a request under way keeps the files it found.
      files = (files ?? FileTable.of(new Map())).with(patched);
      return changed.sort();
    },
    snapshot() {
      const current = files;
      return (relativePath) => current?.get(relativePath)?.body;
    },
  };
}

/** Files a patch adds over a table before they are folded into it. */
const LAYER_LIMIT = 256;

/**
 * The files held at one moment, which a request under way keeps while later replaces and patches make
 * new tables. A patch lays its few files over the table it patches instead of copying it (copying a
 * table of 15,000–30,000 files, as watch holds for 5,000–10,000 pages, took 1.4–6.6 ms of each quick
 * update); once the layer holds more than LAYER_LIMIT files it is folded in, so a lookup stays two
 * map reads.
 */
class FileTable {
  private constructor(
    private readonly base: ReadonlyMap<string, MemoryFile>,
    private readonly layer: ReadonlyMap<string, MemoryFile>,
    readonly size: number,
  ) {}

  static of(files: Map<string, MemoryFile>): FileTable {
    return new FileTable(files, new Map(), files.size);
  }

  get(relativePath: string): MemoryFile | undefined {
    return this.layer.get(relativePath) ?? this.base.get(relativePath);
  }

  *keys(): IterableIterator<string> {
    yield* this.layer.keys();
    for (const relativePath of this.base.keys()) if (!this.layer.has(relativePath)) yield relativePath;
  }

  /** This table with `files` added or replaced. */
  with(files: ReadonlyMap<string, MemoryFile>): FileTable {
    const layer = new Map(this.layer);
    let size = this.size;
    for (const [relativePath, file] of files) {
      if (!layer.has(relativePath) && !this.base.has(relativePath)) size++;
      layer.set(relativePath, file);
    }
    if (layer.size > LAYER_LIMIT) return FileTable.of(new Map([...this.base, ...layer]));
    return new FileTable(this.base, layer, size);
  }
}

/**
 * Puts `next` into `target`; a file whose bytes did not change keeps its entry from `current` (its
 * ETag, Last-Modified and compressed forms). Returns the paths whose bytes changed.
 */
function putFiles(
  current: FileTable | null,
  target: Map<string, MemoryFile>,
  next: ReadonlyMap<string, string | Uint8Array>,
): string[] {
  const now = Date.now();
  const changed: string[] = [];
  for (const [relativePath, contents] of next) {
    const body = toBuffer(contents);
    const previous = current?.get(relativePath);
    if (previous?.body.equals(body)) {
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
