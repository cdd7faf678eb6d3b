import type { Page, PageLink } from '../model/page.js';
import type { Sidebar } from '../model/sidebar.js';
import { flattenSidebar } from './sidebar-entries.js';

/**
 * Gives every doc and endpoint page the first sidebar that lists it, with previous/next links to its
 * neighbours along that sidebar (labels as the sidebar shows them). Pages no sidebar lists get neither.
 * Returns the routes of the pages placed, in sidebar order.
 */
export function assignSidebarNavigation(sidebars: Sidebar[], routes: Map<string, Page>): string[] {
  const placed: string[] = [];
  for (const sidebar of sidebars) {
    const seen = new Set<string>();
    const links: PageLink[] = [];
    for (const entry of flattenSidebar(sidebar)) {
      const page = routes.get(entry.route);
      if (!page || (page.kind !== 'doc' && page.kind !== 'endpoint') || seen.has(entry.route)) continue;
      seen.add(entry.route);
      links.push({ title: entry.label, route: entry.route });
    }
    links.forEach((link, index) => {
      const page = routes.get(link.route)!;
      if (page.sidebarId !== undefined) return;
      page.sidebarId = sidebar.id;
      page.previous = links[index - 1];
      page.next = links[index + 1];
      placed.push(page.route);
    });
  }
  return placed;
}
