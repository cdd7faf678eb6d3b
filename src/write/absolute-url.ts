/** The absolute URL of a route on the site's public origin (`config.url`). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodeURI(route)}`;
}
