import type { PageParts } from '../model/rendered-page.js';
import type { MemorySource } from '../serve/memory-source.js';
import type { LiveReload } from './live-reload.js';
import { pageSwaps } from './page-swaps.js';

/** More changed HTML files than this and open pages are simply told that everything changed. */
const MAX_CHANGED_LISTED = 5000;
/** Up to this many pages swappable in place, their HTML is sent with the message. */
const MAX_SWAPS_SENT = 4;

/** A file to serve: its bytes and, for a page the render stage rendered, the keys of its parts. */
export interface ServedFile {
  contents: string | Uint8Array;
  parts?: PageParts;
}

/**
 * Serves `files` from `source` (all of them, with `replace`, or just these, with `patch`) and tells the
 * open pages what changed: which of them can swap their content in place (by the keys of their parts
 * served before, in `servedParts`, and now, which it keeps there), with the HTML when they are few.
 * Returns the HTML files whose bytes changed.
 */
export function publishFiles(
  source: MemorySource,
  live: LiveReload,
  servedParts: Map<string, PageParts>,
  files: Map<string, ServedFile>,
  how: 'replace' | 'patch',
): string[] {
  // Of the files published only: a quick update's work stays that of its pages, whatever the site's size.
  const previousParts = new Map([...files.keys()].map((file) => [file, servedParts.get(file)]));
  if (how === 'replace') servedParts.clear();
  for (const [file, { parts }] of files) {
    if (parts) servedParts.set(file, parts);
    else servedParts.delete(file);
  }
  const contents = new Map([...files].map(([file, served]) => [file, served.contents]));
  const changed = how === 'replace' ? source.replace(contents) : source.patch(contents);
  const after = source.snapshot();
  const pages = changed.filter((file) => file.endsWith('.html'));
  if (pages.length > MAX_CHANGED_LISTED) {
    live.send({ type: 'built', changed: 'all' });
    return pages;
  }
  const swaps = pageSwaps(
    pages,
    (file) => previousParts.get(file),
    (file) => servedParts.get(file),
  );
  const swapped = Object.keys(swaps);
  // The HTML goes with the message when it is small (an edited page); else each tab fetches its own.
  const html =
    swapped.length <= MAX_SWAPS_SENT
      ? Object.fromEntries(swapped.map((file) => [file, after(file)!.toString('utf8')]))
      : undefined;
  // A stylesheet gone is not for open pages to load again: the pages that linked it changed.
  const stylesheets = changed.filter((file) => file.endsWith('.css') && after(file) !== undefined);
  live.send({ type: 'built', changed: [...pages, ...stylesheets], swaps, html });
  return pages;
}
