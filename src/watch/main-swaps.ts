/** What a page's HTML is split into to see whether only its main content changed. */
interface PageParts {
  before: string;
  main: string;
  after: string;
}

/**
 * Head tags that a page's text can change (a description taken from its first paragraph), which the
 * client updates along with the main element. Their selectors are in watch-client.ts.
 */
const SYNCED_HEAD_TAGS = /<meta (?:name="description"|property="og:description"|name="twitter:description") content="[^"]*"\/?>/g;

/** The page around its `<main>` element (the page area that client navigation swaps too). */
function splitAtMain(html: string): PageParts | undefined {
  const start = html.indexOf('<main ');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return undefined;
  const close = end + '</main>'.length;
  return { before: html.slice(0, start).replace(SYNCED_HEAD_TAGS, ''), main: html.slice(start, close), after: html.slice(close) };
}

/**
 * Of the pages an update changed, those an open tab can update in place, with their new HTML: every
 * byte outside the `<main>` element is the same as before (title, sidebar, navbar; the head but for
 * its description tags), and the main element holds no script (which would not run when swapped in).
 * Any other change reloads the tab.
 */
export function mainSwaps(changed: Iterable<string>, before: (file: string) => string | undefined, after: (file: string) => string | undefined): Record<string, string> {
  const swaps: Record<string, string> = {};
  for (const file of changed) {
    if (!file.endsWith('.html')) continue;
    const previous = before(file);
    const next = after(file);
    if (previous === undefined || next === undefined) continue;
    const old = splitAtMain(previous);
    const updated = splitAtMain(next);
    if (!old || !updated || old.before !== updated.before || old.after !== updated.after) continue;
    if (/<script[\s>]/i.test(updated.main)) continue;
    swaps[file] = next;
  }
  return swaps;
}
