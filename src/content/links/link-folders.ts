import type { SiteConfig } from '../../config/config-schema.js';
import { siteFolders } from '../../config/site-folders.js';
import type { LinkFolders } from '../../model/link-folders.js';

/** The folders links on pages resolve against: the docs folder and the static folder. */
export function linkFolders(config: SiteConfig): LinkFolders {
  const { docs, static: staticDir } = siteFolders(config);
  return { docs, static: staticDir };
}
