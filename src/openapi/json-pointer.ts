/** A path into a JSON/YAML document, one segment per key or index. */
export type PointerSegments = readonly (string | number)[];

/** Encodes segments as an RFC 6901 JSON pointer: `['paths', '/a', 'get']` → `/paths/~1a/get`. */
export function toPointer(segments: PointerSegments): string {
  if (segments.length === 0) return '';
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Decodes an RFC 6901 JSON pointer (with or without a leading `#`) into its segments. */
export function fromPointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** How a pointer is shown in messages: `#/paths/~1a/get`, or `#` for the whole document. */
export function formatPointer(segments: PointerSegments): string {
  return '#' + toPointer(segments);
}
