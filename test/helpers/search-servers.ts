import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake hosted search server answers. */
export type ServerMode = 'ok' | 'error-500' | 'error-403' | 'garbage' | 'hang';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: any;
}

export interface FakeSearchServer {
  /** `{ url: '127.0.0.1:PORT', protocol: 'http' }`, as `search.hosts` takes it. */
  host: { url: string; protocol: 'http' };
  requests: RecordedRequest[];
  mode: ServerMode;
  /** Wait this long before answering (for the "stalled" status). */
  delayMs: number;
  close(): Promise<void>;
}

/** A record the fake index holds (Algolia does not escape what it returns; neither does this server). */
export interface FakeRecord {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  type: string;
  deprecated?: boolean;
}

/**
 * A small Algolia-protocol server on 127.0.0.1: `POST /1/indexes/{star}/queries` answers hits of
 * `records` whose text holds every query word, highlighted with the tags the request asked for;
 * `POST /1/events` accepts Insights events. CORS is open so pages on other ports can call it.
 */
export async function startFakeSearchServer(records: FakeRecord[] = []): Promise<FakeSearchServer> {
  const requests: RecordedRequest[] = [];
  const state = { mode: 'ok' as ServerMode, delayMs: 0 };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    let parsed: any;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = body;
    }
    requests.push({ method: req.method ?? '', url, body: parsed });
    if (state.mode === 'hang') return;
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.mode === 'error-500') return send(res, 500, { message: 'Internal error', status: 500 });
    if (state.mode === 'error-403')
      return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json');
    }
    if (url.pathname === '/1/events') return send(res, 200, { status: 200, message: 'OK' });
    if (url.pathname !== '/1/indexes/*/queries') return send(res, 404, { message: 'Not found', status: 404 });
    send(res, 200, { results: (parsed?.requests ?? []).map((request: any) => answer(records, request)) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: { url: `127.0.0.1:${port}`, protocol: 'http' },
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: ServerMode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(records: FakeRecord[], request: any) {
  const words = String(request.query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const pre = String(request.highlightPreTag ?? '<em>');
  const post = String(request.highlightPostTag ?? '</em>');
  const mark = (text: string | null) => {
    if (text === null) return undefined;
    let value = text;
    const matched = words.filter((word) => text.toLowerCase().includes(word));
    for (const word of matched)
      value = value.replace(
        new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
        (found) => `${pre}${found}${post}`,
      );
    return {
      value,
      matchLevel: matched.length === 0 ? 'none' : matched.length === words.length ? 'full' : 'partial',
      matchedWords: matched,
    };
  };
  const hits = records
    .filter(
      (record) =>
        words.length > 0 &&
        words.every((word) =>
          [...Object.values(record.hierarchy), record.content].some((text) => text?.toLowerCase().includes(word)),
        ),
    )
    .map((record) => {
      const highlight = {
        hierarchy: Object.fromEntries(
          Object.entries(record.hierarchy)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => [k, mark(v)]),
        ),
        content: mark(record.content),
      };
      return { ...record, _highlightResult: highlight, _snippetResult: highlight };
    });
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  return {
    hits: hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits: hits.length,
    page,
    nbPages: Math.ceil(hits.length / hitsPerPage),
    hitsPerPage,
    query: request.query,
    params: '',
    ...(request.clickAnalytics ? { queryID: 'a1b2c3d4e5f6' } : {}),
  };
}

function send(res: import('node:http').ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A few records in the DocSearch shape, one with markup in its text. */
export const FAKE_RECORDS: FakeRecord[] = [
  {
    objectID: '/setup#keys',
    url: '/setup#keys',
    type: 'lvl2',
    hierarchy: { lvl0: 'Guides', lvl1: 'Setup', lvl2: 'Keys' },
    content: 'Create a key on the dashboard.',
  },
  {
    objectID: '/setup',
    url: '/setup',
    type: 'lvl1',
    hierarchy: { lvl0: 'Guides', lvl1: 'Setup' },
    content: 'Set the key up <img src=x onerror="window.hacked=1">.',
  },
  {
    objectID: '/blog/release',
    url: '/blog/release',
    type: 'lvl1',
    hierarchy: { lvl0: 'News', lvl1: 'Release of the key manager' },
    content: 'A key release.',
  },
  // An operation in a live and a deprecated version, and a request body two operations share word for word.
  {
    objectID: '/api/v2/rotate',
    url: '/api/v2/rotate',
    type: 'lvl1',
    hierarchy: { lvl0: 'API', lvl1: 'Rotate a token (V2)' },
    content: 'Rotates a token.',
  },
  {
    objectID: '/api/v1/rotate',
    url: '/api/v1/rotate',
    type: 'lvl1',
    hierarchy: { lvl0: 'API', lvl1: 'Rotate a token (V1)' },
    content: 'Rotates a token.',
    deprecated: true,
  },
  {
    objectID: '/api/v2/rotate#request-body',
    url: '/api/v2/rotate#request-body',
    type: 'lvl2',
    hierarchy: { lvl0: 'API', lvl1: 'Rotate a token (V2)', lvl2: 'Request body' },
    content: 'Content type application/json, object TokenRequest:\n- token (string, required): The token.',
  },
  {
    objectID: '/api/v2/revoke#request-body',
    url: '/api/v2/revoke#request-body',
    type: 'lvl2',
    hierarchy: { lvl0: 'API', lvl1: 'Revoke a token (V2)', lvl2: 'Request body' },
    content: 'Content type application/json, object TokenRequest:\n- token (string, required): The token.',
  },
];
