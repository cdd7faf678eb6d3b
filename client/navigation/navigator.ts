import { announcePageLoad, PAGES_CHANGED_EVENT } from '../page-events.js';
import { fetchPage } from './fetch-page.js';
import { createPageCache } from './page-cache.js';
import { loadNewStylesheets } from './page-stylesheets.js';
import { showLoadError, showPageCrash } from './page-messages.js';
import { startProgressBar } from './progress-bar.js';
import { documentKey } from './router-links.js';
import { restoreScroll, type ScrollMemory } from './scroll-memory.js';
import { swapPage } from './swap-page.js';

export interface NavigateOptions {
  /** `push` for a followed link, `replace` to redo the current entry, `none` after back/forward. */
  history?: 'push' | 'replace' | 'none';
  /** Scroll position to restore (back/forward); otherwise the hash target or the top. */
  scrollY?: number;
  /** Bypass the prefetched copy. */
  fresh?: boolean;
}

export interface NavigatorOptions {
  /** URL path of the entry module: a fetched document that loads another one is not a page of this build. */
  entryScript: string;
  scroll: ScrollMemory;
  /** The document the window shows (path + query), shared with the router's listeners. */
  position: { currentKey: string };
}

/** The part of the client router that loads and shows pages; loaded after the page is interactive. */
export interface Navigator {
  navigate(url: URL, options?: NavigateOptions): Promise<void>;
  /** Fetches a page ahead of a likely navigation. */
  prefetch(url: URL): void;
  /** The error boundary around the page: shows "This page crashed." with "Try again". */
  crash(error: unknown): void;
}

/**
 * Fetches the next page's HTML (or takes the prefetched copy) and the stylesheets it adds, swaps it in,
 * restores scroll and tells the page's behaviours and islands. A page that is not part of this build
 * gets a full load; a failed fetch shows a Retry button; a page that cannot be put in place shows the
 * crash message.
 */
export function createNavigator({ entryScript, scroll, position }: NavigatorOptions): Navigator {
  const cache = createPageCache((url) => fetchPage(url, entryScript));
  document.addEventListener(PAGES_CHANGED_EVENT, () => cache.clear());
  let latest: object | undefined;

  const navigate = async (
    url: URL,
    { history: mode = 'push', scrollY, fresh = false }: NavigateOptions = {},
  ): Promise<void> => {
    const ticket = {};
    latest = ticket;
    scroll.save();
    const stopProgress = startProgressBar();
    const page = await cache.get(url, fresh);
    // Not parsed for a navigation a newer one has replaced.
    const next =
      page.kind === 'page' && latest === ticket ? new DOMParser().parseFromString(page.html, 'text/html') : undefined;
    if (next) await loadNewStylesheets(next, url);
    stopProgress();
    if (latest !== ticket) return;
    if (page.kind === 'reload') {
      if (mode === 'push') location.assign(url.href);
      else location.replace(url.href);
      return;
    }
    if (mode === 'push') history.pushState(scroll.initialState(), '', url.href);
    else if (mode === 'replace') history.replaceState(scroll.initialState(), '', url.href);
    position.currentKey = documentKey(url);
    if (page.kind === 'failed') {
      console.warn(`docs-build: could not load ${url.pathname}: ${page.reason}`);
      showLoadError(() => void navigate(new URL(location.href), { history: 'none', fresh: true }));
      return;
    }
    try {
      swapPage(next!);
    } catch (error) {
      crash(error);
      return;
    }
    restoreScroll(url, scrollY);
    if (mode !== 'none') document.getElementById('main-content')?.focus({ preventScroll: true });
    announceTitle();
    announcePageLoad();
  };

  const crash = (error: unknown) => {
    console.error('docs-build: the page crashed', error);
    showPageCrash(() => void navigate(new URL(location.href), { history: 'none', fresh: true, scrollY: 0 }));
  };

  return { navigate, prefetch: (url) => void cache.get(url), crash };
}

/** Screen readers hear the new page's title, as they would after a full load. */
function announceTitle(): void {
  let announcer = document.getElementById('route-announcer');
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.id = 'route-announcer';
    announcer.className = 'sr-only';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    // Inside the banner landmark, so all content stays in landmarks.
    (document.querySelector('header.navbar') ?? document.body).append(announcer);
  }
  announcer.textContent = document.title;
}
