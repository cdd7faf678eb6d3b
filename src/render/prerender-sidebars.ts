import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { SidebarMenu, sidebarCategoryId } from '../../templates/sidebar/sidebar-menu.js';
import type { BreadcrumbView } from '../../templates/view-types.js';
import type { Sidebar, SidebarItem } from '../routes/route-model.js';

/** A sidebar's menu rendered once, plus what each of its routes needs to mark itself in it. */
export interface PrerenderedSidebar {
  html: string;
  /** First internal link (the target of a navbar `docSidebar` item). */
  firstRoute?: string;
  /** Route → the categories around it, outermost first. */
  trails: Map<string, CategoryTrail[]>;
}

interface CategoryTrail {
  listId: string;
  label: string;
  href?: string;
  collapsed: boolean;
}

/** Renders every sidebar's menu once, so a page only pays for marking its own link. */
export function prerenderSidebars(sidebars: Map<string, Sidebar>): Map<string, PrerenderedSidebar> {
  const result = new Map<string, PrerenderedSidebar>();
  for (const [id, sidebar] of sidebars) {
    const trails = new Map<string, CategoryTrail[]>();
    collectTrails(id, sidebar.items, [], [], trails);
    result.set(id, {
      html: renderToStaticMarkup(createElement(SidebarMenu, { sidebarId: id, items: sidebar.items })),
      firstRoute: firstInternalRoute(sidebar.items),
      trails,
    });
  }
  return result;
}

function collectTrails(sidebarId: string, items: SidebarItem[], path: number[], trail: CategoryTrail[], trails: Map<string, CategoryTrail[]>): void {
  items.forEach((item, index) => {
    if (item.type === 'link') {
      if (!item.external && !trails.has(item.href)) trails.set(item.href, trail);
      return;
    }
    const itemPath = [...path, index];
    const category: CategoryTrail = { listId: sidebarCategoryId(sidebarId, itemPath), label: item.label, href: item.href, collapsed: item.collapsed };
    if (item.href && !trails.has(item.href)) trails.set(item.href, [...trail, category]);
    collectTrails(sidebarId, item.items, itemPath, [...trail, category], trails);
  });
}

function firstInternalRoute(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.external) return item.href;
      continue;
    }
    const found = item.href ?? firstInternalRoute(item.items);
    if (found) return found;
  }
  return undefined;
}

/** Escapes like React does in attribute values, to find a rendered `href`. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The menu HTML with the route's links marked current and the collapsed categories around it opened. */
export function sidebarMenuFor(sidebar: PrerenderedSidebar, route: string): string {
  const href = `href="${escapeAttribute(route)}"`;
  let html = sidebar.html.replaceAll(href, `${href} aria-current="page"`);
  for (const category of sidebar.trails.get(route) ?? []) {
    if (!category.collapsed) continue;
    html = html
      .replace(`aria-controls="${category.listId}" aria-expanded="false"`, `aria-controls="${category.listId}" aria-expanded="true"`)
      .replace(`id="${category.listId}" hidden=""`, `id="${category.listId}"`);
  }
  return html;
}

/** Breadcrumbs of a route: the categories around it (the page itself is added by the template). */
export function breadcrumbsFor(sidebar: PrerenderedSidebar, route: string): BreadcrumbView[] {
  return (sidebar.trails.get(route) ?? [])
    .filter((category) => category.href !== route)
    .map((category) => (category.href ? { label: category.label, href: category.href } : { label: category.label }));
}
