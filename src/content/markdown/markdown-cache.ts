import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../../cache/build-cache.js';
import { dataKey, type KnownDataKeys } from '../../cache/data-key.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { ContentDependencies } from '../content-dependencies.js';
import type { MarkdownBatchResult } from './render-markdown-files.js';
import { contentDescription, rememberContentDescription } from '../../model/content-description.js';

const NAMESPACE = 'markdown';
/** The bodies of the contents of NAMESPACE, under the same keys (see `ContentBody`). */
const BODY_NAMESPACE = 'markdown-bodies';

/**
 * The fields of a content that hold its page whole (most of its bytes), which most cached builds need
 * for a few pages only (those rendered again, and those of the search shards made again): the others
 * are linked from the last output, so their bodies are read from the cache when first used, if ever.
 */
const BODY_FIELDS = ['html', 'markdown', 'sections', 'plainText', 'excerptHtml'] as const;
type ContentBody = Pick<RenderedContent, (typeof BODY_FIELDS)[number]>;
const isBodyField = (field: string): field is keyof ContentBody => (BODY_FIELDS as readonly string[]).includes(field);

interface CachedMarkdown {
  /** The content without its body (stored apart, under the same key in BODY_NAMESPACE). */
  content: Omit<RenderedContent, keyof ContentBody>;
  /** The fields of the content in their order, its body's too. */
  fields: string[];
  /** `dataKey(content)`, made once when the content was rendered: what the content with a body read from the cache must have. */
  contentKey: string;
  /** `contentDescription` of the content (made from its text, when it states none). */
  description: string;
  dependencies: ContentDependencies;
}

/**
 * Thrown when the body of a content taken from the cache is needed and cannot be read (missing,
 * damaged): the build starts again reading every body with its entry (`lazyBodies` off), where such an
 * entry is a miss and its page is rendered again.
 */
export class CachedBodyUnavailable extends Error {
  constructor(readonly file: string) {
    super(`the cached body of ${file} could not be read`);
    this.name = 'CachedBodyUnavailable';
  }
}

/** Whether `error` is, or was caused by, a `CachedBodyUnavailable`. */
export function isCachedBodyUnavailable(error: unknown): boolean {
  for (let at = error; at instanceof Error; at = at.cause) if (at instanceof CachedBodyUnavailable) return true;
  return false;
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
  /**
   * Read a cached content's body when it is first used rather than with its entry (a build that writes,
   * which links most pages from the last output). If it cannot be read then, `CachedBodyUnavailable`.
   */
  lazyBodies: boolean;
}

/**
 * Splits Markdown pages into those whose rendered result the cache holds and can reuse (same bytes,
 * path, route and config, and every dependency still as it was) and those to render.
 */
export function takeCachedMarkdown(scope: ContentCacheScope, sources: SourceFile[]): { cached: [string, RenderedContent][]; toRender: SourceFile[] } {
  const cached: [string, RenderedContent][] = [];
  const toRender: SourceFile[] = [];
  for (const source of sources) {
    const key = keyOf(scope, source);
    // An entry whose body cannot be read now (when it is read with the entry) is a miss.
    let content: RenderedContent | undefined;
    const usable = (stored: CachedMarkdown) =>
      Array.isArray(stored.fields) &&
      dependenciesHold(scope, stored.dependencies) &&
      (content = cachedContent(scope, source, key, stored)) !== undefined;
    const entry = scope.cache.read<CachedMarkdown>(NAMESPACE, key, usable);
    if (entry && content) {
      cached.push([source.file, content]);
      scope.dataKeys.set(content, entry.contentKey);
      rememberContentDescription(content, entry.description);
    } else toRender.push(source);
  }
  return { cached, toRender };
}

/**
 * The content of an entry, with its fields in their order: its body read now, or (`lazyBodies`) read
 * when one of its fields is first read. Undefined when the body cannot be read now.
 */
function cachedContent(scope: ContentCacheScope, source: SourceFile, key: string, entry: CachedMarkdown): RenderedContent | undefined {
  const light = entry.content as Record<string, unknown>;
  const whole = (body: ContentBody) => {
    const content: Record<string, unknown> = {};
    for (const field of entry.fields) content[field] = isBodyField(field) ? body[field] : light[field];
    return content;
  };
  const readBody = () =>
    scope.cache.readPart<ContentBody>(
      BODY_NAMESPACE,
      key,
      (body) => typeof body === 'object' && body !== null && dataKey(whole(body)) === entry.contentKey,
    );
  if (!scope.lazyBodies) {
    const body = readBody();
    return body && (whole(body) as unknown as RenderedContent);
  }
  // Kept while the entry is, though this build may never read it.
  scope.cache.keep(BODY_NAMESPACE, key);
  let body: ContentBody | undefined;
  let unreadable = false;
  const content: Record<string, unknown> = {};
  for (const field of entry.fields) {
    if (!isBodyField(field)) content[field] = light[field];
    else
      Object.defineProperty(content, field, {
        enumerable: true,
        get: () => {
          if (!body && !unreadable) unreadable = !(body = readBody());
          if (!body) throw new CachedBodyUnavailable(source.file);
          return body[field];
        },
      });
  }
  return content as unknown as RenderedContent;
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
    const light: Record<string, unknown> = {};
    const body: Record<string, unknown> = {};
    const fields = Object.keys(content).filter((field) => content[field as keyof RenderedContent] !== undefined);
    for (const field of fields) (isBodyField(field) ? body : light)[field] = content[field as keyof RenderedContent];
    const key = keyOf(scope, source);
    scope.cache.write(NAMESPACE, key, {
      content: light as CachedMarkdown['content'],
      fields,
      contentKey,
      description: contentDescription(content),
      dependencies,
    } satisfies CachedMarkdown);
    scope.cache.write(BODY_NAMESPACE, key, body);
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
