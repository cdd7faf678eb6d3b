import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { OutputFile } from '../model/output-file.js';
import { htmlFilePath } from './output-files.js';

const NAMESPACE = 'page-manifests';

/**
 * What the cache keeps of the pages last written to one output folder: each one's render key and HTML
 * hash, and once a build has checked the file's bytes against the hash, the file's identity then
 * (`fileIdentity`), so that later builds need not read it again while it stays the same file.
 */
interface PagesManifest {
  pages: Record<string, { key: string; sha: string; identity?: string }>;
}

export interface ReusedPages {
  outputs: Map<string, OutputFile>;
  /** Stores what was written, once the output is: call it after the write stage. */
  remember(): void;
}

/**
 * Each page's output: when the last build into this output folder wrote the page with the same
 * render key, and the file there still holds exactly those bytes, it is hard-linked from there instead
 * of rendered again; otherwise it is rendered. One manifest per output folder records the pages.
 */
export function reuseUnchangedPages(cache: BuildCache, outDir: string, renderers: Map<string, () => string>, keys: Map<string, string>): ReusedPages {
  const manifestKey = cacheKey(outDir);
  const previous = cache.read<PagesManifest>(NAMESPACE, manifestKey)?.pages ?? {};
  const next: PagesManifest = { pages: {} };
  const stats = (cache.stats.pages = { hits: 0, misses: 0 });
  const outputs = new Map<string, OutputFile>();
  for (const [route, render] of renderers) {
    const key = keys.get(route);
    const written = previous[route];
    const file = path.join(outDir, htmlFilePath(route));
    const holds = key !== undefined && written?.key === key && holdsRecorded(file, written);
    if (holds) {
      stats.hits++;
      next.pages[route] = { key, sha: written.sha, ...(holds !== true && { identity: holds }) };
      outputs.set(route, { contents: '', linkFrom: file, render });
      continue;
    }
    stats.misses++;
    const renderAndRecord = () => {
      const html = render();
      if (key !== undefined) next.pages[route] = { key, sha: hashOf(html) };
      return html;
    };
    outputs.set(route, { contents: '', render: renderAndRecord });
  }
  return { outputs, remember: () => cache.write(NAMESPACE, manifestKey, next) };
}

function hashOf(contents: string | Buffer): string {
  return createHash('sha256').update(contents).digest('base64url');
}

function hashOfFile(file: string): string | undefined {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Whether the file still holds the bytes recorded for it: it is the same file as when a build last
 * read them (its identity), or its bytes have that hash. Returns the identity to record (or true when
 * there is none to trust), false when the file does not hold them.
 */
function holdsRecorded(file: string, written: { sha: string; identity?: string }): string | boolean {
  const stats = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return false;
  const identity = fileIdentity(stats);
  if (identity !== undefined && identity === written.identity) return identity;
  if (hashOfFile(file) !== written.sha) return false;
  return identity ?? true;
}

/** Files modified this close to now may still be being written: their identity is not recorded. */
const SETTLED_NS = 2_000_000_000n;

/**
 * A file's device, inode, size and modification time to the nanosecond: writing to the file changes
 * the time, replacing it changes the inode, and hard-linking it (as builds do) changes none. Undefined
 * for a file modified in the last two seconds, which could change again within the same tick of the
 * file system's clock (the "racy" case git's index guards against the same way).
 */
function fileIdentity(stats: fs.BigIntStats): string | undefined {
  if (BigInt(Date.now()) * 1_000_000n - stats.mtimeNs < SETTLED_NS) return undefined;
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
}
