/** The built-in search page (`/search?q=…`); a standalone page at this route replaces it. */
export const SEARCH_ROUTE = '/search';
/** The not-found page, written as `404.html`; a standalone page at this route replaces it. */
export const NOT_FOUND_ROUTE = '/404';
