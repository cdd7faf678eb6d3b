import type { Sidebar, SidebarItem } from '../model/sidebar.js';

/**
 * A sidebar without the links to unlisted pages: their items are left out, a category whose own page
 * is unlisted keeps its items but no link, and a category left with nothing to show goes too.
 */
export function withoutUnlisted(sidebar: Sidebar, unlisted: Set<string>): Sidebar {
  if (unlisted.size === 0) return sidebar;
  return { ...sidebar, items: filterItems(sidebar.items, unlisted) };
}

function filterItems(items: SidebarItem[], unlisted: Set<string>): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'html') return [item];
    if (item.type === 'link') return item.external || !unlisted.has(item.href) ? [item] : [];
    const children = filterItems(item.items, unlisted);
    const href = item.href !== undefined && unlisted.has(item.href) ? undefined : item.href;
    if (children.length === 0 && href === undefined) return [];
    return [{ ...item, items: children, href }];
  });
}
