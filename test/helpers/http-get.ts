import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent (not decompressed). */
  body: Buffer;
}

/** Sends one request to `baseUrl` + `target` (the path is sent as given) and collects the answer. */
export function httpGet(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
