import type { Page } from '../model/page.js';
import { runSteps, type StageSteps } from '../context/stage-steps.js';
import { dataKey, type KnownDataKeys } from './data-key.js';

/**
 * A key per page of everything in its model: its content, prev/next, listing, endpoint… Two pages with
 * the same key are the same data, so what is made from a page alone (its HTML with what all pages
 * share, its search records with the config) can be reused under it. Made once per build, for the
 * render and search stages both; `known`: the keys of contents that have one (see `dataKey`).
 */
export function pageDataKeys(pages: readonly Page[], known?: KnownDataKeys): Map<Page, string> {
  return runSteps(pageDataKeySteps(pages, known));
}

/** `pageDataKeys` as steps, a page at a time (see `runStepsWith`). */
export function* pageDataKeySteps(pages: readonly Page[], known?: KnownDataKeys): StageSteps<Map<Page, string>> {
  const keys = new Map<Page, string>();
  for (const page of pages) {
    keys.set(page, dataKey(page, known));
    yield;
  }
  return keys;
}
