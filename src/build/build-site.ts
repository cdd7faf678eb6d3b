import path from 'node:path';
import { loadPrebuiltClient } from '../bundle/prebuilt-client.js';
import type { KnownDataKeys } from '../cache/data-key.js';
import { configCodeKey } from '../config/config-code-key.js';
import { loadConfigWithInputs } from '../config/load-config.js';
import { loadSidebars } from '../config/load-sidebars.js';
import { resolveDocVersions } from '../config/doc-versions.js';
import { loadVersionSidebars } from '../config/load-version-sidebars.js';
import { removedRouteWarnings } from './removed-routes.js';
import { siteInputPaths } from '../config/site-folders.js';
import type { ModulePagesRenderer } from '../model/module-pages.js';
import { hasUserPlugins } from '../content/user-plugins.js';
import { createCodeHighlighter } from '../content/code-blocks/code-highlighter.js';
import { renderContent } from '../content/render-content.js';
import { isCachedBodyUnavailable } from '../content/markdown/markdown-cache.js';
import { createBuildCache } from '../cache/build-cache.js';
import { engineFingerprint } from '../cache/engine-fingerprint.js';
import { pageDataKeySteps } from '../cache/page-data-keys.js';
import { runStepsWith } from '../context/stage-steps.js';
import { createBuildContext, type BuildContext } from '../context/build-context.js';
import { consoleLogger, type Logger } from '../context/logger.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { discoverSources } from '../discover/discover-sources.js';
import { isSourceChangedDuringBuild } from '../discover/source-text.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { Page } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { RenderedPage } from '../model/rendered-page.js';
import type { SiteModel } from '../model/site-model.js';
import type { DiscoveredSources, SourceFile } from '../model/source-file.js';
import { memoizedRenderers } from '../render/memoized-renderers.js';
import type { RenderShared } from '../render/render-page.js';
import { createPageRenderers, pageRenderKeys, renderShared, renderSharedKey } from '../render/render-site.js';
import { buildRouteSteps } from '../routes/build-routes.js';
import { buildSearchIndex } from '../search/build-search-index.js';
import type { IndexShard } from '../search/local-index-shards.js';
import { checkOutputFolder } from '../write/check-output-folder.js';
import { collectOutputs, outputContents, outputContentSteps } from '../write/output-files.js';
import { withOutputLock, type OutputLockOptions } from '../write/output-lock.js';
import { outputKeys } from '../write/output-keys.js';
import { reuseUnchangedOutputs, type ReusedOutputs } from '../write/reuse-unchanged-outputs.js';
import { moduleFolders } from '../paths/module-folders.js';
import { recoverInterruptedBuilds } from '../write/staging-folders.js';
import { LateFiles } from '../write/late-files.js';
import { writeOutput } from '../write/write-output.js';
import { startOutputPrefetch, type OutputPrefetch } from '../write/output-prefetch.js';
import { loadEndpointPages } from './load-endpoint-pages.js';
import { siteAssets } from './site-assets.js';
import { createStageTimer, type StageTimer } from './stage-timer.js';

export interface BuildOptions {
  /** Site root (where `site.config.ts` is). @default process.cwd() */
  root?: string;
  /** Output folder, relative to the root or absolute. @default "build" */
  outDir?: string;
  logger?: Logger;
  /** Write the output folder. Tests pass `false` to get the files in memory. @default true */
  write?: boolean;
  /** How long to wait for another build that is swapping the same output folder. @default 60000 */
  lockTimeoutMs?: number;
  /**
   * Reuse and keep rendered results in the persistent cache (`cacheDir` of the config). Builds that
   * write nothing do not use it unless asked. @default true when writing
   */
  cache?: boolean;
  /**
   * Build the pages whose front matter says `draft: true`. `watch` does, so authors see their drafts;
   * `build` (production) leaves them out. @default false
   */
  drafts?: boolean;
  /**
   * Add the config's `headTags`, `scripts`, `stylesheets` and analytics (`gtag`, `plausible`) to every
   * page. `watch` leaves them out unless asked, so a preview neither counts as a visit nor loads them. @default true
   */
  headAdditions?: boolean;
}

/**
 * What `watch` adds to an in-memory build (`write: false`) of a site it builds again and again; a
 * writing build takes none of them.
 */
export interface InMemoryBuildHooks {
  /**
   * Page HTML by render key, kept by the caller between in-memory builds of one site (`watch`): pages
   * whose inputs did not change are not rendered again.
   */
  renderMemo?: Map<string, RenderedPage>;
  /**
   * The Markdown pages' contents by their data key, kept by the caller between in-memory builds of one
   * site (`watch`): a page the cache holds takes its content from here instead of reading its body
   * again. Holds this build's contents afterwards. Used with the cache only.
   */
  contentMemo?: Map<string, RenderedContent>;
  /**
   * Local search index shards by key, kept by the caller between in-memory builds of one site
   * (`watch`): shards whose pages did not change are not indexed again. Used with the cache only.
   */
  shardMemo?: Map<string, IndexShard>;
  /**
   * With `write: false`: called with the output files as soon as every page's HTML is rendered, before
   * the search index is built (which then starts), so that `watch` can show edited pages first.
   */
  onPagesRendered?: (files: ReadonlyMap<string, OutputFile>) => void;
  /**
   * With `write: false`: called as soon as the content files are discovered, with what the stages
   * after discover start from, so that `watch` can show a page a tab asks for before the whole first
   * build is done (see `previewPage`); the build goes on when what it returns settles (the pages
   * asked for already, which would otherwise share the machine with the whole content stage).
   */
  onDiscovered?: (site: DiscoveredSite) => void | Promise<unknown>;
  /**
   * Renders the MDX and TSX pages elsewhere than on this thread: `watch` runs them on worker threads,
   * so that the modules of pages edited all day are not evaluated again and again where it serves.
   */
  renderModulePages?: ModulePagesRenderer;
  /**
   * Awaited between stages and between the steps of the long ones (a file, a folder, a page at a time;
   * it returns at once while the build's slice of the thread lasts): `watch` lets its server and file
   * events through there, and drops a build that a newer edit made out of date (it throws, and the
   * build fails with that error).
   */
  checkpoint?: () => Promise<void>;
}

/** What the stages after discover start from: the build's context and client, the content files, the endpoint pages to come. */
export interface DiscoveredSite {
  context: BuildContext;
  client: ClientAssets;
  discovered: DiscoveredSources;
  endpoints: Promise<EndpointPage[]>;
}

/** What an in-memory build was made from, kept by `watch` to update single pages without a whole build. */
export interface BuildState {
  context: BuildContext;
  sources: SourceFile[];
  /** The drafts left out (see `DiscoveredSources`). */
  drafts: SourceFile[];
  rendered: Map<string, RenderedContent>;
  endpoints: EndpointPage[];
  site: SiteModel;
  assets: ClientAssets;
  shared: RenderShared;
  /** Every file the MDX and TSX pages' bundles read (absolute paths). */
  moduleInputs: string[];
  /** The shared part of the pages' render keys (`renderSharedKey`), when the build keyed its pages. */
  renderSharedKey?: string;
  /** The data keys the content stage knew for the content it rendered or took from the cache. */
  dataKeys: KnownDataKeys;
  /** Where the MDX and TSX pages render (`BuildOptions.renderModulePages`). */
  renderModulePages: ModulePagesRenderer | undefined;
}

export interface BuildResult {
  pages: Page[];
  /**
   * With `write: false`, every output file by path relative to the output folder
   * (`api-intro/deposits/index.html`). Empty after a written build: files are let go as they are
   * written, so a large site is never held whole.
   */
  files: Map<string, OutputFile>;
  warnings: Diagnostic[];
  outDir: string;
  /**
   * What the build read, relative to the site root (see `siteInputPaths`), and the folders of the
   * modules `site.config.ts` imports (its plugins; never `node_modules`): what `watch` watches.
   */
  inputs: string[];
  durationMs: number;
  /** Items served from the cache and items rendered again, by kind (`markdown`, `openapi`, …, `page-memo`). */
  cache: Record<string, { hits: number; misses: number }>;
  /**
   * Milliseconds spent in each stage. Stages that overlap each report their own time; `render` is the
   * time spent rendering pages, which happens while `write` writes them, and `write` excludes it.
   */
  timings: Record<string, number>;
  /** With `write: false`, the inputs of the render stage. */
  state?: BuildState;
  /** The path the site is built for (`config.baseUrl`), which `watch` serves it under. */
  baseUrl: string;
}

/**
 * Builds a site, stage by stage. Throws a BuildError carrying every diagnostic of the first stage that
 * failed; the output folder is only touched by the last stage, atomically.
 */
export async function buildSite(options: BuildOptions = {}, hooks: InMemoryBuildHooks = {}): Promise<BuildResult> {
  const started = performance.now();
  const timer = createStageTimer();
  const { time } = timer;
  const root = path.resolve(options.root ?? process.cwd());
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const writing = options.write !== false;
  const lock = { timeoutMs: options.lockTimeoutMs };

  // the output folder: refuse one the build must not replace, before any work; finish the swap
  // of a build that was killed (so even a build that fails below leaves a complete output)
  if (writing) {
    checkOutputFolder(root, outDir);
    await withOutputLock(outDir, () => recoverInterruptedBuilds(outDir), lock);
  }

  // config
  const { config, inputs: configInputs } = await time('config', () => loadConfigWithInputs(root));
  // The folders the config names (docs.path, blog.path, staticDir) are sources too: never the output.
  if (writing) checkOutputFolder(root, outDir, siteInputPaths(config));
  const sidebars = await time('config', () => loadSidebars(root, config));
  const versions = resolveDocVersions(root, config);
  const versionSidebars = versions && (await time('config', () => loadVersionSidebars(root, config, versions)));
  const context = createBuildContext({
    root,
    outDir,
    config,
    ...(sidebars && { sidebars }),
    ...(versions && { versions, versionSidebars }),
    logger: options.logger ?? consoleLogger,
    createHighlighter: createCodeHighlighter,
    includeDrafts: options.drafts ?? false,
    headAdditions: options.headAdditions ?? true,
  });
  if (sidebars) context.warnings.push(...sidebars.warnings);
  for (const loaded of versionSidebars?.values() ?? []) context.warnings.push(...loaded.warnings);
  if (hasUserPlugins(config.markdown)) context.configCodeKey = configCodeKey(configInputs);
  if (options.cache ?? writing)
    context.cache = createBuildCache(path.resolve(root, config.cacheDir), engineFingerprint(), context.warnings);
  // A writing build links most pages from the last output: the cached pages' bodies are read only if needed.
  context.lazyContentBodies = writing && context.cache !== undefined;
  // The stats of the last output's files and the spare output's entries, taken on another thread meanwhile.
  const prefetch = writing && context.cache ? await startOutputPrefetch(context.cache, outDir) : undefined;
  let succeeded = false;
  const memoStats: BuildResult['cache'] = {};
  let result: Omit<BuildResult, 'cache' | 'durationMs' | 'inputs' | 'baseUrl'>;
  try {
    const stages = (outputs?: OutputPrefetch) =>
      runStages(context, { writing, lock, timer, memoStats, outputs, ...(!writing && hooks) });
    const warningsBefore = context.warnings.length;
    try {
      result = await stages(prefetch);
    } catch (error) {
      if (!context.lazyContentBodies || !(isCachedBodyUnavailable(error) || isSourceChangedDuringBuild(error)))
        throw error;
      // A cached page's body was needed and could not be read, or a content file discover did not read
      // changed before it was: once more, every file read by discover and every body with its entry,
      // where such a page is a miss (with a warning) and renders again. The output is not touched until
      // the write stage swaps it, which the first run did not reach.
      context.warnings.length = warningsBefore;
      context.cache?.resetStats();
      context.lazyContentBodies = false;
      result = await stages();
    }
    succeeded = true;
  } finally {
    await prefetch?.release();
    // Results rendered before a failure are kept; only a build that succeeded prunes stale entries.
    await context.cache?.finish({ prune: succeeded });
  }
  return {
    ...result,
    baseUrl: config.baseUrl,
    inputs: [...new Set([...siteInputPaths(config), ...moduleFolders(root, configInputs)])],
    cache: { ...context.cache?.stats, ...memoStats },
    durationMs: performance.now() - started,
  };
}

interface StageOptions extends InMemoryBuildHooks {
  writing: boolean;
  lock: OutputLockOptions;
  timer: StageTimer;
  /** Filled in with how many pages came from `renderMemo`. */
  memoStats: BuildResult['cache'];
  /** A writing build's: what the write stage needs of the file system, taken since the build started. */
  outputs?: OutputPrefetch | undefined;
}

/**
 * The stages after config, in the order they run, over the context the config made: the same steps
 * for a writing build and an in-memory one (`watch`), which differ only in when the search index is
 * built and where the files go (the last step).
 */
async function runStages(
  context: BuildContext,
  {
    writing,
    lock,
    timer: { timings, time, timed },
    renderMemo,
    contentMemo,
    shardMemo,
    memoStats,
    outputs,
    onPagesRendered,
    onDiscovered,
    renderModulePages,
    checkpoint: stepCheckpoint,
  }: StageOptions,
): Promise<Omit<BuildResult, 'cache' | 'durationMs' | 'inputs' | 'baseUrl'>> {
  const checkpoint = stepCheckpoint ?? (async () => undefined);
  // bundle: the client islands' hashed assets, bundled with esbuild when the package was compiled.
  // Loaded first: the content stage bundles the site's own client components against its React.
  const client = await time('bundle', async () => loadPrebuiltClient());
  await checkpoint();

  // openapi: one page per operation, on a worker thread while discover and content run here (or from
  // the cache, when the specs did not change)
  const loadingEndpoints = time('openapi', () => loadEndpointPages(context));
  // Its error is reported where it is awaited; if an earlier stage fails first, it is not unhandled.
  loadingEndpoints.catch(() => undefined);

  // discover: content files with front matter and routes
  // Not in steps when pages wait for it (`onDiscovered`): its slices would let other work run first.
  const { sources, drafts } = await time('discover', () =>
    discoverSources(context, onDiscovered ? undefined : stepCheckpoint),
  );
  await onDiscovered?.({ context, client, discovered: { sources, drafts }, endpoints: loadingEndpoints });
  await checkpoint();

  // content: Markdown / MDX / TSX → HTML, headings, links, text; the browser files pages need
  // (`'use client'` components' modules, CSS that components import) join the client's assets
  const {
    rendered,
    assets: contentAssets,
    moduleInputs,
    dataKeys,
  } = await time('content', () =>
    renderContent(context, { sources, drafts }, client, renderModulePages, {
      checkpoint: stepCheckpoint,
      ...(contentMemo && { knownContents: contentMemo }),
    }),
  );
  if (contentMemo) rememberContents(contentMemo, rendered, dataKeys);
  const endpoints = await loadingEndpoints;
  const assets = siteAssets(context, client, contentAssets, endpoints);
  await checkpoint();

  // routes: route table, sidebars, blog; duplicate routes and dead links fail here
  const site = await time('routes', () =>
    runStepsWith(buildRouteSteps(context, { sources, drafts, rendered, endpoints }), stepCheckpoint),
  );
  if (context.cache) context.warnings.push(...removedRouteWarnings(context.cache, site));
  await checkpoint();
  // What each page's cached results are kept under: its data, hashed once for the search and render stages.
  const pageKeys =
    (writing && context.cache) || renderMemo || shardMemo
      ? await time('routes', () => runStepsWith(pageDataKeySteps(site.pages, dataKeys), stepCheckpoint))
      : undefined;
  await checkpoint();

  // search: records in the DocSearch shape → the local search index. A writing build starts it now: a
  // large site's index shards are built on worker threads while the pages below render and are
  // written, each written as soon as it is made (see LateFiles). An in-memory build starts it once its
  // pages are rendered (see the last step), so that `watch` shows edited pages first.
  const lateFiles = writing ? new LateFiles() : undefined;
  const searchStage = () => {
    const searching = time('search', () =>
      buildSearchIndex(
        context,
        site,
        pageKeys,
        shardMemo,
        lateFiles && ((file, output) => lateFiles.add(file, output)),
      ),
    );
    // Its error is reported where it is awaited; if a later stage fails first, it is not unhandled.
    searching.catch(() => undefined);
    return searching;
  };
  const searching = writing ? searchStage() : undefined;

  // render: a renderer per page. Pages render when they are written, one at a time, to keep memory
  // flat; the time spent in the renderers is this stage's, not that of the stage calling them.
  let shared: RenderShared | undefined;
  let renderKeys: Map<string, string> | undefined;
  let sharedRenderKey: string | undefined;
  // Its setup in steps: each part takes 5–20 ms of watch's thread at 10,000 pages.
  function* pageRendererSteps() {
    shared = renderShared(context, site, assets);
    yield;
    const renderers = new Map(
      [...createPageRenderers(site, shared)].map(([route, render]) => [route, timed('render', render)]),
    );
    yield;
    if (pageKeys) {
      sharedRenderKey = renderSharedKey(shared);
      yield;
      renderKeys = pageRenderKeys(site, shared, pageKeys, sharedRenderKey);
      yield;
    }
    // A written page is its HTML; a page in memory keeps its parts' keys too, for `watch`.
    if (writing) return new Map([...renderers].map(([route, render]) => [route, () => render().html]));
    const renderPages =
      renderMemo && renderKeys
        ? memoizedRenderers(renderers, renderKeys, renderMemo, (memoStats['page-memo'] = { hits: 0, misses: 0 }))
        : renderers;
    yield;
    return new Map(
      [...renderPages].map(([route, renderPage]): [string, OutputFile] => [route, { contents: '', renderPage }]),
    );
  }
  const html = await time('render', () => runStepsWith(pageRendererSteps(), stepCheckpoint));

  // outputs: HTML, all-docs.txt, sitemap, feeds, search index, assets, static files. A written build
  // with a cache links the pages and the files made from them whose inputs did not change from the
  // last output.
  await checkpoint();
  const files = await time('outputs', () => collectOutputs(context, { site, html, assets }, stepCheckpoint));
  await checkpoint();

  if (writing) {
    let reused: ReusedOutputs | undefined;
    if (context.cache && pageKeys && renderKeys) {
      const keys = outputKeys(context.config, site, renderKeys, pageKeys);
      const stamps = await outputs?.stamps();
      reused = await time('outputs', async () =>
        reuseUnchangedOutputs(context.cache!, context.outDir, files, keys, stamps),
      );
    }
    // write: the only stage that touches the output folder (pages render here, timed as render); the
    // search files are written as they are made, over any static file of the same name
    await time(
      'write',
      () => writeOutput(context, files, lateFiles!.endWith(searching!), lock, outputs?.takeStaging()),
      {
        excluding: 'render',
      },
    );
    reused?.remember();
    return { pages: site.pages, files, warnings: context.warnings, outDir: context.outDir, timings, state: undefined };
  }

  // in memory: every page rendered now (timed as render), handed to `onPagesRendered`, then the search index
  await time(
    'write',
    async () => {
      for (const [name, file] of files) {
        const page = file.renderPage?.();
        files.set(
          name,
          page
            ? { contents: page.html, ...(page.parts && { parts: page.parts }) }
            : { contents: await runStepsWith(outputContentSteps(file), stepCheckpoint) },
        );
        await checkpoint();
      }
      onPagesRendered?.(files);
      await checkpoint();
      for (const [name, file] of await searchStage()) files.set(name, { contents: outputContents(file) });
    },
    { excluding: 'render' },
  );
  const state = shared && {
    context,
    sources,
    drafts,
    rendered,
    endpoints,
    site,
    assets,
    shared,
    moduleInputs,
    renderSharedKey: sharedRenderKey,
    dataKeys,
    renderModulePages,
  };
  return { pages: site.pages, files, warnings: context.warnings, outDir: context.outDir, timings, state };
}

/** `memo` holds `rendered`'s contents alone, by the data keys the content stage knew for them. */
function rememberContents(
  memo: Map<string, RenderedContent>,
  rendered: ReadonlyMap<string, RenderedContent>,
  dataKeys: KnownDataKeys,
): void {
  memo.clear();
  for (const content of rendered.values()) {
    const key = dataKeys.get(content);
    if (key !== undefined) memo.set(key, content);
  }
}
