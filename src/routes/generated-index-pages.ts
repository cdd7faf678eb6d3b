import type { Page } from '../model/page.js';
import type { SidebarItem } from '../model/sidebar.js';
import type { RouteClaim } from './route-table.js';
import type { GeneratedIndex } from './sidebar-scope.js';

/**
 * The page of each category's generated index: a doc page (in the sidebar, with previous/next) whose
 * content lists the category's items as cards, with the description of each page they lead to.
 * `pagesByRoute` holds the other pages, for those descriptions.
 */
export function generatedIndexClaims(indexes: GeneratedIndex[], pagesByRoute: Map<string, Page>): RouteClaim[] {
  return indexes.map((index) => {
    const cards = index.items.flatMap((item) => card(item, pagesByRoute));
    const plainText = [index.title, index.description, ...cards.flatMap((entry) => [entry.title, entry.description])]
      .filter(Boolean)
      .join('\n\n');
    const page: Page = {
      route: index.route,
      kind: 'doc',
      title: index.title,
      description: index.description ?? '',
      content: { html: '', title: index.title, hasOwnH1: false, toc: [], plainText, anchors: [], links: [] },
      hideTableOfContents: true,
      categoryIndex: { ...(index.description !== undefined && { description: index.description }), cards },
    };
    return { page, location: index.location };
  });
}

function card(
  item: SidebarItem,
  pagesByRoute: Map<string, Page>,
): { title: string; route: string; description?: string }[] {
  if (item.type === 'html') return [];
  if (item.type === 'link') {
    const description = item.external ? undefined : pagesByRoute.get(item.href)?.description;
    return [{ title: item.label, route: item.href, ...(description && { description }) }];
  }
  const route = item.href ?? firstRoute(item.items);
  if (route === undefined) return [];
  const count = countLinks(item.items);
  return [{ title: item.label, route, description: `${count} item${count === 1 ? '' : 's'}` }];
}

function firstRoute(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstRoute(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.type === 'link' ? 1 : item.type === 'category' ? countLinks(item.items) : 0),
    0,
  );
}
