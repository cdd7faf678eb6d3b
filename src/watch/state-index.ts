import type { BuildState } from '../build/build-site.js';
import { contentRoutesByPath } from '../content/render-content.js';
import type { Page } from '../model/page.js';
import type { SourceFile } from '../model/source-file.js';

/** Lookups over a state's pages and sources, made once per state: at 10,000 pages they take tens of ms. */
export interface StateIndex {
  sourcesByPath: Map<string, SourceFile>;
  pagesByFile: Map<string, Page>;
  routes: Map<string, Page>;
  /** Routes of the pages a category index lists on a card (with their description). */
  listedOnCards: Set<string>;
  /** The route of every content file and draft by absolute path (`contentRoutesByPath`), for the content stage. */
  contentRoutes: ReadonlyMap<string, string>;
}

/** A state's lookups, or how to make them from those of the state it was edited from. */
const indexes = new WeakMap<BuildState, StateIndex | (() => StateIndex)>();

/** The lookups over `state`, made the first time they are asked for. */
export function stateIndex(state: BuildState): StateIndex {
  const known = indexes.get(state);
  let index = typeof known === 'function' ? known() : known;
  if (!index) {
    const { pages } = state.site;
    index = {
      sourcesByPath: new Map(state.sources.map((source) => [source.absPath, source])),
      pagesByFile: new Map(pages.filter((page) => page.file !== undefined).map((page) => [page.file!, page])),
      routes: new Map(pages.map((page) => [page.route, page])),
      listedOnCards: new Set(pages.flatMap((page) => page.categoryIndex?.cards.map((card) => card.route) ?? [])),
      contentRoutes: contentRoutesByPath(state),
    };
  }
  indexes.set(state, index);
  return index;
}

/**
 * Gives `state` its lookups, made from those of the state it was edited from: `make` runs when they
 * are first asked for (`watch` asks once the edited page is shown, so that copying the maps of every
 * page, milliseconds at 5,000 pages, is not in the time to show it).
 */
export function setStateIndex(state: BuildState, make: () => StateIndex): void {
  indexes.set(state, make);
}

/**
 * The lookups after pages were edited without changing what other pages show of them (their routes,
 * titles and card descriptions): copies of the maps with the edited entries replaced, so that a quick
 * update need not look at every page again. The content files' routes are those of before.
 */
export function indexWithEdits(
  index: StateIndex,
  routes: Map<string, Page>,
  pages: Iterable<Page>,
  sources: Iterable<SourceFile>,
): StateIndex {
  const pagesByFile = new Map(index.pagesByFile);
  for (const page of pages) if (page.file) pagesByFile.set(page.file, page);
  const sourcesByPath = new Map(index.sourcesByPath);
  for (const source of sources) sourcesByPath.set(source.absPath, source);
  return { sourcesByPath, pagesByFile, routes, listedOnCards: index.listedOnCards, contentRoutes: index.contentRoutes };
}
