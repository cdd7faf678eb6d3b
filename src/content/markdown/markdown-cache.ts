import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../../cache/build-cache.js';
import { dataKey, type KnownDataKeys } from '../../cache/data-key.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { ContentDependencies } from '../content-dependencies.js';
import type { MarkdownBatchResult } from './render-markdown-files.js';

const NAMESPACE = 'markdown';

interface CachedMarkdown {
  content: RenderedContent;
  /** `dataKey(content)`, made once when the content was rendered. */
  contentKey: string;
  dependencies: ContentDependencies;
}

export interface ContentCacheScope {
  cache: BuildCache;
  root: string;
  /** What every page's result depends on besides its own file: a key of the config. */
  sharedKey: string;
  /** Route of every content file, by absolute path (what links resolve against). */
  routesByPath: Map<string, string>;
  /** Filled in with the data key of every content taken from or stored in the cache. */
  dataKeys: KnownDataKeys;
}

/**
 * Splits Markdown pages into those whose rendered result the cache holds and can reuse (same bytes,
 * path, route and config, and every dependency still as it was) and those to render.
 */
export function takeCachedMarkdown(scope: ContentCacheScope, sources: SourceFile[]): { cached: [string, RenderedContent][]; toRender: SourceFile[] } {
  const cached: [string, RenderedContent][] = [];
  const toRender: SourceFile[] = [];
  const stillValid = (entry: CachedMarkdown) => dependenciesHold(scope, entry.dependencies);
  for (const source of sources) {
    const entry = scope.cache.read<CachedMarkdown>(NAMESPACE, keyOf(scope, source), stillValid);
    if (entry) {
      cached.push([source.file, entry.content]);
      scope.dataKeys.set(entry.content, entry.contentKey);
    } else toRender.push(source);
  }
  return { cached, toRender };
}

/** Stores the pages that rendered without a diagnostic, with what they depended on. */
export function storeRenderedMarkdown(scope: ContentCacheScope, sources: SourceFile[], result: MarkdownBatchResult): void {
  const contentByFile = new Map(result.rendered);
  const sourceByFile = new Map(sources.map((source) => [source.file, source]));
  for (const [file, dependencies] of result.dependencies) {
    const source = sourceByFile.get(file);
    const content = contentByFile.get(file);
    if (!source || !content) continue;
    const contentKey = dataKey(content);
    scope.dataKeys.set(content, contentKey);
    scope.cache.write(NAMESPACE, keyOf(scope, source), { content, contentKey, dependencies } satisfies CachedMarkdown);
  }
}

function keyOf(scope: ContentCacheScope, source: SourceFile): string {
  return cacheKey(scope.sharedKey, source.file, source.route, source.text);
}

function dependenciesHold(scope: ContentCacheScope, dependencies: ContentDependencies): boolean {
  for (const [file, route] of Object.entries(dependencies.routes)) {
    if (scope.routesByPath.get(path.join(scope.root, file)) !== route) return false;
  }
  if ((dependencies.absent ?? []).some((file) => scope.routesByPath.has(path.join(scope.root, file)))) return false;
  return dependencies.images.every((image) => fs.existsSync(path.join(scope.root, image)));
}
