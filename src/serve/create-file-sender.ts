import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { Logger } from '../context/logger.js';
import { beginFileResponse } from './begin-file-response.js';
import { contentTypeFor, isCompressible } from './content-types.js';
import type { CachedFile, CompressedEncoding, FileCache } from './file-cache.js';
import type { HeldFile, SourceFile } from './file-source.js';
import type { FoundFile } from './find-file.js';
import { negotiateEncoding } from './negotiate-encoding.js';

/** Bodies smaller than this are not worth a Content-Encoding. */
const MIN_COMPRESS_BYTES = 256;

/** Answers with a found file; resolves false, having sent nothing, when the file is gone by then. */
export type SendFile = (
  req: IncomingMessage,
  res: ServerResponse,
  found: SourceFile,
  status: number,
) => Promise<boolean>;

/**
 * Creates the function that answers with a file: one held in memory as it is, a small one from disk from the cache (compressed when the
 * client accepts it), a larger one streamed from an open descriptor, never held whole. The length and
 * the bytes of a streamed file come from that one descriptor, so they agree even when a rebuild swaps
 * the output folder between two system calls.
 */
export function createFileSender(cache: FileCache, logger: Logger): SendFile {
  async function sendHeld(
    req: IncomingMessage,
    res: ServerResponse,
    found: { relativePath: string },
    contentType: string,
    status: number,
    file: HeldFile,
    encode: (encoding: CompressedEncoding) => Promise<Buffer>,
  ) {
    const compressible = isCompressible(contentType);
    const encoding =
      compressible && file.body.length >= MIN_COMPRESS_BYTES
        ? negotiateEncoding(req.headers['accept-encoding'])
        : 'identity';
    res.setHeader('Content-Type', contentType);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    const validators = { size: file.body.length, etag: file.etag, mtimeMs: file.mtimeMs };
    const part = beginFileResponse(req, res, found, status, validators, encoding);
    if (!part) return;
    let body = part.partial ? file.body.subarray(part.start, part.end + 1) : file.body;
    if (!part.partial && encoding !== 'identity') {
      body = await encode(encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendOpen(
    req: IncomingMessage,
    res: ServerResponse,
    found: FoundFile,
    status: number,
    handle: FileHandle,
  ) {
    let streaming = false;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) return false;
      res.setHeader('Content-Type', contentTypeFor(found.absolutePath));
      // Hashing a large file on every version would cost a whole read, so its strong ETag comes from
      // the same stats that make a cached file be read again.
      const etag = `"${stats.ino.toString(36)}-${stats.size.toString(36)}-${Math.round(stats.mtimeMs * 1000).toString(36)}"`;
      const part = beginFileResponse(
        req,
        res,
        found,
        status,
        { size: stats.size, etag, mtimeMs: stats.mtimeMs },
        'identity',
      );
      if (!part) return true;
      const length = part.end - part.start + 1;
      res.setHeader('Content-Length', length);
      if (req.method === 'HEAD' || length === 0) {
        res.end();
        return true;
      }
      // The stream closes the descriptor when it ends, fails or is destroyed (the client went away).
      const stream = handle.createReadStream({ start: part.start, end: part.end });
      streaming = true;
      pipeline(stream, res, (error) => {
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          logger.error(`serve: ${req.method} ${req.url} failed while sending: ${error.message}`);
        }
      });
      return true;
    } finally {
      if (!streaming) await handle.close();
    }
  }

  return async (req, res, found, status) => {
    if (found.kind === 'memory') {
      await sendHeld(req, res, found, contentTypeFor(found.relativePath), status, found.file, found.encode);
      return true;
    }
    let source: { file: CachedFile } | { handle: FileHandle };
    try {
      const file = await cache.load(found.absolutePath, found.stats);
      source = file ? { file } : { handle: await open(found.absolutePath, 'r') };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return false;
      throw error;
    }
    if ('handle' in source) return sendOpen(req, res, found, status, source.handle);
    const { file } = source;
    await sendHeld(req, res, found, contentTypeFor(found.absolutePath), status, file, (encoding) =>
      cache.encode(file, encoding),
    );
    return true;
  };
}
