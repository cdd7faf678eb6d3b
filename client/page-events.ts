/** Fired on `document` after the client router has put a new page in place (not on the first load). */
export const PAGE_LOAD_EVENT = 'docs-build:page-load';

/** Runs `callback` for the page loaded now and again after every client-side navigation. */
export function onEveryPage(callback: () => void): void {
  callback();
  document.addEventListener(PAGE_LOAD_EVENT, callback);
}

/** Tells the page's behaviours and islands that new page content is in place. */
export function announcePageLoad(): void {
  document.dispatchEvent(new CustomEvent(PAGE_LOAD_EVENT));
}

/**
 * Fired on `document` by `docs-build watch`'s dev client when the site's files changed: pages the
 * client router fetched ahead are out of date.
 */
export const PAGES_CHANGED_EVENT = 'docs-build:pages-changed';

/** Asks the client router to show a page (e.g. a search hit), as if a link to it were followed. */
export const NAVIGATE_EVENT = 'docs-build:navigate';

/** Navigates to `url` with the client router: no full reload when it is a page of this site. */
export function navigateTo(url: string): void {
  document.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { url } }));
}
