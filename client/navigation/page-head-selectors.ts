/**
 * The head tags a page's content decides (the rest of `<head>` is the same for the whole build), by
 * selector: watch's in-place swaps update them with the page; the render stage keys them apart from the
 * rest of the head (`headPartKeys` in src/render/page-parts.ts), so they must name the same tags; the client
 * router (swap-page.ts) updates them when it moves to another page. The docs version and search tag of a
 * versioned site's page are what its searches are limited to (client/search/version-scope.ts).
 */
export const PAGE_HEAD_SELECTORS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:type"]',
  'meta[name="docsearch:version"]',
  'meta[name="docsearch:docusaurus_tag"]',
];

/** Of the page's head tags, those its main content decides (its description): a `main` swap updates only these. */
export const DESCRIPTION_SELECTORS = ['meta[name="description"]', 'meta[property="og:description"]'];
