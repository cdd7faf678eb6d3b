import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey } from '../../cache/build-cache.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { ContentCacheScope } from '../markdown/markdown-cache.js';
import type { ModulePagesResult } from '../../model/module-pages.js';
import { sourceTextKey } from '../../cache/source-text-key.js';

const NAMESPACE = 'module-pages';

/** The MDX and TSX pages' results as stored: all of them together, as they are bundled together. */
interface CachedModulePages {
  rendered: [string, RenderedContent][];
  /** Output files as text or base64 bytes. */
  assets: [string, { text: string } | { base64: string }][];
  /** Each file esbuild read (site-relative) → a hash of its bytes. */
  inputs: Record<string, string>;
  /** Images the pages found, site-relative. */
  images: string[];
}

/**
 * The MDX and TSX pages, from the cache when the pages' bytes and routes, every route of the site
 * (their links resolve against them), the config, and every module, component and stylesheet esbuild
 * read for them are unchanged and the images they found are still there; otherwise rendered by
 * `render` and stored (when no page had a diagnostic).
 */
export async function cachedModulePages(
  scope: ContentCacheScope | undefined,
  sources: SourceFile[],
  render: () => Promise<ModulePagesResult>,
): Promise<CachedResult> {
  if (!scope || sources.length === 0) return render();
  const routes = [...scope.routesByPath].map(([absPath, route]) => `${path.relative(scope.root, absPath)}=${route}`).sort();
  const key = cacheKey(scope.sharedKey, routes.join('\n'), ...sources.flatMap((source) => [source.file, source.route, sourceTextKey(source)]));
  const cached = scope.cache.read<CachedModulePages>(NAMESPACE, key, (entry) => inputsUnchanged(scope.root, entry));
  if (cached) return restore(scope.root, cached);

  const result = await render();
  if (result.diagnostics.length === 0) scope.cache.write(NAMESPACE, key, store(scope.root, result));
  return result;
}

type CachedResult = Pick<ModulePagesResult, 'rendered' | 'assets' | 'diagnostics' | 'inputs'>;

function store(root: string, result: ModulePagesResult): CachedModulePages {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return {
    rendered: result.rendered,
    assets: [...result.assets].map(([file, output]) => [file, typeof output.contents === 'string' ? { text: output.contents } : { base64: Buffer.from(output.contents).toString('base64') }]),
    inputs: Object.fromEntries(result.inputs.map((file) => [relative(file), hashOf(file)])),
    images: result.images.map(relative),
  };
}

function restore(root: string, cached: CachedModulePages): CachedResult {
  const assets = new Map(cached.assets.map(([file, stored]) => [file, { contents: 'text' in stored ? stored.text : new Uint8Array(Buffer.from(stored.base64, 'base64')) }]));
  return { rendered: cached.rendered, assets, diagnostics: [], inputs: Object.keys(cached.inputs).map((file) => path.join(root, file)) };
}

function inputsUnchanged(root: string, entry: CachedModulePages): boolean {
  const same = Object.entries(entry.inputs).every(([file, hash]) => hashOf(path.join(root, file)) === hash);
  return same && entry.images.every((image) => fs.existsSync(path.join(root, image)));
}

/** A hash of a file's bytes; a file that cannot be read hashes to a value no file has. */
function hashOf(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  } catch {
    return 'unreadable';
  }
}
