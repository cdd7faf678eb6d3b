import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../context/logger.js';
import { cacheControlFor } from './cache-control.js';
import { contentTypeFor, isCompressible } from './content-types.js';
import { createFileCache } from './file-cache.js';
import { findFile, type FoundFile } from './find-file.js';
import { negotiateEncoding } from './negotiate-encoding.js';
import { resolveRequestPath } from './resolve-request-path.js';

/** Bodies smaller than this are not worth a Content-Encoding. */
const MIN_COMPRESS_BYTES = 256;

/**
 * Creates the request listener for a built site in `dir`: GET and HEAD only, pretty URLs to
 * `index.html`, the site's `404.html` for anything missing, ETag revalidation and compression.
 */
export function createRequestHandler(dir: string, logger: Logger) {
  const cache = createFileCache();

  async function send(req: IncomingMessage, res: ServerResponse, found: FoundFile, status: number) {
    const file = await cache.load(found.absolutePath, found.stats);
    const contentType = contentTypeFor(found.absolutePath);
    const compressible = isCompressible(contentType);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relativePath) : 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');

    const encoding = compressible && file.body.length >= MIN_COMPRESS_BYTES
      ? negotiateEncoding(req.headers['accept-encoding'])
      : 'identity';
    if (status === 200) {
      // Each encoding is its own representation, so it gets its own strong ETag (RFC 9110 §8.8.3).
      res.setHeader('ETag', encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`);
      res.setHeader('Last-Modified', found.stats.mtime.toUTCString());
      if (etagMatches(req.headers['if-none-match'], file.etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }

    const body = encoding === 'identity' ? file.body : await cache.encode(file, encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.statusCode = status;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(req, res, 405, 'Method Not Allowed\n');
      return;
    }
    const target = resolveRequestPath(req.url ?? '/');
    if (target.kind === 'bad-request') {
      sendText(req, res, 400, 'Bad Request\n');
      return;
    }
    const found = await findFile(dir, target.relative, target.trailingSlash);
    if (found) {
      await send(req, res, found, 200);
      return;
    }
    const notFoundPage = await findFile(dir, '404.html', false);
    if (notFoundPage) await send(req, res, notFoundPage, 404);
    else sendText(req, res, 404, 'Not Found\n');
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      logger.error(`serve: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal Server Error\n');
    });
  };
}

/**
 * If-None-Match is a list of ETags (or `*`). Any encoding's tag of the same bytes matches, and a weak
 * `W/` prefix is ignored, as the weak comparison for GET allows.
 */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = etag.slice(0, -1);
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === `${base}-br"` || value === `${base}-gzip"`;
  });
}
