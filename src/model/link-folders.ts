/** Folders links are resolved against, relative to the site root. */
export interface LinkFolders {
  docs: string;
  static: string;
  /** A versioned site's docs folder of each version, by name: a doc's `.md` links are looked up in its own. */
  versions?: Record<string, string>;
}
