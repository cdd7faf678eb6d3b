/** How long a page waits for its new stylesheets before it is shown anyway: a slow or missing one must not hold the page. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Loads the stylesheets `next` links that this document does not (the CSS of its components, linked in
 * its content), so that the page is put in place with them: swapped in first, its components showed
 * unstyled until their stylesheet arrived. Each is preloaded, and the page's own link then finds it in
 * the browser's cache. Settles when all have loaded or failed, or after STYLESHEET_WAIT_MS.
 */
export function loadNewStylesheets(next: Document, pageUrl: URL): Promise<void> {
  const linked = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href),
  );
  const fresh = new Set<string>();
  for (const link of Array.from(next.querySelectorAll('link[rel="stylesheet"]'))) {
    const href = link.getAttribute('href');
    if (href === null) continue;
    const absolute = new URL(href, pageUrl).href;
    if (!linked.has(absolute)) fresh.add(absolute);
  }
  if (fresh.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STYLESHEET_WAIT_MS)));
  return Promise.race([Promise.all(Array.from(fresh, preloadStylesheet)).then(() => undefined), waited]).finally(() =>
    clearTimeout(timer),
  );
}

function preloadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.href = href;
    link.onload = link.onerror = () => {
      link.remove();
      resolve();
    };
    document.head.append(link);
  });
}
