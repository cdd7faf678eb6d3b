import { DESCRIPTION_SELECTORS, PAGE_HEAD_SELECTORS } from '../../client/navigation/page-head-selectors.js';
import type { SwapScope } from '../../client/watch/watch-messages.js';

export type { SwapScope };

/** The stylesheet links of a page's head, by their place; their hrefs are what a `styles` swap changes. */
const HEAD_STYLESHEET_HREF = /(<link rel="stylesheet" href=")[^"]*("\/?>)/g;

/** Whether two pages differ only in the hrefs of their head's stylesheet links. */
function sameButStylesheets(previous: string, next: string): boolean {
  const headEnd = (html: string) => html.indexOf('</head>');
  const withoutHrefs = (html: string) =>
    html.slice(0, headEnd(html)).replace(HEAD_STYLESHEET_HREF, '$1$2') + html.slice(headEnd(html));
  return headEnd(previous) !== -1 && headEnd(next) !== -1 && withoutHrefs(previous) === withoutHrefs(next);
}

/**
 * Head tags that a page's content can change, which the client updates along with the part it swaps:
 * the tags `selectors` name (`meta[name="description"]`), as React renders them.
 */
function headTagsPattern(selectors: readonly string[]): RegExp {
  const tags = selectors.map((selector) => {
    const [, tag, attribute, value] = /^(\w+)\[(\w+)="([^"]+)"\]$/.exec(selector)!;
    return `<${tag} ${attribute}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`;
  });
  return new RegExp(tags.join('|'), 'g');
}
const DESCRIPTION_TAGS = headTagsPattern(DESCRIPTION_SELECTORS);
const PAGE_HEAD_TAGS = new RegExp(`<title>[^<]*</title>|${headTagsPattern(PAGE_HEAD_SELECTORS).source}`, 'g');

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
  return {
    before: html.slice(0, start).replace(DESCRIPTION_TAGS, ''),
    inner: html.slice(start, close),
    after: html.slice(close),
  };
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
      return {
        before: html.slice(0, start).replace(PAGE_HEAD_TAGS, ''),
        inner: html.slice(start, close),
        after: html.slice(close),
      };
    }
  }
  return undefined;
}

/** Swapped content must not hold a script: it would not run when put in place. */
const SCRIPT = /<script[\s>]/i;

function sameAround(split: (html: string) => Split | undefined, previous: string, next: string): boolean {
  const old = split(previous);
  const updated = split(next);
  return (
    old !== undefined &&
    updated !== undefined &&
    old.before === updated.before &&
    old.after === updated.after &&
    !SCRIPT.test(updated.inner)
  );
}

/**
 * Of the pages an update changed, those an open tab can update in place, with the scope of the swap:
 * `main` when every byte outside the `<main>` element is the same as before (the head but for its
 * description tags), `page` when every byte outside the page area is (the head but for its title and
 * page-specific tags: a title edit, which shows in the sidebar), `styles` when only the hrefs of its
 * head's stylesheet links changed. Any other page reloads.
 */
export function pageSwaps(
  changed: Iterable<string>,
  before: (file: string) => string | undefined,
  after: (file: string) => string | undefined,
): Record<string, SwapScope> {
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
