import { escapeHtml } from '../../templates/escape-html.js';
import { REDIRECTS_FILE } from '../model/generated-files.js';
import type { Redirect } from '../model/redirect.js';
import { withBaseUrl } from '../shared/browser-shapes.js';
import { absoluteUrl, publicSiteUrl } from '../shared/absolute-url.js';

/**
 * The files that carry the site's redirects, by output path: a page at each `from` route that sends the
 * reader on at once (a meta refresh, and a script that keeps the query and `#anchor` asked for), names
 * the new address as canonical and shows a link to it; and `_redirects`, which static hosts (Netlify,
 * Cloudflare Pages) and `serve` answer with 301. None when the site has no redirects. Both say the
 * paths as a browser asks for them: under the site's base URL (`config.baseUrl`).
 */
export function redirectFiles(
  redirects: readonly Redirect[],
  config: { url: string; baseUrl: string },
  htmlFilePath: (route: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  if (redirects.length === 0) return files;
  const siteUrl = publicSiteUrl(config);
  const published = (route: string) => withBaseUrl(config.baseUrl, route);
  for (const redirect of redirects)
    files.set(htmlFilePath(redirect.from), redirectPage(redirect.to, published(redirect.to), siteUrl));
  files.set(REDIRECTS_FILE, redirects.map(({ from, to }) => `${published(from)} ${published(to)} 301\n`).join(''));
  return files;
}

/** `route`: the target as the config wrote it (a route or a URL); `to`: as published. */
function redirectPage(route: string, to: string, siteUrl: string): string {
  const canonical = route.startsWith('/') ? absoluteUrl(siteUrl, route) : route;
  const href = escapeHtml(to);
  // The reader's own query and anchor go along, where the target does not name its own.
  const kept = to.includes('#') ? [] : to.includes('?') ? ['location.hash'] : ['location.search', 'location.hash'];
  const script = `location.replace(${[JSON.stringify(to), ...kept].join('+')})`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${href}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<script>${script.replace(/</g, '\\u003c')}</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
