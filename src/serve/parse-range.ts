/** An inclusive byte range of a file, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110 §14.1.2): `bytes=5-9`, the open-ended
 * `bytes=5-` and the suffix `bytes=-10`, clamped to the file. Answers `'unsatisfiable'` when the range
 * starts past the end (or asks for none of an empty file), and null when the header is to be ignored
 * in favour of the whole file: another unit, malformed syntax, or several ranges (a server may answer
 * those with 200, which spares it multipart/byteranges bodies that clients hardly ever ask for).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = SINGLE_RANGE.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return last === '' ? 'unsatisfiable' : null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
