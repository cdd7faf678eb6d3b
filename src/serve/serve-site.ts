import { stat } from 'node:fs/promises';
import path from 'node:path';
import { consoleLogger, type Logger } from '../context/logger.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { createRequestHandler } from './create-request-handler.js';
import { createFolderSource } from './folder-source.js';
import { startHttpServer } from './start-http-server.js';

export interface ServeOptions {
  /** Absolute path of the built output folder. */
  dir: string;
  /** Port to listen on; `0` picks any free port. @default 3000 */
  port?: number;
  /** Interface to bind. @default "127.0.0.1" (not reachable from other machines) */
  host?: string;
  /** The path the site was built for (`config.baseUrl`): the site is served under it. @default "/" */
  baseUrl?: string;
  logger?: Logger;
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a built site over HTTP: `/a/b` and `/a/b/` both answer with `a/b/index.html`, anything
 * missing or hidden (a dot segment other than a leading `.well-known`) gets `404.html` with status 404.
 * A site built with a `baseUrl` is served under it (and `/` is sent there).
 * Small files are cached in memory (bounded) and compressed; large ones are streamed. Range,
 * If-Range, If-None-Match and If-Modified-Since are honoured. Throws a BuildError (`SERVE_NO_BUILD`)
 * when the folder does not exist at start, and (`SERVE_PORT_IN_USE`) when the port is taken; a folder
 * that goes missing later (a rebuild) is waited for briefly, then answered with 503.
 */
export async function serveSite(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? consoleLogger;
  await assertBuilt(dir);

  const { url, port, close } = await startHttpServer(
    createRequestHandler(createFolderSource(dir, logger), logger, { baseUrl: options.baseUrl ?? '/' }),
    { port: options.port, host },
  );
  return { url, port, close };
}

async function assertBuilt(dir: string): Promise<void> {
  const stats = await stat(dir).catch(() => null);
  if (stats?.isDirectory()) return;
  throw new BuildError([makeDiagnostic('SERVE_NO_BUILD', undefined, { dir, exists: Boolean(stats) })]);
}
