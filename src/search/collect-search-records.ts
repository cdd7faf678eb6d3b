import type { SiteConfig } from '../config/config-schema.js';
import type { SiteModel } from '../routes/route-model.js';
import type { SearchRecord } from '../../client/search/search-types.js';
import { pageRecords } from './page-records.js';
import { topLevelSection } from './top-level-section.js';

/** Every page's records, in the site's page order. */
export function collectSearchRecords(config: SiteConfig, site: SiteModel): SearchRecord[] {
  return site.pages.flatMap((page) => pageRecords(page, topLevelSection(config, page)));
}
