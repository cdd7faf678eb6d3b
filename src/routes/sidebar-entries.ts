import type { RenderedContent } from '../model/rendered-content.js';
import type { Sidebar, SidebarItem } from '../model/sidebar.js';
import type { SourceFile } from '../model/source-file.js';

/** One internal link of a sidebar, in reading order. */
export interface SidebarEntry {
  route: string;
  label: string;
}

/** Internal links of a sidebar in the order a reader meets them (a category's own link before its items). */
export function flattenSidebar(sidebar: Sidebar): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  const visit = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.type === 'link') {
        if (!item.external && !item.ref) entries.push({ route: item.href, label: item.label });
      } else {
        if (item.href) entries.push({ route: item.href, label: item.label });
        visit(item.items);
      }
    }
  };
  visit(sidebar.items);
  return entries;
}

/** A doc's sidebar label: front matter `sidebar_label`, else its title, else its id. */
export function docLabel(source: SourceFile, content: RenderedContent | undefined): string {
  const label = source.frontMatter.sidebar_label;
  if (typeof label === 'string' && label.trim() !== '') return label;
  return content?.title || source.id;
}

/** A sidebar link to a doc. */
export function docLink(source: SourceFile, content: RenderedContent | undefined, label?: string): SidebarItem {
  const className = source.frontMatter.sidebar_class_name;
  return {
    type: 'link',
    label: label ?? docLabel(source, content),
    href: source.route,
    external: false,
    ...(className ? { className } : {}),
  };
}

/** True for links that leave the site (`https:`, `mailto:`, `//host`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
