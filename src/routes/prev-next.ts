import type { Page, PageLink, SidebarNavigation } from '../model/page.js';
import type { Sidebar } from '../model/sidebar.js';
import { flattenSidebar } from './sidebar-entries.js';

/** Each doc's and endpoint's sidebar navigation by route, and the routes sidebars list, in sidebar order. */
export interface SiteNavigation {
  navigation: Map<string, SidebarNavigation>;
  order: string[];
}

/**
 * The navigation of every doc and endpoint page: the first sidebar that lists it — or the one its
 * front matter names (`displayed_sidebar`; `null` for none) — with previous/next links to its
 * neighbours along that sidebar, labelled as the sidebar shows them unless the neighbour has a
 * `pagination_label`. Unlisted pages are nobody's neighbour. Pages no sidebar lists get neither.
 */
export function sidebarNavigation(sidebars: Sidebar[], routes: ReadonlyMap<string, Page>): SiteNavigation {
  const navigation = new Map<string, SidebarNavigation>();
  const placed = new Set<string>();
  for (const sidebar of sidebars) {
    const seen = new Set<string>();
    const pages: Page[] = [];
    const labels = new Map<string, string>();
    for (const entry of flattenSidebar(sidebar)) {
      const page = routes.get(entry.route);
      if (!page || (page.kind !== 'doc' && page.kind !== 'endpoint') || seen.has(entry.route)) continue;
      seen.add(entry.route);
      pages.push(page);
      labels.set(page.route, page.paginationLabel ?? entry.label);
    }
    const linkTo = (page: Page | undefined): PageLink | undefined =>
      page && { title: labels.get(page.route)!, route: page.route };
    const previous = listedNeighbours(pages, 1);
    const next = listedNeighbours(pages, -1);
    pages.forEach((page, index) => {
      placed.add(page.route);
      if (navigation.has(page.route) || (page.displayedSidebar !== undefined && page.displayedSidebar !== sidebar.id))
        return;
      navigation.set(page.route, {
        sidebarId: sidebar.id,
        previous: linkTo(previous[index]),
        next: linkTo(next[index]),
      });
    });
  }
  // A page showing a sidebar that does not list it has no neighbours in it.
  for (const page of routes.values()) {
    if (page.kind !== 'doc' || navigation.has(page.route) || typeof page.displayedSidebar !== 'string') continue;
    if (sidebars.some((sidebar) => sidebar.id === page.displayedSidebar)) {
      navigation.set(page.route, { sidebarId: page.displayedSidebar });
    }
  }
  return { navigation, order: [...placed] };
}

/** For each page, the nearest listed page before it (`step` 1) or after it (`step` -1), in one pass. */
function listedNeighbours(pages: Page[], step: 1 | -1): (Page | undefined)[] {
  const result: (Page | undefined)[] = new Array(pages.length);
  let nearest: Page | undefined;
  for (let index = step === 1 ? 0 : pages.length - 1; index >= 0 && index < pages.length; index += step) {
    result[index] = nearest;
    if (!pages[index]!.unlisted) nearest = pages[index];
  }
  return result;
}
