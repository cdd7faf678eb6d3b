import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { OutputFile } from '../model/output-file.js';
import { htmlFilePath } from './output-files.js';

const NAMESPACE = 'page-manifests';

/** What the cache keeps of the pages last written to one output folder: each one's render key and HTML hash. */
interface PagesManifest {
  pages: Record<string, { key: string; sha: string }>;
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
    if (key !== undefined && written?.key === key && hashOfFile(file) === written.sha) {
      stats.hits++;
      next.pages[route] = written;
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
