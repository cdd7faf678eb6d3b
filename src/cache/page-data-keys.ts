import type { Page } from '../model/page.js';
import { dataKey } from './data-key.js';

/**
 * A key per page of everything in its model: its content, prev/next, listing, endpoint… Two pages with
 * the same key are the same data, so what is made from a page alone (its HTML with what all pages
 * share, its search records with the config) can be reused under it. Made once per build, for the
 * render and search stages both.
 */
export function pageDataKeys(pages: readonly Page[]): Map<Page, string> {
  return new Map(pages.map((page) => [page, dataKey(page)]));
}
