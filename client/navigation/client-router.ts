import { afterInteractive } from '../after-interactive.js';
import { NAVIGATE_EVENT } from '../page-events.js';
import type { NavigateOptions, Navigator } from './navigator.js';
import { installPrefetch } from './prefetch-links.js';
import { documentKey, isPlainClick, routerLinkTarget } from './router-links.js';
import { installScrollMemory } from './scroll-memory.js';

export interface ClientRouter {
  /** The error boundary around the page: shows "This page crashed." with "Try again". */
  crash(error: unknown): void;
}

/**
 * Takes over internal link clicks, back/forward and `navigateTo` so pages change without a full
 * reload. Only these listeners load with the page; the code that fetches and swaps pages
 * (`navigator.ts`) loads once the page is interactive, or at the first click or prefetch. If it
 * cannot load, links work as plain links.
 */
export function installClientRouter(entryScript: string): ClientRouter {
  const scroll = installScrollMemory();
  const position = { currentKey: documentKey(location) };
  let navigator: Promise<Navigator> | undefined;
  const load = () =>
    (navigator ??= import('./navigator.js').then(({ createNavigator }) =>
      createNavigator({ entryScript, scroll, position }),
    ));
  const navigate = (url: URL, options: NavigateOptions) =>
    void load().then(
      (loaded) => loaded.navigate(url, options),
      () => location.assign(url.href),
    );

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = anchor && routerLinkTarget(anchor);
    if (!url) return;
    // A link to a heading of this page: the browser scrolls and records history itself.
    if (documentKey(url) === position.currentKey && url.hash) return;
    event.preventDefault();
    navigate(url, { history: documentKey(url) === position.currentKey ? 'replace' : 'push' });
  });

  document.addEventListener(NAVIGATE_EVENT, (event) => {
    const url = new URL((event as CustomEvent<{ url: string }>).detail.url, location.href);
    if (url.origin !== location.origin) location.assign(url.href);
    else navigate(url, { history: documentKey(url) === position.currentKey ? 'replace' : 'push' });
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const saved = (event.state as { scrollY?: number } | null)?.scrollY;
    if (documentKey(url) === position.currentKey) {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    navigate(url, { history: 'none', scrollY: saved ?? 0 });
  });

  installPrefetch(
    (url) =>
      void load().then(
        (loaded) => loaded.prefetch(url),
        () => undefined,
      ),
  );
  afterInteractive(() => void load().catch(() => undefined));
  return { crash: (error) => void load().then((loaded) => loaded.crash(error)) };
}
