import type { SwapScope } from '../../client/watch/watch-messages.js';
import type { PageParts } from '../model/rendered-page.js';

export type { SwapScope };

/**
 * How much of a page an open tab updates in place, from the keys of its parts before and after a
 * change (see `PageParts`): `main` when only its main element (and description tags) changed, `page`
 * when only its page area between navbar and footer and its own head tags did (a title edit, which
 * shows in the sidebar), `styles` when only its head's stylesheet links did (a `customCss` edit).
 * Undefined, for a reload, when anything else changed, or the part swapped in holds a script (it would
 * not run when put in place).
 */
export function swapScope(before: PageParts, after: PageParts): SwapScope | undefined {
  const same = (...parts: (keyof PageParts)[]) => parts.every((part) => before[part] === after[part]);
  if (same('frame', 'stylesheets', 'head', 'area') && !after.scriptInMain) return 'main';
  if (same('frame', 'stylesheets') && !after.scriptInArea) return 'page';
  if (same('frame', 'head', 'description', 'area', 'main')) return 'styles';
  return undefined;
}

/**
 * Of the pages an update changed (`changed`, output paths), those an open tab can update in place,
 * with the scope of the swap (`swapScope`); pages without the keys of their parts before or after (a
 * redirect's page, one gone) are not among them, and reload.
 */
export function pageSwaps(
  changed: Iterable<string>,
  before: (file: string) => PageParts | undefined,
  after: (file: string) => PageParts | undefined,
): Record<string, SwapScope> {
  const swaps: Record<string, SwapScope> = {};
  for (const file of changed) {
    const previous = before(file);
    const next = after(file);
    const scope = previous && next && swapScope(previous, next);
    if (scope) swaps[file] = scope;
  }
  return swaps;
}
