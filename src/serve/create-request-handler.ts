import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../context/logger.js';
import { createFileSender } from './create-file-sender.js';
import { createFileCache } from './file-cache.js';
import type { FileSource } from './file-source.js';
import { isHiddenPath } from './is-hidden-path.js';
import { createRedirectLookup, pathKey } from './redirect-rules.js';
import { resolveRequestPath } from './resolve-request-path.js';

/** Lookups a request makes when its file vanishes before it can be opened (a rebuild swapped it out). */
const ATTEMPTS = 3;

/**
 * Creates the request listener for a site whose files come from `source` (the output folder, see
 * createFolderSource, or a build held in memory, see createMemorySource): GET and HEAD only, pretty
 * URLs to `index.html`, the site's `404.html` for anything missing or hidden (dotfiles), ETag and date
 * revalidation, byte ranges, compression of small files and streaming of large ones; the paths its
 * `_redirects` lists are answered with their redirect (301). A source with no
 * site to serve (a missing output folder, after a brief wait) is answered with 503.
 *
 * A site built with a `baseUrl` is served under it: `/my-project/a/b` serves `a/b/index.html`, and any
 * path outside it (`/`, `/my-project` without its slash) is sent to the base URL with a 302, as
 * `docusaurus serve` does. `baseUrl` is a function for `watch`, whose config may change it.
 */
export function createRequestHandler(
  source: FileSource,
  logger: Logger,
  options: { baseUrl?: string | (() => string) } = {},
) {
  const baseUrlOf =
    typeof options.baseUrl === 'function' ? options.baseUrl : () => (options.baseUrl as string | undefined) ?? '/';
  const sendFile = createFileSender(createFileCache(), logger);
  const redirectsOf = createRedirectLookup();

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** A redirect of the site's `_redirects`, with the query string of the request kept. */
  function sendRedirect(req: IncomingMessage, res: ServerResponse, status: number, to: string) {
    const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
    res.setHeader('Location', to.includes('?') || to.includes('#') ? to : to + query);
    sendText(req, res, status, `Moved to ${to}\n`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(req, res, 405, 'Method Not Allowed\n');
      return;
    }
    const target = resolveRequestPath(req.url ?? '/');
    if (target.kind === 'bad-request') {
      sendText(req, res, 400, 'Bad Request\n');
      return;
    }
    const baseUrl = baseUrlOf();
    // The path in the output folder: the request's without the base URL (undefined outside it).
    const relative = underBase(baseUrl, target.relative, target.trailingSlash);
    const hidden = isHiddenPath(relative ?? target.relative);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const view = await source.view();
      if (!view) break;
      // `_redirects` names paths as browsers ask for them, the base URL included.
      const redirect = hidden ? undefined : (await redirectsOf(view)).get(pathKey(`/${target.relative}`));
      if (redirect) {
        sendRedirect(req, res, redirect.status, redirect.to);
        return;
      }
      if (relative === undefined) {
        res.setHeader('Location', baseUrl);
        sendText(req, res, 302, `The site is at ${baseUrl}\n`);
        return;
      }
      const found = hidden ? null : await view.find(relative, target.trailingSlash);
      // A miss may only mean the folder was away during the lookup (a rebuild between two renames),
      // so a path is looked up twice before it is called missing.
      if (!found && !hidden && attempt === 0 && source.missesMayBeTransient) continue;
      const page = found ?? (await view.find('404.html', false));
      if (!page) {
        sendText(req, res, 404, 'Not Found\n');
        return;
      }
      if (await sendFile(req, res, page, found ? 200 : 404)) return;
    }
    res.setHeader('Retry-After', '1');
    sendText(req, res, 503, 'Service Unavailable: the site is being rebuilt\n');
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      logger.error(`serve: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal Server Error\n');
    });
  };
}

/**
 * A request's path (`relative`: its segments, decoded) without the base URL's segments; undefined when
 * it is outside the base URL, or is the base URL without its closing slash (sent to the base URL).
 */
function underBase(baseUrl: string, relative: string, trailingSlash: boolean): string | undefined {
  if (baseUrl === '/') return relative;
  let base = baseUrl.slice(1, -1);
  try {
    base = decodeURI(base);
  } catch {
    // A malformed escape is compared as written.
  }
  if (relative === base) return trailingSlash ? '' : undefined;
  return relative.startsWith(`${base}/`) ? relative.slice(base.length + 1) : undefined;
}
