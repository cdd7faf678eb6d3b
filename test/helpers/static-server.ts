import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMemoryLogger } from '../../src/context/logger.js';
import { serveSite } from '../../src/serve/serve-site.js';
import { httpGet, type HttpResult } from './http-get.js';

export interface StaticServer {
  url: string;
  /** The temp folder holding `site/` (served) and anything written beside it. */
  tempDir: string;
  siteDir: string;
  /** What the server logged so far. */
  logs: { level: string; message: string }[];
  /** A request whose path is sent as given (Node's client does not normalise `..`). */
  request(target: string, options?: { method?: string; headers?: Record<string, string> }): Promise<HttpResult>;
  /** Writes the request line by hand over TCP, for targets Node's client refuses to send. */
  raw(target: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

/**
 * Writes `files` (paths relative to the served folder; `../x` lands beside it) into a fresh temp
 * folder and serves it with serveSite on 127.0.0.1 and a free port.
 */
export async function startStaticServer(files: Record<string, string | Buffer>): Promise<StaticServer> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-serve-'));
  const siteDir = path.join(tempDir, 'site');
  await mkdir(siteDir);
  for (const [name, contents] of Object.entries(files)) {
    const target = path.join(siteDir, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
  }
  const logger = createMemoryLogger();
  const server = await serveSite({ dir: siteDir, port: 0, logger });
  const { port } = server;

  return {
    url: server.url,
    tempDir,
    siteDir,
    logs: logger.lines,
    request: (target, options = {}) => httpGet(server.url, target, options),
    raw: (target) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('latin1');
          resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
        });
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
      }),
    close: async () => {
      await server.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}
