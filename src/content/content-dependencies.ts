/**
 * What rendering a Markdown page looked at besides its own bytes. A cached result is reused only if
 * each still holds: the files its links led to still have the routes it wrote into its HTML, and the
 * images it found are still there.
 */
export interface ContentDependencies {
  /** Content files its `.md` links resolved to: site-relative path → the route it linked to. */
  routes: Record<string, string>;
  /** Images it found under the static folder, as site-relative paths. */
  images: string[];
  /**
   * Content files its `.md` links looked for before the one they led to (beside the page, before the
   * docs folder), as site-relative paths: if one appears, the link leads there instead.
   */
  absent: string[];
}

export function noDependencies(): ContentDependencies {
  return { routes: {}, images: [], absent: [] };
}
