import type { SiteConfig } from '../../config/config-schema.js';
import { siteFolders } from '../../config/site-folders.js';
import type { DocVersion } from '../../model/doc-version.js';
import type { LinkFolders } from '../../model/link-folders.js';

/** The folders links on pages resolve against: the docs folder (each version's, on a versioned site) and the static folder. */
export function linkFolders(config: SiteConfig, versions?: DocVersion[]): LinkFolders {
  const { docs, static: staticDir } = siteFolders(config);
  if (!versions) return { docs, static: staticDir };
  return { docs, static: staticDir, versions: Object.fromEntries(versions.map(({ name, folder }) => [name, folder])) };
}
