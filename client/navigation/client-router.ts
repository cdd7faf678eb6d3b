import { announcePageLoad, NAVIGATE_EVENT } from '../page-events.js';
import { fetchPage } from './fetch-page.js';
import { createPageCache } from './page-cache.js';
import { showLoadError, showPageCrash } from './page-messages.js';
import { installPrefetch } from './prefetch-links.js';
import { startProgressBar } from './progress-bar.js';
import { documentKey, isPlainClick, routerLinkTarget } from './router-links.js';
import { installScrollMemory, restoreScroll } from './scroll-memory.js';
import { swapPage } from './swap-page.js';

export interface ClientRouter {
  /** Shows the page at `url` without a full reload. */
  navigate(url: URL, options?: NavigateOptions): Promise<void>;
  /** Fetches the current page again and puts it in place (the crash message's "Try again"). */
  reload(): Promise<void>;
  /** The error boundary around the page: shows "This page crashed." with "Try again". */
  crash(error: unknown): void;
}

interface NavigateOptions {
  /** `push` for a followed link, `replace` to redo the current entry, `none` after back/forward. */
  history?: 'push' | 'replace' | 'none';
  /** Scroll position to restore (back/forward); otherwise the hash target or the top. */
  scrollY?: number;
  /** Bypass the prefetched copy. */
  fresh?: boolean;
}

/**
 * Takes over internal link clicks and back/forward: fetches the next page's HTML (prefetched on hover
 * or when visible), swaps it in, restores scroll and tells the page's behaviours and islands. A page
 * that is not part of this build gets a full load; a failed fetch shows a Retry button.
 */
export function installClientRouter(entryScript: string): ClientRouter {
  const cache = createPageCache((url) => fetchPage(url, entryScript));
  const scroll = installScrollMemory();
  let currentKey = documentKey(location);
  let latest: object | undefined;

  const navigate = async (url: URL, { history: mode = 'push', scrollY, fresh = false }: NavigateOptions = {}): Promise<void> => {
    const ticket = {};
    latest = ticket;
    scroll.save();
    const stopProgress = startProgressBar();
    const page = await cache.get(url, fresh);
    stopProgress();
    if (latest !== ticket) return;
    if (page.kind === 'reload') {
      if (mode === 'push') location.assign(url.href);
      else location.replace(url.href);
      return;
    }
    if (mode === 'push') history.pushState(scroll.initialState(), '', url.href);
    else if (mode === 'replace') history.replaceState(scroll.initialState(), '', url.href);
    currentKey = documentKey(url);
    if (page.kind === 'failed') {
      console.warn(`docs-build: could not load ${url.pathname}: ${page.reason}`);
      showLoadError(() => void navigate(new URL(location.href), { history: 'none', fresh: true }));
      return;
    }
    try {
      swapPage(new DOMParser().parseFromString(page.html, 'text/html'));
    } catch (error) {
      crash(error);
      return;
    }
    restoreScroll(url, scrollY);
    if (mode !== 'none') document.getElementById('main-content')?.focus({ preventScroll: true });
    announcePageLoad();
  };

  const crash = (error: unknown) => {
    console.error('docs-build: the page crashed', error);
    showPageCrash(() => void navigate(new URL(location.href), { history: 'none', fresh: true, scrollY: 0 }));
  };

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = anchor && routerLinkTarget(anchor);
    if (!url) return;
    // A link to a heading of this page: the browser scrolls and records history itself.
    if (documentKey(url) === currentKey && url.hash) return;
    event.preventDefault();
    void navigate(url, { history: documentKey(url) === currentKey ? 'replace' : 'push' });
  });

  document.addEventListener(NAVIGATE_EVENT, (event) => {
    const url = new URL((event as CustomEvent<{ url: string }>).detail.url, location.href);
    if (url.origin !== location.origin) location.assign(url.href);
    else void navigate(url, { history: documentKey(url) === currentKey ? 'replace' : 'push' });
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const saved = (event.state as { scrollY?: number } | null)?.scrollY;
    if (documentKey(url) === currentKey) {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    void navigate(url, { history: 'none', scrollY: saved ?? 0 });
  });

  installPrefetch((url) => void cache.get(url));
  return { navigate, reload: () => navigate(new URL(location.href), { history: 'none', fresh: true }), crash };
}
