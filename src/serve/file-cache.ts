import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type CompressedEncoding = 'br' | 'gzip';

/** A file's bytes as last read, with its strong ETag and any compressed forms made so far. */
export interface CachedFile {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<CompressedEncoding, Buffer>>;
}

export interface FileCache {
  /** The file's bytes; read again only when its inode, size or modification time changed. */
  load(absolutePath: string, stats: Stats): Promise<CachedFile>;
  /** The file compressed with `encoding`, made once per version of the file. */
  encode(file: CachedFile, encoding: CompressedEncoding): Promise<Buffer>;
}

/**
 * Creates the per-server cache of file contents. It is keyed by path and checked against the file's
 * stats on every request, so a rebuild (which swaps the whole output folder) is picked up at once.
 */
export function createFileCache(): FileCache {
  const entries = new Map<string, { version: string; file: CachedFile }>();

  return {
    async load(absolutePath, stats) {
      const version = `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
      const cached = entries.get(absolutePath);
      if (cached && cached.version === version) return cached.file;
      const body = await readFile(absolutePath);
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
      const file: CachedFile = { body, etag: `"${hash}"`, encoded: {} };
      entries.set(absolutePath, { version, file });
      return file;
    },
    async encode(file, encoding) {
      const existing = file.encoded[encoding];
      if (existing) return existing;
      const result =
        encoding === 'br'
          ? await brotli(file.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
              },
            })
          : await gzip(file.body, { level: 6 });
      file.encoded[encoding] = result;
      return result;
    },
  };
}
