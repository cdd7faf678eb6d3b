import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { WATCH_SOCKET_PATH, type WatchMessage } from './watch-client.js';

export interface LiveReload {
  /**
   * Sends a message to every open page. Pages that connect later are told the state it leaves: after a
   * `failed` message, that message; after a `built` one, `ready` (a placeholder page then reloads).
   */
  send(message: WatchMessage): void;
  /** The number of pages connected now. */
  readonly clients: number;
  /** Closes every connection and stops answering upgrades. */
  close(): Promise<void>;
}

/**
 * The WebSocket end of watch on the site's own HTTP server, at WATCH_SOCKET_PATH; any other upgrade
 * request is refused, and so is one a page of another origin makes (its Origin is not this host).
 */
export function attachLiveReload(server: Server): LiveReload {
  const sockets = new WebSocketServer({ noServer: true });
  // What a page that connects now is told: nothing while the first build runs.
  let state: string | null = null;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?', 1)[0] !== WATCH_SOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // Another site open in the browser must not read the diagnostics (file paths, code frames).
    if (!isSameOrigin(req.headers.origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client: WebSocket) => {
      client.on('error', () => client.terminate());
      if (state) client.send(state);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    send(message) {
      const text = JSON.stringify(message);
      state = message.type === 'failed' ? text : message.type === 'built' ? JSON.stringify({ type: 'ready' }) : state;
      for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(text);
    },
    get clients() {
      return sockets.clients.size;
    },
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of sockets.clients) client.terminate();
      return new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

/** A request without Origin is no browser page's; one with it must come from a page of this server. */
function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
