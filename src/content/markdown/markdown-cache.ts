import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, type BuildCache } from '../../cache/build-cache.js';
import { dataKey, type KnownDataKeys } from '../../cache/data-key.js';
import type { StageSteps } from '../../context/stage-steps.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { ContentDependencies } from '../content-dependencies.js';
import type { MarkdownBatchResult } from './render-markdown-files.js';
import { contentDescription, rememberContentDescription } from '../../model/content-description.js';
import { sourceTextKey } from '../../cache/source-text-key.js';

/**
 * The entries of a folder's pages, in one cache entry per folder of content files: a large site's
 * pages were thousands of small files to open and read on every build. Counted page by page as `markdown`.
 */
const FOLDER_NAMESPACE = 'markdown-folders';
const COUNTED_AS = 'markdown';
/** The bodies of the pages, one entry each under its page's key (see `ContentBody`). */
const BODY_NAMESPACE = 'markdown-bodies';

/** What the cache keeps of one folder: the entry of each of its pages, by page key. */
interface CachedFolder {
  pages: Record<string, CachedMarkdown>;
}

/**
 * The fields of a content that hold its page whole (most of its bytes), which most cached builds need
 * for a few pages only (those rendered again, and those of the search shards made again): the others
 * are linked from the last output, so their bodies are read from the cache when first used, if ever.
 * The table of contents too: only rendering reads it, and it was a third of what every build read of
 * the folders' entries.
 */
const BODY_FIELDS = ['html', 'markdown', 'sections', 'plainText', 'excerptHtml', 'toc'] as const;
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
  routesByPath: ReadonlyMap<string, string>;
  /** Filled in with the data key of every content taken from or stored in the cache. */
  dataKeys: KnownDataKeys;
  /**
   * Read a cached content's body when it is first used rather than with its entry (a build that writes,
   * which links most pages from the last output). If it cannot be read then, `CachedBodyUnavailable`.
   */
  lazyBodies: boolean;
  /**
   * The contents an earlier in-memory build of the site made, by their data key (`watch`): an entry
   * whose data key names one takes it as it is, without its body read and checked again (at 10,000
   * pages, 200 MB of JSON read and hashed in every whole build).
   */
  known?: ReadonlyMap<string, RenderedContent>;
  /**
   * The content files are some of the site's (`watch`, after an edit): a folder's entry keeps the
   * entries of its pages not among them, where a whole build's keeps only those of its pages.
   */
  partial: boolean;
  /** The folders' entries read by `takeCachedMarkdown`, by folder key: what each holds now, and whether to store it. */
  folders: Map<string, { pages: Record<string, CachedMarkdown>; changed: boolean }>;
}

/**
 * Splits Markdown pages into those whose rendered result the cache holds and can reuse (same bytes,
 * path, route and config, and every dependency still as it was) and those to render; as steps, a
 * folder's entry at a time (see `runStepsWith`).
 */
export function* takeCachedMarkdown(scope: ContentCacheScope, sources: SourceFile[]): StageSteps<{ cached: [string, RenderedContent][]; toRender: SourceFile[] }> {
  const cached: [string, RenderedContent][] = [];
  const toRender: SourceFile[] = [];
  const counts = (scope.cache.stats[COUNTED_AS] ??= { hits: 0, misses: 0 });
  for (const [folderKey, inFolder] of byFolder(scope, sources)) {
    const stored =
      scope.cache.read<CachedFolder>(FOLDER_NAMESPACE, folderKey, (value) => typeof value?.pages === 'object' && value.pages !== null)
        ?.pages ?? {};
    const pages: Record<string, CachedMarkdown> = scope.partial ? { ...stored } : {};
    for (const source of inFolder) {
      const key = keyOf(scope, source);
      const entry = Object.hasOwn(stored, key) ? stored[key] : undefined;
      // An entry whose body cannot be read now (when it is read with the entry) is a miss.
      const content = entry && usable(scope, entry) ? cachedContent(scope, source, key, entry) : undefined;
      if (entry && content) {
        counts.hits++;
        pages[key] = entry;
        cached.push([source.file, content]);
        scope.dataKeys.set(content, entry.contentKey);
        rememberContentDescription(content, entry.description);
      } else {
        counts.misses++;
        toRender.push(source);
      }
    }
    // Stored again when a page is rendered (see storeRenderedMarkdown), or to leave out entries no page has now.
    scope.folders.set(folderKey, { pages, changed: Object.keys(pages).length !== Object.keys(stored).length });
    yield;
  }
  return { cached, toRender };
}

/** The sources by the key of their folder's entry, in order. */
function byFolder(scope: ContentCacheScope, sources: SourceFile[]): Map<string, SourceFile[]> {
  // Grouped by folder first, keyed after: a site has thousands of pages in a few hundred folders.
  const groups = new Map<string, SourceFile[]>();
  for (const source of sources) {
    const folder = path.posix.dirname(source.file);
    const group = groups.get(folder);
    if (group) group.push(source);
    else groups.set(folder, [source]);
  }
  return new Map([...groups].map(([folder, inFolder]) => [folderKey(scope, folder), inFolder]));
}

function folderKeyOf(scope: ContentCacheScope, source: SourceFile): string {
  return folderKey(scope, path.posix.dirname(source.file));
}

function folderKey(scope: ContentCacheScope, folder: string): string {
  return cacheKey(scope.sharedKey, folder);
}

/**
 * The content of an entry, with its fields in their order: its body read now, or (`lazyBodies`) read
 * when one of its fields is first read. Undefined when the body cannot be read now.
 */
function cachedContent(scope: ContentCacheScope, source: SourceFile, key: string, entry: CachedMarkdown): RenderedContent | undefined {
  const known = scope.known?.get(entry.contentKey);
  if (known) {
    scope.cache.keep(BODY_NAMESPACE, key);
    return known;
  }
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
    const folderKey = folderKeyOf(scope, source);
    let folder = scope.folders.get(folderKey);
    if (!folder) scope.folders.set(folderKey, (folder = { pages: {}, changed: true }));
    folder.pages[key] = {
      content: light as CachedMarkdown['content'],
      fields,
      contentKey,
      description: contentDescription(content),
      dependencies,
    };
    folder.changed = true;
    scope.cache.write(BODY_NAMESPACE, key, body);
  }
  for (const [folderKey, folder] of scope.folders)
    if (folder.changed) scope.cache.write(FOLDER_NAMESPACE, folderKey, { pages: folder.pages } satisfies CachedFolder);
}

function keyOf(scope: ContentCacheScope, source: SourceFile): string {
  return cacheKey(scope.sharedKey, source.file, source.route, sourceTextKey(source));
}

/** Whether an entry is whole and what it depended on still holds. */
function usable(scope: ContentCacheScope, entry: CachedMarkdown): boolean {
  try {
    return Array.isArray(entry.fields) && dependenciesHold(scope, entry.dependencies);
  } catch {
    // Not the shape this code writes (the folder's entry was damaged but still JSON): a miss.
    return false;
  }
}

function dependenciesHold(scope: ContentCacheScope, dependencies: ContentDependencies): boolean {
  for (const [file, route] of Object.entries(dependencies.routes)) {
    if (scope.routesByPath.get(path.join(scope.root, file)) !== route) return false;
  }
  if ((dependencies.absent ?? []).some((file) => scope.routesByPath.has(path.join(scope.root, file)))) return false;
  return dependencies.images.every((image) => fs.existsSync(path.join(scope.root, image)));
}
