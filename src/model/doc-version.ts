/** The banner shown above a version's docs: none, "unreleased" (newer than the last) or "unmaintained" (older). */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** The name Docusaurus gives the docs of the docs folder itself, the version not yet released. */
export const CURRENT_VERSION = 'current';

/**
 * One version of the docs, as Docusaurus makes them from `versions.json`: the current docs (the docs
 * folder, `current`) and each released version (`versioned_docs/version-X/`).
 */
export interface DocVersion {
  /** `current`, or the name in `versions.json` (`1.0`). */
  name: string;
  /** What the dropdown and the badge say: `Next` for the current docs unless the config says, else the name. */
  label: string;
  /** Folder of its docs, relative to the site root (`versioned_docs/version-1.0`). */
  folder: string;
  /** Route prefix of its docs (`/docs` for the last version, `/docs/next`, `/docs/1.0`). */
  routeBase: string;
  /** Its sidebars file relative to the site root (`versioned_sidebars/version-1.0-sidebars.json`), when it has one. */
  sidebarsFile?: string;
  /** The version readers land on: its docs are at the docs' route base; sitemap, canonical links and llms.txt point at it. */
  isLast: boolean;
  banner: VersionBanner;
  /** Show the version's label as a badge above its docs. */
  badge: boolean;
  /** Mark its pages `noindex` for search engines. */
  noIndex: boolean;
}

/** What the pages of a versioned site need to know about its versions (`SiteModel.versions`). */
export interface SiteVersions {
  /** Every version built, in the dropdown's order: current first, then `versions.json`'s (newest first). */
  list: DocVersion[];
  /** The name of the last version. */
  last: string;
  /** Each version's first page (its first sidebar's first page, else its first doc), by name. */
  firstRoutes: Record<string, string>;
  /** The route of each doc of each version: by version name, then doc id. */
  docRoutes: Record<string, Record<string, string>>;
}

/** Whether a page belongs to the last version, or to no version at all (what sitemap, llms.txt and all-docs.txt list). */
export function inLastVersion(page: { version?: string }, versions: SiteVersions | undefined): boolean {
  return page.version === undefined || versions === undefined || page.version === versions.last;
}

/**
 * The id a version's sidebar has in the site model: the last version's keep their own (`docs`), the
 * others' are named with their version (`docs@1.0`), since every version names its sidebars alike.
 */
export function versionSidebarId(id: string, version: Pick<DocVersion, 'name' | 'isLast'> | undefined): string {
  return !version || version.isLast ? id : `${id}@${version.name}`;
}

/** The id a sidebar has in the config (`docs`), whatever version's it is (`docs@1.0`): what navbar `docSidebar` items name. */
export function configSidebarId(id: string, version: string | undefined): string {
  return version !== undefined && id.endsWith(`@${version}`) ? id.slice(0, -version.length - 1) : id;
}
