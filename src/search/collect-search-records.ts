import type { SearchRecord } from '../shared/browser-shapes.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { pageRecordCount, pageRecords } from './page-records.js';
import { topLevelSection } from './top-level-section.js';

/** Every page's records, in the site's page order. */
export function collectSearchRecords(config: SiteConfig, site: SiteModel): SearchRecord[] {
  return site.pages.flatMap((page) => searchRecordsOf(config, page));
}

/** One page's records, under its top-level section and its title as search shows them; none for an unlisted page. */
export function searchRecordsOf(config: SiteConfig, page: Page): SearchRecord[] {
  if (page.unlisted) return [];
  return pageRecords(page, topLevelSection(config, page), recordTitle(config, page));
}

/** How many records `searchRecordsOf` gives the page, without making them. */
export function searchRecordCount(page: Page): number {
  return page.unlisted ? 0 : pageRecordCount(page);
}

/**
 * `hierarchy.lvl1` of a page: its title; for an endpoint of a site with several specs, with the spec's
 * label, since versions share operation names ("Request a quote (V2)", "Request a quote (V1)").
 */
function recordTitle(config: SiteConfig, page: Page): string {
  if (!page.endpoint || config.openapi.length < 2) return page.title;
  const spec = config.openapi.find((entry) => entry.id === page.endpoint!.specId);
  return `${page.title} (${spec?.label ?? page.endpoint.specId})`;
}
