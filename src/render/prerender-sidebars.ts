import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { escapeHtmlLikeReact } from '../../templates/escape-html.js';
import { SiteUrlsContext } from '../../templates/site-href.js';
import { withBaseUrl } from '../shared/browser-shapes.js';
import { SidebarMenu, sidebarCategoryId, type SidebarItemView } from '../../templates/sidebar/sidebar-menu.js';
import type { BreadcrumbView } from '../../templates/view-types.js';
import type { Sidebar, SidebarItem } from '../model/sidebar.js';

/**
 * Above this many links a sidebar is too big to repeat whole on every page (10,000 links are over a
 * megabyte per page): each page then gets the top level and the open path to itself, and the other
 * categories become links to their first page.
 */
export const LARGE_SIDEBAR_LINKS = 400;

/** A sidebar's menu rendered once, plus what each of its routes needs to mark itself in it. */
export interface PrerenderedSidebar {
  id: string;
  /** The site's base URL, which the menu's links are written under. */
  baseUrl: string;
  items: SidebarItem[];
  /** The whole menu with no current page; absent for large sidebars, which render per page. */
  html?: string;
  /** First internal link (the target of a navbar `docSidebar` item). */
  firstRoute?: string;
  /** Route → the categories around it, outermost first. */
  trails: Map<string, CategoryTrail[]>;
  /** Large sidebars: menu HTML by open path (the pages of one category share it), filled as pages render. */
  menusByPath: Map<string, string>;
}

interface CategoryTrail {
  listId: string;
  label: string;
  href?: string;
  collapsed: boolean;
}

/** Renders every small sidebar's menu once, so a page only pays for marking its own link. */
export function prerenderSidebars(sidebars: Map<string, Sidebar>, baseUrl = '/'): Map<string, PrerenderedSidebar> {
  const result = new Map<string, PrerenderedSidebar>();
  for (const [id, sidebar] of sidebars) {
    const trails = new Map<string, CategoryTrail[]>();
    const links = collectTrails(id, sidebar.items, [], [], trails);
    result.set(id, {
      id,
      baseUrl,
      items: sidebar.items,
      html: links > LARGE_SIDEBAR_LINKS ? undefined : renderMenu(id, sidebar.items, baseUrl),
      firstRoute: firstInternalRoute(sidebar.items),
      trails,
      menusByPath: new Map(),
    });
  }
  return result;
}

function renderMenu(sidebarId: string, items: SidebarItemView[], baseUrl: string): string {
  // The menu's links need only the base URL (the origin is for full URLs, which a menu has none of).
  const urls = { baseUrl, url: '' };
  return renderToStaticMarkup(
    createElement(SiteUrlsContext.Provider, { value: urls }, createElement(SidebarMenu, { sidebarId, items })),
  );
}

/** Records the category trail of every route; returns the number of links. */
function collectTrails(
  sidebarId: string,
  items: SidebarItem[],
  path: number[],
  trail: CategoryTrail[],
  trails: Map<string, CategoryTrail[]>,
): number {
  let links = 0;
  items.forEach((item, index) => {
    if (item.type === 'html') return;
    if (item.type === 'link') {
      links += 1;
      if (!item.external && !trails.has(item.href)) trails.set(item.href, trail);
      return;
    }
    const itemPath = [...path, index];
    const category: CategoryTrail = {
      listId: sidebarCategoryId(sidebarId, itemPath),
      label: item.label,
      href: item.href,
      collapsed: item.collapsed,
    };
    if (item.href && !trails.has(item.href)) trails.set(item.href, [...trail, category]);
    links += collectTrails(sidebarId, item.items, itemPath, [...trail, category], trails);
  });
  return links;
}

function firstInternalRoute(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (!item.external) return item.href;
      continue;
    }
    const found = item.href ?? firstInternalRoute(item.items);
    if (found) return found;
  }
  return undefined;
}

/** The menu HTML with the route's links marked current and the collapsed categories around it opened. */
export function sidebarMenuFor(sidebar: PrerenderedSidebar, route: string): string {
  const trail = sidebar.trails.get(route) ?? [];
  const href = `href="${escapeHtmlLikeReact(withBaseUrl(sidebar.baseUrl, route))}"`;
  const markCurrent = (html: string) => html.replaceAll(href, `${href} aria-current="page"`);
  if (sidebar.html === undefined) {
    const pathKey = trail.map((category) => category.listId).join(' ');
    let menu = sidebar.menusByPath.get(pathKey);
    if (menu === undefined) {
      menu = renderMenu(
        sidebar.id,
        openPathOnly(sidebar.id, sidebar.items, [], new Set(trail.map((category) => category.listId))),
        sidebar.baseUrl,
      );
      sidebar.menusByPath.set(pathKey, menu);
    }
    return markCurrent(menu);
  }
  let html = markCurrent(sidebar.html);
  for (const category of trail) {
    if (!category.collapsed) continue;
    html = html
      .replace(
        `aria-controls="${category.listId}" aria-expanded="false"`,
        `aria-controls="${category.listId}" aria-expanded="true"`,
      )
      .replace(`id="${category.listId}" hidden=""`, `id="${category.listId}"`);
  }
  return html;
}

/** A large sidebar's items with only the categories on the current page's path open. */
function openPathOnly(sidebarId: string, items: SidebarItem[], path: number[], open: Set<string>): SidebarItemView[] {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const itemPath = [...path, index];
    if (open.has(sidebarCategoryId(sidebarId, itemPath))) {
      return { ...item, collapsed: false, items: openPathOnly(sidebarId, item.items, itemPath, open) };
    }
    return { ...item, items: [], summaryHref: item.href ?? firstInternalRoute(item.items) ?? '/' };
  });
}

/** Breadcrumbs of a route: the categories around it (the page itself is added by the template). */
export function breadcrumbsFor(sidebar: PrerenderedSidebar, route: string): BreadcrumbView[] {
  return (sidebar.trails.get(route) ?? [])
    .filter((category) => category.href !== route)
    .map((category) => (category.href ? { label: category.label, href: category.href } : { label: category.label }));
}
