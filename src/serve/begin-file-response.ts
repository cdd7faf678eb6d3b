import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControlFor } from './cache-control.js';
import type { ContentEncoding } from './negotiate-encoding.js';
import { planFileResponse, type FileValidators } from './plan-file-response.js';
import type { ByteRange } from './parse-range.js';

/** The bytes of a file a response carries; `partial` for a 206, whose bytes are never compressed. */
export interface FilePart extends ByteRange {
  partial: boolean;
}

/**
 * Sets the status and headers of an answer with a file and says which of its bytes to send, or
 * answers a 304 or 416 itself and returns null. The site's 404 page (`status` 404) is sent whole and
 * without validators; a found file (200) gets its ETag (per `encoding`, the one it would be sent in),
 * Last-Modified and Accept-Ranges, and its conditional and Range headers are honoured.
 */
export function beginFileResponse(
  req: IncomingMessage,
  res: ServerResponse,
  found: { relativePath: string },
  status: number,
  file: FileValidators,
  encoding: ContentEncoding,
): FilePart | null {
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relativePath) : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const whole: FilePart = { start: 0, end: file.size - 1, partial: false };
  if (status !== 200) {
    res.statusCode = status;
    return whole;
  }
  const plan = planFileResponse(req.method, req.headers, file);
  res.setHeader('Accept-Ranges', 'bytes');
  // Each encoding is its own representation, so it gets its own strong ETag (RFC 9110 §8.8.3).
  const identity = encoding === 'identity' || plan.kind === 'range';
  res.setHeader('ETag', identity ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`);
  res.setHeader('Last-Modified', new Date(file.mtimeMs).toUTCString());
  switch (plan.kind) {
    case 'not-modified':
      res.statusCode = 304;
      res.end();
      return null;
    case 'unsatisfiable':
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${file.size}`);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Length', 0);
      res.end();
      return null;
    case 'range':
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${plan.start}-${plan.end}/${file.size}`);
      return { start: plan.start, end: plan.end, partial: true };
    case 'full':
      res.statusCode = 200;
      return whole;
  }
}
