import { onEveryPage } from '../page-events.js';
import { routerLinkTarget } from './router-links.js';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data or the connection is 2G: then nothing is fetched ahead. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Prefetches pages the reader is likely to open: any internal link on hover or keyboard focus, and the
 * links in the main content (body links, previous/next) when they scroll into view.
 */
export function installPrefetch(prefetch: (url: URL) => void): void {
  if (!prefetchAllowed()) return;
  const fromEvent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const url = anchor && routerLinkTarget(anchor);
    if (url && url.pathname !== location.pathname) prefetch(url);
  };
  document.addEventListener('mouseover', fromEvent, { passive: true });
  document.addEventListener('focusin', fromEvent);
  document.addEventListener('touchstart', fromEvent, { passive: true });

  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = routerLinkTarget(entry.target as HTMLAnchorElement);
      if (url && url.pathname !== location.pathname) whenIdle(() => prefetch(url));
    }
  });
  onEveryPage(() => {
    observer.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]'))
      observer.observe(anchor);
  });
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
