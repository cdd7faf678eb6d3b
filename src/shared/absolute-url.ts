/**
 * The absolute URL of a route on the site's public root: `siteUrl` is the origin (`config.url`) or,
 * for a route of the model, `publicSiteUrl(config)` (the origin and the base URL).
 */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodeURI(route)}`;
}

/** Where the site's routes are published: its origin and base URL (`https://org.github.io/my-project/`). */
export function publicSiteUrl(config: { url: string; baseUrl: string }): string {
  return `${config.url.replace(/\/+$/, '')}${config.baseUrl}`;
}
