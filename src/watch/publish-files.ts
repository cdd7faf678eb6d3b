import type { MemorySource } from '../serve/memory-source.js';
import type { LiveReload } from './live-reload.js';
import { pageSwaps } from './page-swaps.js';

/** More changed HTML files than this and open pages are simply told that everything changed. */
const MAX_CHANGED_LISTED = 5000;
/** Up to this many pages swappable in place, their HTML is sent with the message. */
const MAX_SWAPS_SENT = 4;

/**
 * Serves `files` from `source` (all of them, with `replace`, or just these, with `patch`) and tells the
 * open pages what changed: which of them can swap their content in place, with the HTML when they are
 * few. `shownAhead` holds the pages shown that `source` did not (ahead of the first build), which a
 * tab swaps likewise. Returns the HTML files whose bytes changed.
 */
export function publishFiles(
  source: MemorySource,
  live: LiveReload,
  files: Map<string, string | Uint8Array>,
  how: 'replace' | 'patch',
  shownAhead?: (file: string) => Buffer | undefined,
): string[] {
  const held = source.snapshot();
  const before = shownAhead ? (file: string) => held(file) ?? shownAhead(file) : held;
  const changed = how === 'replace' ? source.replace(files) : source.patch(files);
  const after = source.snapshot();
  const pages = changed.filter((file) => file.endsWith('.html'));
  if (pages.length > MAX_CHANGED_LISTED) {
    live.send({ type: 'built', changed: 'all' });
    return pages;
  }
  const text = (body: Buffer | undefined) => body?.toString('utf8');
  const swaps = pageSwaps(
    pages,
    (file) => text(before(file)),
    (file) => text(after(file)),
  );
  const swapped = Object.keys(swaps);
  // The HTML goes with the message when it is small (an edited page); else each tab fetches its own.
  const html =
    swapped.length <= MAX_SWAPS_SENT
      ? Object.fromEntries(swapped.map((file) => [file, text(after(file))!]))
      : undefined;
  // A stylesheet gone is not for open pages to load again: the pages that linked it changed.
  const stylesheets = changed.filter((file) => file.endsWith('.css') && after(file) !== undefined);
  live.send({ type: 'built', changed: [...pages, ...stylesheets], swaps, html });
  return pages;
}
