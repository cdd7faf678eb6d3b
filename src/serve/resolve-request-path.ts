/** What a request path asks for: a path relative to the output folder, or nothing servable. */
export type RequestTarget = { kind: 'path'; relative: string; trailingSlash: boolean } | { kind: 'bad-request' };

/**
 * Turns the raw request target (`/a/b/?q=1`) into posix path segments relative to the output folder.
 * Anything that could step outside the folder is refused rather than normalised: `.` or `..` segments
 * (also percent-encoded), encoded slashes, backslashes, NUL bytes and malformed escapes. Empty segments
 * (`//`) are dropped.
 */
export function resolveRequestPath(rawUrl: string): RequestTarget {
  const pathPart = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (!pathPart.startsWith('/')) return { kind: 'bad-request' };
  if (pathPart.includes('\\') || pathPart.includes('\0')) return { kind: 'bad-request' };

  const segments: string[] = [];
  for (const rawSegment of pathPart.split('/')) {
    if (rawSegment === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { kind: 'bad-request' };
    }
    if (segment === '.' || segment === '..') return { kind: 'bad-request' };
    if (/[/\\\0]/.test(segment)) return { kind: 'bad-request' };
    segments.push(segment);
  }
  return { kind: 'path', relative: segments.join('/'), trailingSlash: pathPart.endsWith('/') };
}
