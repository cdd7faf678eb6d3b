import { siteBaseUrl } from '../site-base-url.js';
import { withoutBaseUrl } from '../with-base-url.js';

/**
 * The URL a click on `anchor` should navigate to with the client router, or undefined when the browser
 * should handle it: other origins, paths outside the site's base URL (another site on the same host),
 * new tabs, downloads, files (a path with an extension) and assets.
 */
export function routerLinkTarget(anchor: HTMLAnchorElement): URL | undefined {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return undefined;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.') && !lastSegment.endsWith('.html')) return undefined;
  const route = withoutBaseUrl(siteBaseUrl(anchor.ownerDocument), url.pathname);
  if (route === undefined || route.startsWith('/assets/')) return undefined;
  return url;
}

/** True for a plain left click (no modifier keys): the ones the router takes over. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/** Path and query: two URLs with the same key are the same document. */
export function documentKey(url: URL | Location): string {
  return url.pathname + url.search;
}
