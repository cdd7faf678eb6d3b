/** Folders links are resolved against, relative to the site root. */
export interface LinkFolders {
  docs: string;
  static: string;
}
