import type { Page } from '../model/page.js';

/** Pages in a stable order: the sidebar-ordered routes first, then every other page by route. */
export function orderPages(pages: Iterable<Page>, sidebarOrder: string[]): Page[] {
  const rank = new Map(sidebarOrder.map((route, index) => [route, index]));
  return [...pages].sort((a, b) => {
    const rankA = rank.get(a.route) ?? Infinity;
    const rankB = rank.get(b.route) ?? Infinity;
    if (rankA !== rankB) return rankA - rankB;
    return a.route < b.route ? -1 : a.route > b.route ? 1 : 0;
  });
}
