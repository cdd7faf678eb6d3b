/** The path of the WebSocket that tells open pages about rebuilds. */
export const WATCH_SOCKET_PATH = '/__docs-build/ws';

/**
 * How much of a changed page an open tab replaces in place: its `<main>` element (and description
 * tags), or its whole page area between navbar and footer (sidebar, main, table of contents, with the
 * page's title and head tags), or only the stylesheets its head links (a site's `customCss` edited:
 * the page is the same but for their hashed names). Any other change reloads the tab.
 */
export type SwapScope = 'main' | 'page' | 'styles';

/** A diagnostic as the overlay shows it: where (`file:line`, or empty) and the text the terminal shows. */
export interface OverlayError {
  location: string;
  text: string;
}

/** What the watch server sends to open pages, as JSON. */
export type WatchMessage =
  /**
   * A build (or a quick update of some pages) succeeded: `changed` lists the HTML files whose bytes
   * changed or that are gone, and the CSS files served with new bytes (or `all`); `swaps` names the
   * changed pages an open tab can update in place, and how much of them (see `pageSwaps`); `html` has
   * their new HTML when there are few of them (otherwise a tab fetches its page).
   */
  | { type: 'built'; changed: string[] | 'all'; swaps?: Record<string, SwapScope>; html?: Record<string, string> }
  /** A build failed; the last good site is still served. */
  | { type: 'failed'; errors: OverlayError[] }
  /**
   * Sent to a page that connects after a good build: the site is served. A "Building the site" page
   * that loaded before the build ended, but connected after it, reloads into its page.
   */
  | { type: 'ready' };

/** The mark of watch's placeholder pages ("Building the site", "The site did not build"). */
export const PLACEHOLDER_META = 'docs-build-placeholder';
