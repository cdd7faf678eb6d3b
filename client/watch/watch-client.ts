import { PAGES_CHANGED_EVENT } from '../page-events.js';
import { hideErrors, showErrors } from './error-overlay.js';
import { pageFiles } from './served-files.js';
import { refreshStylesheets, swapInPlace } from './swap-in-place.js';
import { PLACEHOLDER_META, WATCH_SOCKET_PATH, type SwapScope, type WatchMessage } from './watch-messages.js';

/**
 * The dev-only client `docs-build watch` adds to every HTML page it serves (never to built output),
 * started with the file the page was served from (`a/b/index.html`) and the site's base URL. It opens
 * the WebSocket and, after a good rebuild, updates the page if the file it shows changed: in place
 * when the server says how (see `swapInPlace`), else by reloading; a changed stylesheet the page links
 * is loaded again. The client router is told to forget the pages it fetched ahead. After a failed
 * build it shows the diagnostics in an overlay, which the next good build removes. When the server
 * goes away it retries, and reloads once it is back. A page shown ahead of the first build (`preview`)
 * that connects only once the build is done reloads into the build's page. Messages are acted on one at a time, in order:
 * a stylesheet swap still loading is never raced by the next message's refresh of the same links.
 */
export function start(servedAs: string, base: string, preview = false): void {
  const servedAt = location.pathname;
  let lost = false;
  let retryMs = 250;
  let updating: Promise<void> = Promise.resolve();

  async function update(message: Extract<WatchMessage, { type: 'built' }>): Promise<void> {
    document.dispatchEvent(new CustomEvent(PAGES_CHANGED_EVENT));
    if (message.changed === 'all') return location.reload();
    const changed = new Set(message.changed);
    const mine = pageFiles(servedAs, servedAt, base).find((file) => changed.has(file));
    if (mine === undefined) return refreshStylesheets(message.changed, base);
    const scope = message.swaps?.[mine];
    if (scope === undefined) return location.reload();
    await swapIn(mine, scope, message.html?.[mine]);
  }

  async function swapIn(file: string, scope: SwapScope, html: string | undefined): Promise<void> {
    if (html === undefined) {
      const response = await fetch(base + file.split('/').map(encodeURIComponent).join('/'), { cache: 'no-store' });
      if (!response.ok) return location.reload();
      html = await response.text();
    }
    await swapInPlace(html, scope);
  }

  function connect(): void {
    const socket = new WebSocket(
      `${location.protocol === 'https:' ? 'wss://' : 'ws://'}${location.host}${WATCH_SOCKET_PATH}`,
    );
    socket.addEventListener('open', () => {
      retryMs = 250;
      if (lost) location.reload();
    });
    socket.addEventListener('message', (event) => {
      let message: WatchMessage;
      try {
        message = JSON.parse(String(event.data)) as WatchMessage;
      } catch {
        return;
      }
      if (message.type === 'failed') showErrors(message.errors);
      else if (message.type === 'ready') {
        if (preview || document.querySelector(`meta[name="${PLACEHOLDER_META}"]`)) location.reload();
      } else if (message.type === 'built') {
        hideErrors();
        updating = updating.then(() => update(message)).catch(() => location.reload());
      }
    });
    socket.addEventListener('close', () => {
      lost = true;
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 2000);
    });
  }
  connect();
}
