/**
 * A path of the site (`/api-intro/shift`, `/assets/app-X.js`, `/`) as written in the published site,
 * under its base URL (`/my-project/` → `/my-project/api-intro/shift`). Routes inside the build stay
 * base-less; this is applied where a URL is written. Anything that is not a path from the site's root
 * (a full URL, `//host/x`, `#anchor`, a relative path, `mailto:`) is returned as it is, so any href
 * can go through it. With the default base `/`, every path stays as it is.
 */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (baseUrl === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return baseUrl + path.slice(1);
}

/**
 * A path the browser is at (or a link points to) without the site's base URL (`/my-project/faq` →
 * `/faq`), or undefined when it is outside the site (another site on the same host).
 */
export function withoutBaseUrl(baseUrl: string, pathname: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (pathname === baseUrl.slice(0, -1)) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : undefined;
}
