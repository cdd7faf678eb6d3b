import type { SidebarsSource } from '../config/load-sidebars.js';
import { docsRoot, siteFolders } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import type { DocVersion, SiteVersions } from '../model/doc-version.js';
import type { Page } from '../model/page.js';
import type { Sidebar } from '../model/sidebar.js';
import { flattenSidebar } from './sidebar-entries.js';
import type { SourceFile } from '../model/source-file.js';

/**
 * The docs of one version (or of the whole site, when it has no versions): their folder, route base and
 * written sidebars. Sidebars, doc ids and front matter references are resolved within a set, as
 * Docusaurus does per version.
 */
export interface DocSet {
  /** Absent on a site without versions. */
  version?: DocVersion;
  folder: string;
  route: string;
  docs: SourceFile[];
  drafts: SourceFile[];
  sidebars: SidebarsSource | undefined;
}

/**
 * The docs grouped by version, the last version first (its sidebars keep their ids and are the ones
 * the navbar's `docSidebar` items lead to); one set of every doc on a site without versions.
 */
export function docSets(
  context: BuildContext,
  docs: SourceFile[],
  drafts: SourceFile[],
  ownSidebars: SidebarsSource | undefined,
): DocSet[] {
  const versions = context.versions;
  if (!versions) {
    const folder = siteFolders(context.config).docs;
    return [{ folder, route: docsRoot(context.config), docs, drafts, sidebars: ownSidebars }];
  }
  const ordered = [...versions.filter((version) => version.isLast), ...versions.filter((version) => !version.isLast)];
  return ordered.map((version) => ({
    version,
    folder: version.folder,
    route: version.routeBase,
    docs: docs.filter((doc) => doc.version === version.name),
    drafts: drafts.filter((draft) => draft.version === version.name),
    sidebars: version.sidebarsFile
      ? context.versionSidebars?.get(version.name)
      : version.name === 'current'
        ? ownSidebars
        : undefined,
  }));
}

export { versionSidebarId } from '../model/doc-version.js';

/**
 * The versions as the pages need them: each version's first page (its first sidebar's first page,
 * else its first doc) and each doc's route by id, for the dropdown, the banner and canonical links.
 */
export function siteVersions(
  versions: DocVersion[],
  sets: (DocSet & { resolved: { sidebars: Sidebar[] } })[],
  routes: ReadonlyMap<string, Page>,
): SiteVersions {
  const firstRoutes: Record<string, string> = {};
  const docRoutes: Record<string, Record<string, string>> = {};
  for (const set of sets) {
    const name = set.version!.name;
    const own: Record<string, string> = {};
    for (const doc of set.docs) if (routes.get(doc.route)?.file === doc.file) own[doc.id] = doc.route;
    docRoutes[name] = own;
    const inSidebar = set.resolved.sidebars
      .flatMap((sidebar) => flattenSidebar(sidebar))
      .find((entry) => routes.has(entry.route))?.route;
    const first = inSidebar ?? Object.values(own).sort()[0];
    if (first !== undefined) firstRoutes[name] = first;
  }
  return {
    list: versions,
    last: (versions.find((version) => version.isLast) ?? versions[0]!).name,
    firstRoutes,
    docRoutes,
  };
}
