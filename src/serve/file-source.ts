import type { FoundFile } from './find-file.js';

/** A file held in memory with its strong ETag, as served from a {@link MemorySource} or the file cache. */
export interface HeldFile {
  body: Buffer;
  /** Strong ETag of `body`, e.g. `"abc"`. */
  etag: string;
  /** When these bytes were first seen (Last-Modified). */
  mtimeMs: number;
}

/** A file a source found for a request: on disk (read or streamed when sent), or already in memory. */
export type SourceFile =
  | ({ kind: 'disk' } & FoundFile)
  | { kind: 'memory'; relativePath: string; file: HeldFile; encode(encoding: 'br' | 'gzip'): Promise<Buffer> };

/** One consistent view of the site for the length of one lookup. */
export interface SiteView {
  /**
   * The file a clean relative request path names: `''` is `index.html`, `a/b/` is `a/b/index.html`,
   * `a/b` is the file `a/b` or else `a/b/index.html`; null when there is none.
   */
  find(relative: string, trailingSlash: boolean): Promise<SourceFile | null>;
}

/**
 * Where the request handler gets the site's files: the output folder on disk (`serve`) or the files
 * of the last good in-memory build (`watch`).
 */
export interface FileSource {
  /** The site as it is now, or null when there is none to serve (answered with 503). */
  view(): Promise<SiteView | null>;
  /**
   * Whether a miss may only mean the site was being swapped during the lookup (an output folder between
   * two renames), so a missing path is looked up twice, and a file that vanished before it was sent
   * is looked up again.
   */
  readonly missesMayBeTransient: boolean;
}
