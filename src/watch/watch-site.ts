import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildSite, type BuildState } from '../build/build-site.js';
import { loadConfig } from '../config/load-config.js';
import { siteInputPaths } from '../config/site-folders.js';
import { consoleLogger, type Logger } from '../context/logger.js';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import type { OutputFile } from '../model/output-file.js';
import type { PageParts, RenderedPage } from '../model/rendered-page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { IndexShard } from '../search/local-index-shards.js';
import { createRequestHandler } from '../serve/create-request-handler.js';
import { moduleFolders } from '../paths/module-folders.js';
import { createMemorySource } from '../serve/memory-source.js';
import { startHttpServer } from '../serve/start-http-server.js';
import { createModulePagesWorkers } from '../content/mdx/module-pages-in-worker.js';
import { BuildInterrupted, createBuildTurns } from './build-turns.js';
import { createChangeBatcher } from './change-batcher.js';
import { createFileFingerprints } from './file-fingerprints.js';
import { hotPageUpdate, type HotPageUpdate } from './hot-page-update.js';
import { createIdleCollector } from './idle-collector.js';
import { warmUpEditedPages } from './warm-up.js';
import { attachLiveReload } from './live-reload.js';
import { createFirstBuildPreviews } from './first-build-previews.js';
import { buildingSite, errorSite, placeholderForPages } from './placeholder-site.js';
import { publishFiles, type ServedFile } from './publish-files.js';
import { reportBuildFailure } from './report-build-failure.js';
import { stateIndex } from './state-index.js';
import { injectWatchClient } from './watch-client.js';
import { WATCHED_PATHS, watchSources, type SourceWatcher } from './watch-sources.js';

export interface WatchOptions {
  /** Site root (where `site.config.ts` is). @default process.cwd() */
  root?: string;
  /** Port to listen on; `0` picks any free port. @default 3000 */
  port?: number;
  /** Interface to bind. @default "127.0.0.1" */
  host?: string;
  logger?: Logger;
  /** How long file events must be quiet before a rebuild starts. @default 5 */
  quietMs?: number;
  /** Add the config's head tags, scripts, stylesheets and analytics to the pages, as `build` does. @default false */
  withScripts?: boolean;
}

export interface WatchHandle {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  /** The path the site is served under (`config.baseUrl`), `/` by default. */
  readonly baseUrl: string;
  /** Whether the last build succeeded (the site served is then its output). */
  readonly lastBuildOk: boolean;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  /** Stops watching, waits for a rebuild under way, closes the open pages' sockets and the server. */
  close(): Promise<void>;
}

/**
 * How long file events must be quiet before a batch runs. An editor's save (write, or write a
 * temporary file and rename it) fires its events within a millisecond or two; chokidar itself holds a
 * deletion back briefly to see whether the file comes back (an atomic save), so this can be short.
 */
const DEFAULT_QUIET_MS = 5;
/** How long a file found empty or gone in the middle of a save is given before it counts as emptied or deleted. */
const SETTLE_MS = 100;
/**
 * How long edits must pause before the whole build starts when the edited page is already shown: an
 * editor that saves as the author types (every 300 ms to 1 s) would otherwise start a build with every
 * save only to drop it at the next, and the part of a build between two checkpoints still holds the
 * thread the next save's update needs.
 */
const BUILD_PAUSE_MS = 400;
/**
 * How much older than watch's start a file's modification time must be for the first scan to trust
 * that the first build read its last write: file systems stamp writes with a clock that lags by a
 * tick (ext4, APFS), or in whole seconds (HFS+) or two (FAT).
 */
const FINE_MTIME_SLACK_MS = 50;
const COARSE_MTIME_SLACK_MS = 2000;
/** How long the texts the first build read are hashed at a time, once it is done (see `seedRead`). */
const HASH_SLICE_MS = 8;

/**
 * `docs-build watch`: builds the site in memory (never writing the output folder), serves it with the
 * request handling of `serve`, and on every change of its inputs shows the change as fast as it can:
 * an edited Markdown page that changes no other page is rendered alone and pushed at once
 * (`hotPageUpdate`); then the whole site is built again with the build cache (only what changed renders
 * again), its pages are pushed before its search index is built, and the served files are swapped
 * whole. Open pages get a small script that updates them: the main content in place when only it
 * changed, else a reload; a failed build's diagnostics show in an overlay while the last good site
 * stays served.
 */
export async function watchSite(options: WatchOptions = {}): Promise<WatchHandle> {
  const startedAt = Date.now();
  const root = path.resolve(options.root ?? process.cwd());
  const logger = options.logger ?? consoleLogger;
  // Pages get the watch client when they are served, so that the bytes held are those the build made
  // (shared with its page memo), and only pages someone opens are held twice.
  // The path the site is served under (`baseUrl`): the config's, from each good build once there is one.
  const config = await loadConfig(root).catch(() => undefined);
  let baseUrl = config?.baseUrl ?? '/';
  const source = createMemorySource({
    decorate: (file, body) =>
      file.endsWith('.html') ? Buffer.from(injectWatchClient(body.toString('utf8'), file, baseUrl)) : body,
  });
  source.replace(buildingSite());
  // Until the first build ends, a page a tab asks for is shown ahead of it (see previewPage) when it
  // can be, and any other answers "Building the site" (200); both reload when the build is done.
  let firstBuildDone = false;
  // The keys of the served pages' parts, by output path: what a page's next version is compared with.
  const servedParts = new Map<string, PageParts>();
  const previews = createFirstBuildPreviews(source, servedParts, () => baseUrl);
  const served = placeholderForPages(source, () => !firstBuildDone, previews.find);
  const http = await startHttpServer(createRequestHandler(served, logger, { baseUrl: () => baseUrl }), {
    port: options.port,
    host: options.host,
  });
  const live = attachLiveReload(http.server);
  const fingerprints = createFileFingerprints();
  // The content files the first build read that the first scan has not found (yet).
  const firstBuildRead = new Set<string>();
  // After a collection made while idle, the page edited last is rendered again, off the record (see warmUpEditedPages).
  const collector = createIdleCollector(undefined, () => warmUp());
  const modulePagesWorkers = createModulePagesWorkers();
  // Page HTML by render key, from one build to the next: only pages whose inputs changed render again.
  const renderMemo = new Map<string, RenderedPage>();
  // The Markdown pages' contents by data key, likewise: a whole build does not read their bodies from the cache again.
  const contentMemo = new Map<string, RenderedContent>();
  // The search index's shards by key, likewise: an edit indexes only the shard that holds its page.
  const shardMemo = new Map<string, IndexShard>();
  let lastBuildOk = false;
  let lastWarnings = '';
  let hasGoodBuild = false;
  // What the last good build (and the pages pushed since) was made from, for quick page updates.
  let state: BuildState | undefined;
  // Counts pages pushed by quick updates: a whole build that started before one is out of date.
  let quickUpdates = 0;
  // The files the last quick update showed: the page an author pausing between saves edits next.
  let lastEdited: string[] = [];

  const publish = (files: Map<string, ServedFile>, how: 'replace' | 'patch') =>
    publishFiles(source, live, servedParts, files, how);

  // The whole build runs in slices, and a newer edit drops it (see createBuildTurns).
  const turns = createBuildTurns();
  // Whole builds never overlap: one asked for while another runs starts when it ends (once for any number of asks).
  let building: Promise<void> | null = null;
  let buildAgain = false;
  // Whether a whole build is running (not waiting for edits to pause).
  let runningBuild = false;
  function requestBuild(label: string): Promise<void> {
    if (building) {
      buildAgain = true;
      return building;
    }
    building = (async () => {
      let ranToItsEnd = false;
      do {
        buildAgain = false;
        await editsPaused();
        runningBuild = true;
        collector.busy();
        ranToItsEnd = await runBuild(label).finally(() => (runningBuild = false));
        label = 'Rebuilt';
      } while (buildAgain);
      // A dropped build leaves its garbage to the next, which collects it when it ends.
      if (ranToItsEnd) collector.buildFinished();
    })().finally(() => {
      building = null;
    });
    return building;
  }

  // When the last file event came, and whether the quick update showed what it changed.
  let lastEventAt = 0;
  let shownQuickly = false;
  /** Waits until edits have paused for BUILD_PAUSE_MS, when the last one is already shown. */
  async function editsPaused(): Promise<void> {
    while (shownQuickly && performance.now() - lastEventAt < BUILD_PAUSE_MS)
      await delay(BUILD_PAUSE_MS - (performance.now() - lastEventAt));
    shownQuickly = false;
  }

  function endFirstBuild(): void {
    firstBuildDone = true;
    previews.end();
  }

  /** Builds the whole site and shows it; false when the build was dropped, or made outdated, by a newer edit. */
  async function runBuild(label: string): Promise<boolean> {
    const started = performance.now();
    const quickUpdatesBefore = quickUpdates;
    // A build that started before a page was pushed quickly would show its older version: the build
    // asked for by that change (it runs next) shows everything.
    const outdated = () => hasGoodBuild && quickUpdates !== quickUpdatesBefore;
    const firstBuild = !hasGoodBuild;
    const pushed: string[] = [];
    turns.start();
    try {
      const result = await buildSite(
        {
          root,
          write: false,
          cache: true,
          drafts: true,
          headAdditions: options.withScripts ?? false,
          logger,
        },
        {
          renderMemo,
          contentMemo,
          renderModulePages: modulePagesWorkers.render,
          shardMemo,
          checkpoint: turns.checkpoint,
          // The pages tabs asked for already are shown before the whole content stage starts; what the
          // first build read is what the first scan compares the files with.
          onDiscovered: firstBuildDone
            ? undefined
            : (site) => {
                for (const source of [...site.discovered.sources, ...site.discovered.drafts]) {
                  fingerprints.seedRead(source.absPath, source.text);
                  firstBuildRead.add(source.absPath);
                }
                return previews.discovered(site);
              },
          onPagesRendered: (files) => {
            if (hasGoodBuild && !outdated()) pushed.push(...publish(servedFiles(files, isPageOrAsset), 'patch'));
          },
        },
      );
      if (outdated()) return false;
      const ms = Math.round(performance.now() - started);
      state = result.state;
      // Made now, not when the next edit waits for them.
      if (state) stateIndex(state);
      watchInputs(result.inputs, state?.moduleInputs ?? []);
      hasGoodBuild = true;
      lastBuildOk = true;
      baseUrl = result.baseUrl;
      // The pages shown ahead of the first build are swapped or reloaded like any changed page.
      pushed.push(...publish(servedFiles(result.files), 'replace'));
      endFirstBuild();
      logger.info(
        `${label} ${result.pages.length} pages in ${ms} ms${firstBuild ? '' : `; ${describeChanged(pushed)}`}`,
      );
      const warnings = result.warnings.map((warning) => formatDiagnostic(warning, root)).join('\n');
      if (warnings && warnings !== lastWarnings) {
        logger.warn(`${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}:\n${warnings}`);
      }
      lastWarnings = warnings;
      return true;
    } catch (error) {
      if (error instanceof BuildInterrupted || outdated()) return false;
      lastBuildOk = false;
      const errors = reportBuildFailure(error, root, logger);
      logger.error(
        `Build failed with ${errors.length} error${errors.length === 1 ? '' : 's'} after ${Math.round(performance.now() - started)} ms; ` +
          (hasGoodBuild ? 'still serving the last good build.' : 'serving an error page until a build succeeds.'),
      );
      if (!hasGoodBuild) source.replace(errorSite(errors.length));
      endFirstBuild();
      live.send({ type: 'failed', errors });
      return true;
    }
  }

  /** Pushes the edited pages at once when nothing else of the site changes; see `hotPageUpdate`. */
  async function quickUpdate(changed: string[]): Promise<boolean> {
    const base = state;
    if (!base || !lastBuildOk) return false;
    const started = performance.now();
    let update: HotPageUpdate | undefined;
    try {
      update = await hotPageUpdate(base, changed);
    } catch (error) {
      // The whole build that follows shows the page, or reports the error with it.
      logger.warn(
        `watch: could not update the page alone (${error instanceof Error ? error.message : String(error)}); building the site`,
      );
      return false;
    }
    // A whole build finished meanwhile: it is newer than what the update started from.
    if (!update || state !== base) return false;
    state = update.state;
    quickUpdates++;
    lastEdited = changed;
    for (const [key, html] of update.memo) renderMemo.set(key, html);
    const pages = publish(servedFiles(update.pages), 'patch');
    logger.info(`Updated ${describeChanged(pages)} in ${Math.round(performance.now() - started)} ms`);
    await update.cacheWritten;
    // A title edit's state has new pages throughout: its lookups are made now that the page is shown,
    // not when the next edit waits for them.
    stateIndex(state);
    return true;
  }

  /** The last edited pages rendered again while nothing else runs, so that the next edit runs warm code. */
  function warmUp(): void {
    const from = state;
    if (!from || !lastBuildOk || lastEdited.length === 0) return;
    const eventAt = lastEventAt;
    const idle = () => state === from && !building && lastEventAt === eventAt;
    void warmUpEditedPages(from, lastEdited, idle).catch(() => undefined);
  }

  // Whether a file event dropped the whole build under way (asked for again after the batch, even if no bytes changed).
  let dropped = false;
  /**
   * A file event: the whole build under way was made from older files, would be thrown away when done,
   * and holds the thread the quick update needs, so it stops at its next checkpoint. The first build is
   * kept, so that a site is served at all.
   */
  function dropOutdatedBuild(): void {
    if (!runningBuild || !hasGoodBuild) return;
    turns.interrupt();
    dropped = true;
  }

  const batcher = createChangeBatcher({
    quietMs: options.quietMs ?? DEFAULT_QUIET_MS,
    run: async (paths) => {
      const { changed, settling } = await fingerprints.changed(paths);
      // Looked at again once the save is likely done; its write usually comes first anyway.
      for (const file of settling) setTimeout(() => batcher.add(file), SETTLE_MS).unref();
      const rebuild = dropped;
      dropped = false;
      if (changed.length === 0) {
        if (rebuild) void requestBuild('Rebuilt');
        return;
      }
      logger.info(
        `Changed: ${changed
          .map((file) => path.relative(root, file))
          .slice(0, 5)
          .join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`,
      );
      shownQuickly = await quickUpdate(changed);
      void requestBuild('Rebuilt');
    },
  });

  let watcher: SourceWatcher | undefined;
  // Whether the first build and the first scan (with the bytes it remembers) are done.
  let started = false;
  // The folders the config names (docs.path, staticDir, a sidebars file…): known before the first scan
  // from the config, then from each build, so a config that moves them is followed; and the folders of
  // the modules and stylesheets pages import (components/, or a folder outside the site).
  let watched: readonly string[] = config ? siteInputPaths(config) : WATCHED_PATHS;
  function watchInputs(inputs: readonly string[], moduleFiles: readonly string[]): void {
    const next = [...new Set([...inputs, ...moduleFolders(root, moduleFiles)])];
    const added = next.filter((input) => !watched.includes(input));
    watched = next;
    if (added.length > 0) watcher?.add(added.map((input) => path.resolve(root, input)));
  }
  /**
   * A file the first scan found: its bytes are remembered (to skip events that change none), from what
   * the first build read when it read it. The scan starts once the first build is done, so an edit
   * saved before it has no event: a file written since watch started is looked at again, as an event
   * would have it, and taken as changed when the build's bytes of it are not known.
   */
  function scannedFile(file: string, modifiedMs: number | undefined): Promise<void> | void {
    firstBuildRead.delete(file);
    const slack = modifiedMs !== undefined && modifiedMs % 1000 !== 0 ? FINE_MTIME_SLACK_MS : COARSE_MTIME_SLACK_MS;
    if (modifiedMs !== undefined && modifiedMs < startedAt - slack)
      return fingerprints.knows(file) ? undefined : fingerprints.seed(file);
    if (!fingerprints.knows(file)) fingerprints.forget(file);
    batcher.add(file);
  }
  /** Hashes the texts the first build read in slices, so that they are not held. */
  function hashSeeds(): void {
    if (fingerprints.hashPending(HASH_SLICE_MS)) setImmediate(hashSeeds).unref();
  }
  try {
    // The first scan (a stat and a watcher per file: about a second at 10,000 pages) starts once the
    // first build is done: it shares the thread neither with the page a tab asks for meanwhile nor
    // with the files that page loads. An edit saved meanwhile is found by the scan (see `scanned`) and
    // shown from the first build's state, as any later edit.
    const scanned = watched;
    await requestBuild('Built');
    watcher = await watchSources(
      root,
      {
        seen: scannedFile,
        changed: (file) => {
          // The first build may have read the file before this edit, and the scan after it.
          if (!started) fingerprints.forget(file);
          lastEventAt = performance.now();
          collector.busy();
          dropOutdatedBuild();
          batcher.add(file);
        },
        problem: (message) => logger.warn(message),
      },
      () => watched,
    );
    started = true;
    // What the first build read and the scan did not find was deleted or moved in between.
    for (const file of firstBuildRead) batcher.add(file);
    firstBuildRead.clear();
    hashSeeds();
    // What the first build named besides what the config did (a folder outside the root).
    watcher.add(watched.filter((input) => !scanned.includes(input)).map((input) => path.resolve(root, input)));
  } catch (error) {
    await batcher.close();
    await modulePagesWorkers.close();
    await live.close();
    await http.close();
    throw error;
  }

  /** Resolves once no batch of changes and no build is running or waiting. */
  async function idle(): Promise<void> {
    do {
      await batcher.idle();
      await building;
    } while (building);
  }

  let closing: Promise<void> | undefined;
  return {
    url: http.url,
    port: http.port,
    get baseUrl() {
      return baseUrl;
    },
    get lastBuildOk() {
      return lastBuildOk;
    },
    idle,
    close() {
      closing ??= (async () => {
        await watcher?.close();
        await batcher.close();
        await building;
        await modulePagesWorkers.close();
        collector.stop();
        await live.close();
        await http.close();
      })();
      return closing;
    },
  };
}

/** The build's files to serve (those `include` keeps), pages with their parts' keys. */
function servedFiles(
  files: ReadonlyMap<string, OutputFile | RenderedPage>,
  include: (name: string) => boolean = () => true,
): Map<string, ServedFile> {
  const served = new Map<string, ServedFile>();
  for (const [name, file] of files) {
    if (!include(name)) continue;
    const contents = 'html' in file ? file.html : file.contents;
    served.set(name, file.parts ? { contents, parts: file.parts } : { contents });
  }
  return served;
}

/**
 * What a build pushes as soon as its pages are rendered: the pages, with the hashed assets they link
 * (a new stylesheet name after a `customCss` edit), so that a page never links a file not served yet.
 */
function isPageOrAsset(name: string): boolean {
  return name.endsWith('.html') || name.startsWith('assets/');
}

function describeChanged(pages: string[]): string {
  if (pages.length === 0) return 'no page changed';
  const names = pages.slice(0, 3).join(', ');
  return `${pages.length} page${pages.length === 1 ? '' : 's'} changed (${names}${pages.length > 3 ? ', …' : ''})`;
}
