import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';

/**
 * `hierarchy.lvl0` of a page: the navbar label of its sidebar ("REST API", "Widget"), the blog's title
 * for posts, the navbar label of a standalone page's link, else the page's own title.
 */
export function topLevelSection(config: SiteConfig, page: Page): string {
  const items = config.navbar.items;
  if (page.sidebarId !== undefined) {
    for (const entry of items)
      if (entry.type === 'docSidebar' && entry.sidebarId === page.sidebarId) return entry.label;
    return humanize(page.sidebarId);
  }
  if (page.kind === 'blog-post') return config.blog.title;
  for (const entry of items)
    if (entry.type === 'internal' && (page.route === entry.to || page.route.startsWith(`${entry.to}/`)))
      return entry.label;
  return page.title || config.title;
}

function humanize(id: string): string {
  const words = id
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
