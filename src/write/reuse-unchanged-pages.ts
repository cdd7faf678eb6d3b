import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.js';
import type { OutputFile } from '../model/output-file.js';
import { htmlFilePath } from './output-files.js';

const NAMESPACE = 'pages';

/** What the cache keeps of a written page: where it went and a hash of its HTML. */
interface WrittenPage {
  file: string;
  sha: string;
}

/**
 * Each page's output: when the cache says a page with the same render key was written to the same
 * file, and the previous output still holds exactly those bytes, the file is hard-linked from there
 * instead of rendered again; otherwise it is rendered, and its key and hash are kept for next time.
 */
export function reuseUnchangedPages(cache: BuildCache, outDir: string, renderers: Map<string, () => string>, keys: Map<string, string>): Map<string, OutputFile> {
  const outputs = new Map<string, OutputFile>();
  for (const [route, render] of renderers) {
    const key = keys.get(route);
    const file = htmlFilePath(route);
    if (key === undefined) {
      outputs.set(route, { contents: '', render });
      continue;
    }
    const previous = path.join(outDir, file);
    const written = cache.read<WrittenPage>(NAMESPACE, key, (entry) => entry.file === file && hashOfFile(previous) === entry.sha);
    if (written) {
      outputs.set(route, { contents: '', linkFrom: previous, render });
      continue;
    }
    const renderAndRemember = () => {
      const html = render();
      cache.write(NAMESPACE, key, { file, sha: hashOf(html) } satisfies WrittenPage);
      return html;
    };
    outputs.set(route, { contents: '', render: renderAndRemember });
  }
  return outputs;
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
