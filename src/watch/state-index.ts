import type { BuildState } from '../build/build-site.js';
import type { Page } from '../model/page.js';
import type { SourceFile } from '../model/source-file.js';

/** Lookups over a state's pages and sources, made once per state: at 10,000 pages they take tens of ms. */
export interface StateIndex {
  sourcesByPath: Map<string, SourceFile>;
  pagesByFile: Map<string, Page>;
  routes: Map<string, Page>;
  /** Routes of the pages a category index lists on a card (with their description). */
  listedOnCards: Set<string>;
}

const indexes = new WeakMap<BuildState, StateIndex>();

/** The lookups over `state`, made the first time they are asked for. */
export function stateIndex(state: BuildState): StateIndex {
  let index = indexes.get(state);
  if (!index) {
    const { pages } = state.site;
    index = {
      sourcesByPath: new Map(state.sources.map((source) => [source.absPath, source])),
      pagesByFile: new Map(pages.filter((page) => page.file !== undefined).map((page) => [page.file!, page])),
      routes: new Map(pages.map((page) => [page.route, page])),
      listedOnCards: new Set(pages.flatMap((page) => page.categoryIndex?.cards.map((card) => card.route) ?? [])),
    };
    indexes.set(state, index);
  }
  return index;
}

/** Gives `state` its lookups, made from those of the state it was edited from. */
export function setStateIndex(state: BuildState, index: StateIndex): void {
  indexes.set(state, index);
}

/**
 * The lookups after pages were edited without changing what other pages show of them (their routes,
 * titles and card descriptions): copies of the maps with the edited entries replaced, so that a quick
 * update need not look at every page again.
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
  return { sourcesByPath, pagesByFile, routes, listedOnCards: index.listedOnCards };
}
