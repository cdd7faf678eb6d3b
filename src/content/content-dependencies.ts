/**
 * What rendering a Markdown page looked at besides its own bytes. A cached result is reused only if
 * each still holds: the files its links led to still have the routes it wrote into its HTML, and the
 * images it found are still there.
 */
export interface ContentDependencies {
  /** Content files its `.md` links resolved to: site-relative path → the route it linked to. */
  routes: Record<string, string>;
  /** Images it found under `static/`, as site-relative paths. */
  images: string[];
}

export function noDependencies(): ContentDependencies {
  return { routes: {}, images: [] };
}
