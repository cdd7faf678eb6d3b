import { loadPrebuiltWatchClient } from '../bundle/prebuilt-client.js';
import { WATCH_CLIENT_GLOBAL } from '../bundle/bundle-watch-client.js';

export { WATCH_SOCKET_PATH, type OverlayError, type WatchMessage } from '../../client/watch/watch-messages.js';

let bundled: string | undefined;

/** A JS string literal that is safe inside an HTML <script> element. */
function scriptString(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Adds watch's dev client (client/watch/watch-client.ts, bundled when the package is compiled) to an
 * HTML page served as `servedAs` (its path in the site, `a/b/index.html`) of a site under `baseUrl`:
 * before the last `</body>`, or at the end when there is none. A `preview` page (shown ahead of the
 * first build, see `previewPage`) reloads when it learns that the build is done.
 */
export function injectWatchClient(html: string, servedAs: string, baseUrl = '/', preview = false): string {
  bundled ??= loadPrebuiltWatchClient();
  const args = [scriptString(servedAs), scriptString(baseUrl), ...(preview ? ['true'] : [])].join(',');
  const script = `<script data-docs-build-watch>${bundled};${WATCH_CLIENT_GLOBAL}.start(${args})</script>`;
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
