import { PAGE_LOAD_EVENT, PAGES_CHANGED_EVENT } from '../../client/page-events.js';
import type { SwapScope } from './page-swaps.js';

/** The path of the WebSocket that tells open pages about rebuilds. */
export const WATCH_SOCKET_PATH = '/__docs-build/ws';

/** A diagnostic as the overlay shows it: where (`file:line`, or empty) and the text the terminal shows. */
export interface OverlayError {
  location: string;
  text: string;
}

/** What the watch server sends to open pages, as JSON. */
export type WatchMessage =
  /**
   * A build (or a quick update of some pages) succeeded: `changed` lists the HTML and CSS files whose
   * bytes changed (or `all`); `swaps` names the changed pages an open tab can update in place, and how
   * much of them (see `pageSwaps`); `html` has their new HTML when there are few of them (otherwise a
   * tab fetches its page).
   */
  | { type: 'built'; changed: string[] | 'all'; swaps?: Record<string, SwapScope>; html?: Record<string, string> }
  /** A build failed; the last good site is still served. */
  | { type: 'failed'; errors: OverlayError[] };

/**
 * The dev-only script watch adds to every HTML page it serves (never to built output). It opens the
 * WebSocket and, after a good rebuild, updates the page if the file it shows (the one it was served
 * from, or after client-side navigation the one its URL names, or the 404 page) changed: in place when
 * only its main element or its page area changed (keeping the scroll positions and the sidebar
 * categories the reader opened, with the new content's stylesheets loaded first, and the page's
 * islands hydrated again), else by reloading. A changed stylesheet the page
 * links is loaded again. The client router is told to forget the pages it fetched ahead. After a failed
 * build it shows the diagnostics in an overlay (role="alert", text only), which the next good build
 * removes. When the server goes away it retries, and reloads once it is back.
 */
function clientSource(servedAs: string, baseUrl: string): string {
  return `(() => {
  const servedAs = ${scriptString(servedAs)};
  // The site's base URL: the page's path, and the site's files, are under it.
  const base = ${scriptString(baseUrl)};
  const servedAt = location.pathname;
  const OVERLAY_ID = '__docs-build-overlay';
  let lost = false;
  let retryMs = 250;
  function candidates() {
    const path = location.pathname;
    if (path !== base.slice(0, -1) && !path.startsWith(base)) return [];
    const raw = path.slice(base.length - 1);
    let relative;
    try { relative = raw.split('/').filter(Boolean).map(decodeURIComponent).join('/'); } catch { return []; }
    if (relative === '') return ['index.html'];
    if (raw.endsWith('/')) return [relative + '/index.html'];
    return [relative, relative + '/index.html'];
  }
  function myFiles() {
    return location.pathname === servedAt ? [servedAs, ...candidates()] : [...candidates(), '404.html'];
  }
  function loadStylesheet(href) {
    return new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(link));
      link.addEventListener('error', () => resolve(link));
      document.head.append(link);
    });
  }
  const DESCRIPTION_TAGS = ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]'];
  const PAGE_HEAD_TAGS = [...DESCRIPTION_TAGS, 'meta[name="robots"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'meta[property="og:url"]', 'meta[property="og:type"]'];
  function syncHead(incoming, selectors) {
    for (const selector of selectors) {
      const tag = document.head.querySelector(selector);
      const fresh = incoming.head.querySelector(selector);
      if (tag && fresh) tag.replaceWith(document.importNode(fresh, true));
      else if (tag) tag.remove();
      else if (fresh) document.head.append(document.importNode(fresh, true));
    }
  }
  // What the reader did in the page area that a swap would undo: the sidebar categories opened or
  // closed, and how far the sidebar and the table of contents are scrolled.
  const SCROLLED = ['#docs-sidebar', '#docs-sidebar .sidebar-nav', '.toc'];
  function pageAreaState() {
    const lists = Array.from(document.querySelectorAll('#docs-sidebar ul[id]'), (list) => [list.id, list.hidden]);
    const scrolls = SCROLLED.map((selector) => [selector, document.querySelector(selector)?.scrollTop ?? 0]);
    return () => {
      for (const [id, hidden] of lists) {
        const list = document.getElementById(id);
        if (!list || !list.closest('#docs-sidebar')) continue;
        list.hidden = hidden;
        document.querySelector('#docs-sidebar [aria-controls="' + CSS.escape(id) + '"]')?.setAttribute('aria-expanded', String(!hidden));
      }
      for (const [selector, top] of scrolls) {
        const element = document.querySelector(selector);
        if (element) element.scrollTop = top;
      }
    };
  }
  // The head's stylesheets as the new page links them: each new one loaded before the old ones go, so
  // the page never shows unstyled.
  async function swapStylesheets(incoming) {
    const current = Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'));
    const kept = new Set(current.map((link) => link.href));
    const wanted = Array.from(incoming.head.querySelectorAll('link[rel="stylesheet"]'), (link) => new URL(link.getAttribute('href'), location.href).href);
    await Promise.all(wanted.filter((href) => !kept.has(href)).map(loadStylesheet));
    for (const link of current) if (!wanted.includes(link.href)) link.remove();
  }
  async function swap(html, scope) {
    const incoming = new DOMParser().parseFromString(html, 'text/html');
    if (scope === 'styles') return swapStylesheets(incoming);
    const selector = scope === 'page' ? '.page-wrapper' : '#main-content';
    const current = document.querySelector(selector);
    const next = incoming.querySelector(selector);
    if (!current || !next) return location.reload();
    const loaded = new Set(Array.from(document.styleSheets, (sheet) => sheet.href));
    const newStyles = Array.from(next.querySelectorAll('link[rel="stylesheet"]'), (link) => link.href).filter((href) => !loaded.has(href));
    // Loaded before the swap, so the new content never shows unstyled; dropped once the content's own links have it.
    const early = await Promise.all(newStyles.map(loadStylesheet));
    const x = scrollX, y = scrollY;
    const restorePageArea = scope === 'page' ? pageAreaState() : () => {};
    if (scope === 'page') document.title = incoming.title;
    syncHead(incoming, scope === 'page' ? PAGE_HEAD_TAGS : DESCRIPTION_TAGS);
    current.replaceWith(document.adoptNode(next));
    restorePageArea();
    scrollTo(x, y);
    for (const link of early) link.remove();
    document.dispatchEvent(new CustomEvent(${scriptString(PAGE_LOAD_EVENT)}));
  }
  async function swapIn(file, scope, html) {
    if (html === undefined) {
      const response = await fetch(base + file.split('/').map(encodeURIComponent).join('/'), { cache: 'no-store' });
      if (!response.ok) return location.reload();
      html = await response.text();
    }
    await swap(html, scope);
  }
  async function refreshStylesheets(changedFiles) {
    const files = new Set(changedFiles.filter((file) => file.endsWith('.css')).map((file) => base + file));
    for (const link of Array.from(document.querySelectorAll('link[rel="stylesheet"]'))) {
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || !files.has(url.pathname)) continue;
      url.searchParams.set('t', String(Date.now()));
      const fresh = link.cloneNode();
      fresh.href = url.href;
      await new Promise((resolve) => {
        fresh.addEventListener('load', resolve);
        fresh.addEventListener('error', resolve);
        link.after(fresh);
      });
      link.remove();
    }
  }
  function update(message) {
    document.dispatchEvent(new CustomEvent(${scriptString(PAGES_CHANGED_EVENT)}));
    if (message.changed === 'all') return location.reload();
    const changed = new Set(message.changed);
    const mine = myFiles().find((file) => changed.has(file));
    if (mine === undefined) return void refreshStylesheets(message.changed);
    const scope = message.swaps && message.swaps[mine];
    if (scope === undefined) return location.reload();
    swapIn(mine, scope, message.html && message.html[mine]).catch(() => location.reload());
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
        update(message);
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
 * Adds the watch client to an HTML page served as `servedAs` (its path in the site, `a/b/index.html`)
 * of a site under `baseUrl`: before the last `</body>`, or at the end when there is none.
 */
export function injectWatchClient(html: string, servedAs: string, baseUrl = '/'): string {
  const script = `<script data-docs-build-watch>${clientSource(servedAs, baseUrl)}</script>`;
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
