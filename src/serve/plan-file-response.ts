import type { IncomingHttpHeaders } from 'node:http';
import { parseRange } from './parse-range.js';

/** What a request's conditions are checked against: the identity representation of a file. */
export interface FileValidators {
  size: number;
  /** Strong ETag of the identity bytes, e.g. `"abc"`; compressed forms are tagged `"abc-br"`, `"abc-gzip"`. */
  etag: string;
  mtimeMs: number;
}

export type FilePlan =
  | { kind: 'not-modified' }
  | { kind: 'unsatisfiable' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'full' };

const NOT_MODIFIED: FilePlan = { kind: 'not-modified' };
const UNSATISFIABLE: FilePlan = { kind: 'unsatisfiable' };
const FULL: FilePlan = { kind: 'full' };

/**
 * Decides how to answer a GET or HEAD of an existing file, in the order of RFC 9110 §13.2.2:
 * If-None-Match (or, only without it, If-Modified-Since) may make it a 304; then a Range, on GET and
 * when If-Range (if sent) still names this file, makes it a 206 or a 416. Ranges are of the identity
 * bytes.
 */
export function planFileResponse(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  file: FileValidators,
): FilePlan {
  if (isNotModified(headers, file)) return NOT_MODIFIED;
  const range = headers.range;
  if (method !== 'GET' || !range || !ifRangeHolds(headers['if-range'] as string | undefined, file)) return FULL;
  const parsed = parseRange(range, file.size);
  if (parsed === null) return FULL;
  if (parsed === 'unsatisfiable') return UNSATISFIABLE;
  return { kind: 'range', start: parsed.start, end: parsed.end };
}

function isNotModified(headers: IncomingHttpHeaders, file: FileValidators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, file.etag);
  const since = headers['if-modified-since'];
  if (!since) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && wholeSeconds(file.mtimeMs) <= date;
}

/**
 * If-None-Match is a list of ETags (or `*`). Any encoding's tag of the same bytes matches, and a weak
 * `W/` prefix is ignored, as the weak comparison for GET allows.
 */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const base = etag.slice(0, -1);
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === `${base}-br"` || value === `${base}-gzip"`;
  });
}

/**
 * If-Range holds when it is the file's strong ETag (a weak one never matches) or exactly its
 * Last-Modified date; otherwise the client's partial copy is of another version and gets the whole.
 */
function ifRangeHolds(header: string | undefined, file: FileValidators): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"')) return value === file.etag;
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === wholeSeconds(file.mtimeMs);
}

/** HTTP dates have whole seconds, so a file modified within the second of the client's date is not newer. */
function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
