import type { EndpointPage } from '../model/endpoint-page.js';
import type { SidebarItem } from '../model/sidebar.js';

/**
 * The endpoint pages of one spec as sidebar categories, one per tag: tags in the spec's order,
 * operations in document order, each labelled with its title and carrying its method and whether it
 * is deprecated, for the menu's badges. Schema pages are a "Schemas" category after the tags; the
 * changelog, a link at the end.
 */
export function openapiSidebarItems(endpoints: EndpointPage[], specId: string): SidebarItem[] {
  const byTag = new Map<string, EndpointPage[]>();
  const ofSpec = endpoints
    .filter((endpoint) => endpoint.specId === specId)
    .sort((a, b) => a.tagOrder - b.tagOrder || a.order - b.order);
  const links: SidebarItem[] = [];
  for (const endpoint of ofSpec) {
    if (endpoint.subject === 'changelog') {
      links.push(link(endpoint));
      continue;
    }
    const group = byTag.get(endpoint.tag) ?? [];
    group.push(endpoint);
    byTag.set(endpoint.tag, group);
  }
  return [
    ...[...byTag].map(
      ([tag, group]): SidebarItem => ({ type: 'category', label: tag, collapsed: false, items: group.map(link) }),
    ),
    ...links,
  ];
}

function link(endpoint: EndpointPage): SidebarItem {
  return {
    type: 'link',
    label: endpoint.title,
    href: endpoint.route,
    external: false,
    ...(endpoint.method !== undefined && { method: endpoint.method }),
    ...(endpoint.deprecated ? { deprecated: true } : {}),
  };
}
