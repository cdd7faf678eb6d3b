/**
 * How much of a changed page an open tab replaces in place: its `<main>` element (and description
 * tags), or its whole page area between navbar and footer (sidebar, main, table of contents, with the
 * page's title and head tags), or only the stylesheets its head links (a site's `customCss` edited:
 * the page is the same but for their hashed names). Any other change reloads the tab.
 */
export type SwapScope = 'main' | 'page' | 'styles';

/** The stylesheet links of a page's head, by their place; their hrefs are what a `styles` swap changes. */
const HEAD_STYLESHEET_HREF = /(<link rel="stylesheet" href=")[^"]*("\/?>)/g;

/** Whether two pages differ only in the hrefs of their head's stylesheet links. */
function sameButStylesheets(previous: string, next: string): boolean {
  const headEnd = (html: string) => html.indexOf('</head>');
  const withoutHrefs = (html: string) => html.slice(0, headEnd(html)).replace(HEAD_STYLESHEET_HREF, '$1$2') + html.slice(headEnd(html));
  return headEnd(previous) !== -1 && headEnd(next) !== -1 && withoutHrefs(previous) === withoutHrefs(next);
}

/**
 * Head tags that a page's content can change, which the client updates along with the part it swaps.
 * The same tags (by selector) are in watch-client.ts; the client router syncs the page-specific ones
 * it knows in swap-page.ts.
 */
const DESCRIPTION_TAGS = /<meta (?:name="description"|property="og:description"|name="twitter:description") content="[^"]*"\/?>/g;
const PAGE_HEAD_TAGS =
  /<title>[^<]*<\/title>|<meta (?:name="(?:description|robots|twitter:description)"|property="og:(?:title|description|url|type)") content="[^"]*"\/?>|<link rel="canonical" href="[^"]*"\/?>/g;

const WRAPPER_START = '<div class="page-wrapper">';

/** The page around an element, split as `before`, the element, `after`; undefined when it is not there. */
interface Split {
  before: string;
  inner: string;
  after: string;
}

function splitAtMain(html: string): Split | undefined {
  const start = html.indexOf('<main ');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return undefined;
  const close = end + '</main>'.length;
  return { before: html.slice(0, start).replace(DESCRIPTION_TAGS, ''), inner: html.slice(start, close), after: html.slice(close) };
}

/**
 * The page around its `.page-wrapper` element. The wrapper's end is found by counting `div` tags, which
 * holds for the HTML React renders (a `<` in text or attributes is escaped). A page whose raw HTML
 * unbalances them is split in the wrong place, so that the parts compared differ and the tab reloads.
 */
function splitAtPageArea(html: string): Split | undefined {
  const start = html.indexOf(WRAPPER_START);
  if (start === -1) return undefined;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + WRAPPER_START.length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      const close = match.index + match[0].length;
      return { before: html.slice(0, start).replace(PAGE_HEAD_TAGS, ''), inner: html.slice(start, close), after: html.slice(close) };
    }
  }
  return undefined;
}

/** Swapped content must not hold a script: it would not run when put in place. */
const SCRIPT = /<script[\s>]/i;

function sameAround(split: (html: string) => Split | undefined, previous: string, next: string): boolean {
  const old = split(previous);
  const updated = split(next);
  return old !== undefined && updated !== undefined && old.before === updated.before && old.after === updated.after && !SCRIPT.test(updated.inner);
}

/**
 * Of the pages an update changed, those an open tab can update in place, with the scope of the swap:
 * `main` when every byte outside the `<main>` element is the same as before (the head but for its
 * description tags), `page` when every byte outside the page area is (the head but for its title and
 * page-specific tags: a title edit, which shows in the sidebar), `styles` when only the hrefs of its
 * head's stylesheet links changed. Any other page reloads.
 */
export function pageSwaps(changed: Iterable<string>, before: (file: string) => string | undefined, after: (file: string) => string | undefined): Record<string, SwapScope> {
  const swaps: Record<string, SwapScope> = {};
  for (const file of changed) {
    if (!file.endsWith('.html')) continue;
    const previous = before(file);
    const next = after(file);
    if (previous === undefined || next === undefined) continue;
    if (sameAround(splitAtMain, previous, next)) swaps[file] = 'main';
    else if (sameAround(splitAtPageArea, previous, next)) swaps[file] = 'page';
    else if (sameButStylesheets(previous, next)) swaps[file] = 'styles';
  }
  return swaps;
}
