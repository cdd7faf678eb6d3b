/**
 * The site files the page may show, relative to the site (`a/b/index.html`): the one it was served
 * from while its URL is the one it was served at, then those its URL names; after a client-side
 * navigation those its URL names, or the 404 page.
 */
export function pageFiles(servedAs: string, servedAt: string, base: string): string[] {
  return location.pathname === servedAt ? [servedAs, ...filesOfUrl(base)] : [...filesOfUrl(base), '404.html'];
}

/** The files the page's URL names under the site's base URL (`/guide` → `guide`, `guide/index.html`). */
function filesOfUrl(base: string): string[] {
  const path = location.pathname;
  if (path !== base.slice(0, -1) && !path.startsWith(base)) return [];
  const raw = path.slice(base.length - 1);
  let relative: string;
  try {
    relative = raw.split('/').filter(Boolean).map(decodeURIComponent).join('/');
  } catch {
    return [];
  }
  if (relative === '') return ['index.html'];
  if (raw.endsWith('/')) return [`${relative}/index.html`];
  return [relative, `${relative}/index.html`];
}
