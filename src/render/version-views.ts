import type { NavItemView, VersionsView } from '../../templates/view-types.js';
import { type DocVersion, type SiteVersions, versionSidebarId } from '../model/doc-version.js';
import type { Page } from '../model/page.js';
import type { PrerenderedSidebar } from './prerender-sidebars.js';

/**
 * The version dropdown of a page: the version it belongs to (the last one on pages outside the docs),
 * and for each version the same doc there when it has it, else that version's first page.
 */
export function versionsViewFor(page: Page, versions: SiteVersions): VersionsView {
  const read = page.version ?? versions.last;
  const items = versions.list.flatMap((version) => {
    const href = sameDocIn(page, version.name, versions) ?? versions.firstRoutes[version.name];
    return href === undefined ? [] : [{ label: version.label, href, active: version.name === read }];
  });
  return { label: versionNamed(read, versions)?.label ?? read, items };
}

/** The banner and badge of a versioned doc page (`DocView.versionBanner`, `versionBadge`). */
export function versionBannerFor(
  page: Page,
  versions: SiteVersions,
): {
  versionBanner?: { kind: 'unreleased' | 'unmaintained'; label: string; lastLabel: string; lastHref: string };
  versionBadge?: string;
} {
  const version = page.version === undefined ? undefined : versionNamed(page.version, versions);
  if (!version) return {};
  const last = versionNamed(versions.last, versions)!;
  const lastHref = sameDocIn(page, last.name, versions) ?? versions.firstRoutes[last.name];
  return {
    ...(version.banner !== 'none' &&
      lastHref !== undefined && {
        versionBanner: { kind: version.banner, label: version.label, lastLabel: last.label, lastHref },
      }),
    ...(version.badge && { versionBadge: version.label }),
  };
}

function sameDocIn(page: Page, version: string, versions: SiteVersions): string | undefined {
  if (page.version === version) return page.route;
  return page.docId === undefined ? undefined : versions.docRoutes[version]?.[page.docId];
}

function versionNamed(name: string, versions: SiteVersions): DocVersion | undefined {
  return versions.list.find((version) => version.name === name);
}

/**
 * Where the navbar's `docSidebar` items lead on a page of a version other than the last: the first doc
 * of the same sidebar in the version read (`CurrentView.sidebarHrefs`). Undefined elsewhere, where
 * they lead to the last version's.
 */
export function sidebarHrefsFor(
  page: Page,
  versions: SiteVersions,
  navItems: readonly NavItemView[],
  sidebars: ReadonlyMap<string, Pick<PrerenderedSidebar, 'firstRoute'>>,
): Record<string, string> | undefined {
  if (page.version === undefined || page.version === versions.last) return undefined;
  const hrefs: Record<string, string> = {};
  for (const item of navItems) {
    if (item.kind !== 'internal' || item.sidebarId === undefined) continue;
    const first = sidebars.get(versionSidebarId(item.sidebarId, { name: page.version, isLast: false }))?.firstRoute;
    if (first !== undefined) hrefs[item.sidebarId] = first;
  }
  return Object.keys(hrefs).length > 0 ? hrefs : undefined;
}
