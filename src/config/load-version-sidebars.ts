import type { DocVersion } from '../model/doc-version.js';
import type { SiteConfig } from './config-schema.js';
import { loadSidebars, type SidebarsSource } from './load-sidebars.js';

/**
 * The written sidebars of each released version (`versioned_sidebars/version-X-sidebars.json`), by
 * version name, loaded and checked as the site's own sidebars file is. A version without a sidebars
 * file gets one generated from its folder; the current version uses the site's own sidebars.
 */
export async function loadVersionSidebars(
  root: string,
  config: SiteConfig,
  versions: DocVersion[],
): Promise<Map<string, SidebarsSource>> {
  const loaded = new Map<string, SidebarsSource>();
  for (const version of versions) {
    if (!version.sidebarsFile) continue;
    const sidebars = await loadSidebars(root, { ...config, sidebars: version.sidebarsFile });
    if (sidebars) loaded.set(version.name, sidebars);
  }
  return loaded;
}
