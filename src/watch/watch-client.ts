/** The path of the WebSocket that tells open pages about rebuilds. */
export const WATCH_SOCKET_PATH = '/__docs-build/ws';

/** What the watch server sends to open pages, as JSON. */
export type WatchMessage =
  /** A build succeeded; `changed` lists the HTML files whose bytes changed (or `all`). */
  | { type: 'built'; changed: string[] | 'all' }
  /** A build failed; the last good site is still served. */
  | { type: 'failed'; errors: { location: string; text: string }[] };

/**
 * The dev-only script watch adds to every HTML page it serves (never to built output). It opens the
 * WebSocket and, after a good rebuild, reloads the page if the file it shows (the one it was served
 * from, or after client-side navigation the one its URL names, or the 404 page) changed; after a failed
 * one it shows the diagnostics in an overlay (role="alert", text only), which the next good build
 * removes. When the server goes away it retries, and reloads once it is back.
 */
function clientSource(servedAs: string): string {
  return `(() => {
  const servedAs = ${scriptString(servedAs)};
  const servedAt = location.pathname;
  const OVERLAY_ID = '__docs-build-overlay';
  let lost = false;
  let retryMs = 250;
  function candidates() {
    const raw = location.pathname;
    let relative;
    try { relative = raw.split('/').filter(Boolean).map(decodeURIComponent).join('/'); } catch { return []; }
    if (relative === '') return ['index.html'];
    if (raw.endsWith('/')) return [relative + '/index.html'];
    return [relative, relative + '/index.html'];
  }
  function shows(changed) {
    if (changed === 'all') return true;
    const files = new Set(changed);
    const mine = location.pathname === servedAt ? [servedAs, ...candidates()] : [...candidates(), '404.html'];
    return mine.some((file) => files.has(file));
  }
  function hideErrors() { document.getElementById(OVERLAY_ID)?.remove(); }
  function showErrors(errors) {
    hideErrors();
    const box = document.createElement('div');
    box.id = OVERLAY_ID;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px;background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
    const title = document.createElement('p');
    title.style.cssText = 'margin:0 0 16px;font-weight:bold;color:#ff8a80';
    title.textContent = 'docs-build: the last change did not build (' + errors.length + (errors.length === 1 ? ' error' : ' errors') + '). Showing the last good version; save a fix and this page updates.';
    box.append(title);
    for (const error of errors) {
      const pre = document.createElement('pre');
      pre.style.cssText = 'margin:0 0 16px;white-space:pre-wrap;word-break:break-word;border-left:3px solid #ff8a80;padding-left:12px';
      pre.textContent = error.text;
      box.append(pre);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.addEventListener('click', hideErrors);
    box.append(close);
    document.body.append(box);
  }
  function connect() {
    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + ${scriptString(WATCH_SOCKET_PATH)});
    socket.addEventListener('open', () => {
      retryMs = 250;
      if (lost) location.reload();
    });
    socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'failed') showErrors(message.errors);
      else if (message.type === 'built') {
        hideErrors();
        if (shows(message.changed)) location.reload();
      }
    });
    socket.addEventListener('close', () => {
      lost = true;
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 2000);
    });
  }
  connect();
})();`;
}

/** A JS string literal that is safe inside an HTML <script> element. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Adds the watch client to an HTML page served as `servedAs` (its path in the site, `a/b/index.html`):
 * before the last `</body>`, or at the end when there is none.
 */
export function injectWatchClient(html: string, servedAs: string): string {
  const script = `<script data-docs-build-watch>${clientSource(servedAs)}</script>`;
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
