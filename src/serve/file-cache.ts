import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const MiB = 1024 * 1024;

export type CompressedEncoding = 'br' | 'gzip';

/** A small file's bytes as last read, with its strong ETag and any compressed forms made so far. */
export interface CachedFile {
  readonly absolutePath: string;
  body: Buffer;
  etag: string;
  /** Modification time of the file the bytes were read from. */
  mtimeMs: number;
  encoded: Partial<Record<CompressedEncoding, Promise<Buffer>>>;
}

export interface FileCacheOptions {
  /** Files of this size or more are never held; they are streamed. @default 1 MiB */
  maxFileBytes?: number;
  /** Bytes held at most, compressed forms included; the least recently used files go first. @default 48 MiB */
  maxBytes?: number;
}

export interface FileCache {
  /** Bytes held now, compressed forms included. */
  readonly bytes: number;
  /**
   * The file's bytes, read again only when its inode, size or modification time changed; concurrent
   * first reads share one read. Null when the file is too large to hold: stream it instead.
   */
  load(absolutePath: string, stats: Stats): Promise<CachedFile | null>;
  /** The file compressed with `encoding`, made once per version of the file. */
  encode(file: CachedFile, encoding: CompressedEncoding): Promise<Buffer>;
}

/**
 * Creates the per-server cache of small files, bounded by total bytes. It is keyed by path and checked
 * against the file's stats on every request, so a rebuild (which swaps the whole output folder) is
 * picked up at once.
 */
export function createFileCache(options: FileCacheOptions = {}): FileCache {
  const maxFileBytes = options.maxFileBytes ?? MiB;
  const maxBytes = options.maxBytes ?? 48 * MiB;
  // A Map iterates in insertion order, so re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { version: string; file: CachedFile; bytes: number }>();
  const reading = new Map<string, Promise<CachedFile | null>>();
  let bytes = 0;

  function hold(file: CachedFile, version: string): void {
    drop(file.absolutePath);
    entries.set(file.absolutePath, { version, file, bytes: file.body.length });
    bytes += file.body.length;
    evict();
  }

  /** Counts a compressed form against the bound, if its file is still held. */
  function grow(file: CachedFile, added: number): void {
    const entry = entries.get(file.absolutePath);
    if (entry?.file !== file) return;
    entry.bytes += added;
    bytes += added;
    evict();
  }

  function drop(absolutePath: string): void {
    const entry = entries.get(absolutePath);
    if (!entry) return;
    entries.delete(absolutePath);
    bytes -= entry.bytes;
  }

  function evict(): void {
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) return;
      drop(oldest);
    }
  }

  async function read(absolutePath: string): Promise<CachedFile | null> {
    // Version and bytes both come from the open descriptor, so they describe the same file even if
    // the path is swapped to another between the caller's stat and this read.
    const handle = await open(absolutePath, 'r');
    try {
      const stats = await handle.stat();
      if (!stats.isFile() || stats.size >= maxFileBytes) return null;
      const body = await handle.readFile();
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
      const file: CachedFile = { absolutePath, body, etag: `"${hash}"`, mtimeMs: stats.mtimeMs, encoded: {} };
      if (body.length < maxFileBytes) hold(file, versionOf(stats));
      return file;
    } finally {
      await handle.close();
    }
  }

  return {
    get bytes() {
      return bytes;
    },
    load(absolutePath, stats) {
      if (stats.size >= maxFileBytes) return Promise.resolve(null);
      const version = versionOf(stats);
      const entry = entries.get(absolutePath);
      if (entry?.version === version) {
        entries.delete(absolutePath);
        entries.set(absolutePath, entry);
        return Promise.resolve(entry.file);
      }
      const key = `${absolutePath}\0${version}`;
      let pending = reading.get(key);
      if (!pending) {
        pending = read(absolutePath).finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    },
    encode(file, encoding) {
      let pending = file.encoded[encoding];
      if (!pending) {
        pending = compress(file.body, encoding);
        file.encoded[encoding] = pending;
        pending.then(
          (result) => grow(file, result.length),
          () => delete file.encoded[encoding],
        );
      }
      return pending;
    },
  };
}

function versionOf(stats: Stats): string {
  return `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
}

/** Compresses a response body as serve sends it: brotli quality 5 or gzip level 6. */
export function compress(body: Buffer, encoding: CompressedEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
