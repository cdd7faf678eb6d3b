/**
 * Keys of the parts of a rendered page, which the render stage marks as it renders it: hashes of each
 * part's bytes (the bytes of a part inside another, such as `main` in `area`, count for the inner one
 * only). Two versions of a page whose `frame` keys are equal differ only inside the other parts; watch
 * compares them to decide how much of the page an open tab swaps in place (`src/watch/page-swaps.ts`).
 */
export interface PageParts {
  /** Everything outside the other parts: the rest of the head, the navbar, the footer, the scripts. */
  frame: string;
  /** The head's stylesheet links (their hrefs change with a `customCss` edit). */
  stylesheets: string;
  /** The head tags the page decides, but its description: title, robots, canonical, OpenGraph title, URL and type. */
  head: string;
  /** The description tags (`meta[name="description"]`, `meta[property="og:description"]`). */
  description: string;
  /** The page area between navbar and footer (`.page-wrapper`: sidebar, table of contents), but its main element. */
  area: string;
  /** The main element (`<main id="main-content">`). */
  main: string;
  /** Whether the main element holds a `<script>`, which would not run when swapped in. */
  scriptInMain: boolean;
  /** Whether the page area (main element included) holds a `<script>`. */
  scriptInArea: boolean;
}

/** A page rendered by the render stage: its HTML document and, when it has them all, the keys of its parts. */
export interface RenderedPage {
  html: string | Uint8Array;
  parts?: PageParts;
}
