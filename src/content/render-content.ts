import { cacheKey } from '../cache/build-cache.js';
import type { KnownDataKeys } from '../cache/data-key.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { BuildContext } from '../context/build-context.js';
import { runStepsWith, type Checkpoint } from '../context/stage-steps.js';
import { applyBrokenLinkPolicy } from '../diagnostics/broken-link-policy.js';
import { failOnErrors } from '../diagnostics/diagnostic.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { DiscoveredSources, SourceFile } from '../model/source-file.js';
import { storeRenderedMarkdown, takeCachedMarkdown, type ContentCacheScope } from './markdown/markdown-cache.js';
import { renderMarkdownInWorkers } from './markdown/render-markdown-in-workers.js';
import type { MarkdownBatchOptions, MarkdownBatchResult } from './markdown/render-markdown-files.js';
import { cachedModulePages } from './mdx/module-pages-cache.js';
import { renderModulePages } from './mdx/render-module-pages.js';
import type { ModulePagesJob, ModulePagesRenderer, ModulePagesResult } from '../model/module-pages.js';
import { linkFolders } from './links/link-folders.js';
import { isCompiledAsMdx } from './content-format.js';
import { hasUserPlugins, userPlugins } from './user-plugins.js';

export interface ContentResult {
  /** Each content file's rendered page, by file, in discovery order. */
  rendered: Map<string, RenderedContent>;
  /**
   * Browser files the pages need, by output path: the modules of the site's client components
   * (`'use client'`) and the CSS that components import.
   */
  assets: Map<string, OutputFile>;
  /** Every file the MDX and TSX pages' bundles read (absolute paths): their modules and stylesheets. */
  moduleInputs: string[];
  /**
   * The `dataKey` of contents the cache stored with theirs, so that keying the pages does not hash
   * every page's HTML and text again.
   */
  dataKeys: KnownDataKeys;
}

export interface ContentOptions {
  /**
   * Render these of the content files only (`watch`: those edited; links still resolve to all of
   * `discovered`). The MDX and TSX pages among them are bundled together, as the whole site's are.
   */
  only?: SourceFile[];
  /** Where to record the data keys of the contents (`ContentResult.dataKeys`): `watch` passes the last build's. */
  dataKeys?: KnownDataKeys;
  /** Awaited between the cache's folders (see `runStepsWith`). */
  checkpoint?: Checkpoint;
  /**
   * `contentRoutesByPath(discovered)`, when the caller holds it: `watch` keeps it from edit to edit, as a
   * quick update keeps every route, instead of making it again over all the site's pages.
   */
  routesByPath?: ReadonlyMap<string, string>;
  /** The contents of the last in-memory build, by data key (see `ContentCacheScope.known`). */
  knownContents?: ReadonlyMap<string, RenderedContent>;
}

/**
 * Renders every content file to HTML with its headings, links and text: Markdown through unified
 * (across worker threads for large sites); MDX compiled, bundled with its imports and rendered with
 * React; TSX pages bundled and rendered, and the client components they use bundled for the browser
 * against the client's React (`client.sharedModules`), by `renderModules` when given. Links to the
 * drafts left out resolve, for the routes stage to name them. Every error of every file is collected
 * before the stage fails.
 */
export async function renderContent(
  context: BuildContext,
  discovered: DiscoveredSources,
  client: Pick<ClientAssets, 'sharedModules'>,
  renderModules?: ModulePagesRenderer,
  { only, dataKeys = new WeakMap(), checkpoint, routesByPath = contentRoutesByPath(discovered), knownContents }: ContentOptions = {},
): Promise<ContentResult> {
  const sources = only ?? discovered.sources;
  const markdownSources = sources.filter((source) => isReadAsMarkdown(source, context.config));
  const readAsMarkdown = new Set(markdownSources);
  const moduleSources = sources.filter((source) => !readAsMarkdown.has(source));

  // Pages whose result the cache holds are not rendered again: Markdown page by page, the MDX and TSX
  // pages (bundled together) all together.
  const cacheScope = contentCacheScope(context, routesByPath, dataKeys, only !== undefined, knownContents);
  const { cached, toRender } = cacheScope
    ? await runStepsWith(takeCachedMarkdown(cacheScope, markdownSources), checkpoint)
    : { cached: [], toRender: markdownSources };

  const [markdown, modules] = await Promise.all([
    renderMarkdownPages(context, toRender, discovered, routesByPath),
    cachedModulePages(cacheScope, moduleSources, () =>
      renderModulePagesOf(context, moduleSources, discovered, client.sharedModules, renderModules),
    ),
  ]);
  if (cacheScope) storeRenderedMarkdown(cacheScope, toRender, markdown);
  // Dead links found here (a relative `.md` link to no file) follow onBrokenLinks like the routes stage's.
  const diagnostics = applyBrokenLinkPolicy([...markdown.diagnostics, ...modules.diagnostics], context.config);
  context.warnings.push(...diagnostics.filter((diagnostic) => diagnostic.severity === 'warning'));
  failOnErrors(diagnostics);
  // Keep discovery order so later stages see a stable order.
  const byFile = new Map([...cached, ...markdown.rendered, ...modules.rendered]);
  return { rendered: new Map(sources.map((source) => [source.file, byFile.get(source.file)!])), assets: modules.assets, moduleInputs: modules.inputs, dataKeys };
}

/**
 * Where this stage keeps and finds rendered content in the build's cache, if it has one; `routes` as
 * `contentRoutesByPath` gives them; `partial`: the stage renders some of the site's files only (`watch`).
 */
export function contentCacheScope(
  context: BuildContext,
  routesByPath: ReadonlyMap<string, string>,
  dataKeys: KnownDataKeys,
  partial = false,
  known?: ReadonlyMap<string, RenderedContent>,
): ContentCacheScope | undefined {
  // The config as JSON, and the code of its plugins, which JSON does not show; hashed once, not into
  // every page's key.
  const sharedKey = cacheKey(JSON.stringify(context.config), context.configCodeKey ?? '');
  return context.cache && { cache: context.cache, root: context.root, sharedKey, routesByPath, dataKeys, lazyBodies: context.lazyContentBodies === true, partial, folders: new Map(), ...(known && { known }) };
}

/**
 * Renders MDX and TSX pages as this stage does, bundled together, by `renderModules` when given
 * (`watch`: on a worker thread), else on this thread; `discovered` are all the site's content files
 * and drafts, whose routes links resolve to.
 */
export async function renderModulePagesOf(
  context: BuildContext,
  toRender: SourceFile[],
  discovered: DiscoveredSources,
  sharedModules: ClientAssets['sharedModules'],
  renderModules?: ModulePagesRenderer,
): Promise<ModulePagesResult> {
  const { config } = context;
  const job: ModulePagesJob = {
    root: context.root,
    sources: toRender,
    routes: contentRoutes(discovered),
    folders: linkFolders(config, context.versions),
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    format: config.markdown.format,
    sharedModules,
    ...(hasUserPlugins(config.markdown) && { userPluginsKey: context.configCodeKey ?? '' }),
  };
  if (toRender.length > 0 && renderModules) return renderModules(job);
  return renderModulePages(job, await context.highlighter(), userPlugins(config.markdown));
}

/** The route of every content file by absolute path, drafts too: a link to a draft left out resolves, so the link check can name it. */
export function contentRoutes({ sources, drafts }: DiscoveredSources): [string, string][] {
  return [...sources, ...drafts].map((source) => [source.absPath, source.route]);
}

/** `contentRoutes` as a map: what links resolve against. */
export function contentRoutesByPath(discovered: DiscoveredSources): Map<string, string> {
  return new Map(contentRoutes(discovered));
}

/**
 * Renders pages read as Markdown (`isReadAsMarkdown`) as this stage does, with the site's unified
 * plugins, on worker threads when there are many; `discovered` are all the site's content files and
 * drafts, whose routes links resolve to (`routesByPath`: `contentRoutesByPath(discovered)`).
 */
export function renderMarkdownPages(context: BuildContext, toRender: SourceFile[], discovered: DiscoveredSources, routesByPath: ReadonlyMap<string, string> = contentRoutesByPath(discovered)): Promise<MarkdownBatchResult> {
  return renderMarkdownInWorkers(toRender, markdownBatchOptions(context, routesByPath), context.highlighter, hasUserPlugins(context.config.markdown) ? userPlugins(context.config.markdown) : undefined);
}

/** What rendering Markdown pages of the site needs besides the pages (`routesByPath`: `contentRoutesByPath` of its files). */
export function markdownBatchOptions(context: BuildContext, routesByPath: ReadonlyMap<string, string>): MarkdownBatchOptions {
  return { root: context.root, routesByPath, folders: linkFolders(context.config, context.versions), siteUrl: context.config.url, baseUrl: context.config.baseUrl };
}

/** Whether a content file is read as Markdown (CommonMark + GFM) rather than compiled as MDX or TSX. */
export function isReadAsMarkdown(source: SourceFile, config: SiteConfig): boolean {
  return source.extension === '.md' && !isCompiledAsMdx(source, config.markdown.format);
}
