import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import { buildSite } from '../build/build-site.js';
import { consoleLogger, type Logger } from '../context/logger.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { formatInternalError } from '../diagnostics/internal-error.js';
import type { OutputFile } from '../model/output-file.js';
import { createRequestHandler } from '../serve/create-request-handler.js';
import { createMemorySource } from '../serve/memory-source.js';
import { startHttpServer } from '../serve/start-http-server.js';
import { createChangeBatcher } from './change-batcher.js';
import { createFileFingerprints } from './file-fingerprints.js';
import { attachLiveReload } from './live-reload.js';
import { injectWatchClient, type WatchMessage } from './watch-client.js';
import { watchSources } from './watch-sources.js';

export interface WatchOptions {
  /** Site root (where `site.config.ts` is). @default process.cwd() */
  root?: string;
  /** Port to listen on; `0` picks any free port. @default 3000 */
  port?: number;
  /** Interface to bind. @default "127.0.0.1" */
  host?: string;
  logger?: Logger;
  /** How long file events must be quiet before a rebuild starts. @default 40 */
  quietMs?: number;
}

export interface WatchHandle {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  /** Whether the last build succeeded (the site served is then its output). */
  readonly lastBuildOk: boolean;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  /** Stops watching, waits for a rebuild under way, closes the open pages' sockets and the server. */
  close(): Promise<void>;
}

/** More changed HTML files than this and open pages are simply told that everything changed. */
const MAX_CHANGED_LISTED = 1000;

/**
 * `docs-build watch`: builds the site in memory (never writing the output folder), serves it with the
 * request handling of `serve`, and on every change of its inputs builds it again (the whole site, with
 * the build cache, so unchanged Markdown pages and specs are not rendered again) and swaps the served
 * files at once. Open pages get a small script that reloads them when the file they show changed, and
 * shows a failed build's diagnostics in an overlay; a failed build keeps the last good site served.
 */
export async function watchSite(options: WatchOptions = {}): Promise<WatchHandle> {
  const root = path.resolve(options.root ?? process.cwd());
  const logger = options.logger ?? consoleLogger;
  const source = createMemorySource();
  const http = await startHttpServer(createRequestHandler(source, logger), { port: options.port, host: options.host });
  const live = attachLiveReload(http.server);
  const fingerprints = createFileFingerprints();
  // Page HTML by render key, from one build to the next: only pages whose inputs changed render again.
  const renderMemo = new Map<string, string>();
  let lastBuildOk = false;
  let lastWarnings = '';
  let hasGoodBuild = false;

  // Builds never overlap: the first one and the rebuilds the watcher asks for take turns.
  let turn = Promise.resolve();
  function build(label: string): Promise<void> {
    const next = turn.then(() => runBuild(label));
    turn = next.catch(() => undefined);
    return next;
  }

  async function runBuild(label: string): Promise<void> {
    const started = performance.now();
    let message: WatchMessage;
    try {
      const result = await buildSite({ root, write: false, cache: true, drafts: true, logger, renderMemo });
      const ms = Math.round(performance.now() - started);
      const changed = source.replace(servedFiles(result.files));
      hasGoodBuild = true;
      lastBuildOk = true;
      const pages = changed.filter((file) => file.endsWith('.html'));
      logger.info(`${label} ${result.pages.length} pages in ${ms} ms${label === 'Built' ? '' : `; ${describeChanged(pages)}`}`);
      const warnings = result.warnings.map((warning) => formatDiagnostic(warning, root)).join('\n');
      if (warnings && warnings !== lastWarnings) {
        logger.warn(`${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}:\n${warnings}`);
      }
      lastWarnings = warnings;
      message = { type: 'built', changed: pages.length > MAX_CHANGED_LISTED ? 'all' : pages };
    } catch (error) {
      lastBuildOk = false;
      const errors = reportFailure(error, root, logger);
      logger.error(
        `Build failed with ${errors.length} error${errors.length === 1 ? '' : 's'} after ${Math.round(performance.now() - started)} ms; ` +
          (hasGoodBuild ? 'still serving the last good build.' : 'serving an error page until a build succeeds.'),
      );
      if (!hasGoodBuild) source.replace(errorSite(errors));
      message = { type: 'failed', errors };
    }
    live.send(message);
  }

  const batcher = createChangeBatcher({
    quietMs: options.quietMs ?? 40,
    run: async (paths) => {
      const changed = await fingerprints.changed(paths);
      if (changed.length === 0) return;
      logger.info(`Changed: ${changed.map((file) => path.relative(root, file)).slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`);
      await build('Rebuilt');
    },
  });

  let watcher: FSWatcher | undefined;
  try {
    // The first scan remembers each input's bytes (to skip events that change none) while the first build runs.
    const watching = watchSources(root, {
      seen: (file) => void fingerprints.seed(file),
      changed: (file) => batcher.add(file),
    });
    watching.catch(() => undefined);
    await build('Built');
    watcher = await watching;
    watcher.on('error', (error) => logger.warn(`watch: ${error instanceof Error ? error.message : String(error)}`));
  } catch (error) {
    await batcher.close();
    await live.close();
    await http.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: http.url,
    port: http.port,
    get lastBuildOk() {
      return lastBuildOk;
    },
    idle: () => batcher.idle(),
    close() {
      closing ??= (async () => {
        await watcher?.close();
        await batcher.close();
        await live.close();
        await http.close();
      })();
      return closing;
    },
  };
}

/** The build's files as served: HTML pages get the watch client. */
function servedFiles(files: Map<string, OutputFile>): Map<string, string | Uint8Array> {
  const served = new Map<string, string | Uint8Array>();
  for (const [name, file] of files) {
    const { contents } = file;
    if (name.endsWith('.html')) {
      const html = typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
      served.set(name, injectWatchClient(html, name));
    } else {
      served.set(name, contents);
    }
  }
  return served;
}

/** Prints a failed build's diagnostics as `build` does; returns them for the browser overlay. */
function reportFailure(error: unknown, root: string, logger: Logger): { location: string; text: string }[] {
  if (!(error instanceof BuildError)) {
    const text = formatInternalError(error, Boolean(process.env.DOCS_BUILD_DEBUG));
    logger.error(text);
    return [{ location: '', text }];
  }
  return error.diagnostics.map((diagnostic) => {
    const text = formatDiagnostic(diagnostic, root);
    logger.error(`${text}\n`);
    const { location } = diagnostic;
    return { location: location ? `${location.file}${location.line ? `:${location.line}` : ''}` : '', text };
  });
}

/** The site served when no build has succeeded yet: a page that shows the overlay, for every path. */
function errorSite(errors: { location: string; text: string }[]): Map<string, string> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build failed</title></head>' +
    `<body><main><h1>The site did not build</h1><p>${errors.length} error${errors.length === 1 ? '' : 's'}; see the terminal. This page reloads when a build succeeds.</p></main></body></html>`;
  return new Map([['404.html', injectWatchClient(html, '404.html')]]);
}

function describeChanged(pages: string[]): string {
  if (pages.length === 0) return 'no page changed';
  const names = pages.slice(0, 3).join(', ');
  return `${pages.length} page${pages.length === 1 ? '' : 's'} changed (${names}${pages.length > 3 ? ', …' : ''})`;
}
