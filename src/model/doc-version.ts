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
