import { escapeHtml } from '../../templates/escape-html.js';
import { REDIRECTS_FILE } from '../model/generated-files.js';
import type { Redirect } from '../model/redirect.js';
import { absoluteUrl } from './absolute-url.js';

/**
 * The files that carry the site's redirects, by output path: a page at each `from` route that sends the
 * reader on at once (a meta refresh, and a script that keeps the query and `#anchor` asked for), names
 * the new address as canonical and shows a link to it; and `_redirects`, which static hosts (Netlify,
 * Cloudflare Pages) and `serve` answer with 301. None when the site has no redirects.
 */
export function redirectFiles(redirects: readonly Redirect[], siteUrl: string, htmlFilePath: (route: string) => string): Map<string, string> {
  const files = new Map<string, string>();
  if (redirects.length === 0) return files;
  for (const redirect of redirects) files.set(htmlFilePath(redirect.from), redirectPage(redirect, siteUrl));
  files.set(REDIRECTS_FILE, redirects.map(({ from, to }) => `${from} ${to} 301\n`).join(''));
  return files;
}

function redirectPage({ to }: Redirect, siteUrl: string): string {
  const canonical = to.startsWith('/') ? absoluteUrl(siteUrl, to) : to;
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
