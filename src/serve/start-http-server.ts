import { createServer, type RequestListener, type Server } from 'node:http';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

export interface HttpServerOptions {
  /** Port to listen on; `0` picks any free port. @default 3000 */
  port?: number;
  /** Interface to bind. @default "127.0.0.1" (not reachable from other machines) */
  host?: string;
}

export interface StartedHttpServer {
  server: Server;
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  /** Stops listening and ends every open connection. */
  close(): Promise<void>;
}

/**
 * Starts an HTTP server with `listener` on the host and port. Throws a BuildError
 * (`SERVE_PORT_IN_USE`) when the port is taken.
 */
export async function startHttpServer(
  listener: RequestListener,
  options: HttpServerOptions = {},
): Promise<StartedHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      reject(new BuildError([makeDiagnostic('SERVE_PORT_IN_USE', undefined, { port: options.port ?? 3000, host })]));
    });
    server.listen(options.port ?? 3000, host, () => resolve());
  });

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 3000);
  return {
    server,
    url: `http://${urlHost(host)}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A host a browser can open: wildcard binds are reachable on localhost; IPv6 needs brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
