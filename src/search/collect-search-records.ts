import { searchTagOf, type SearchRecord } from '../shared/browser-shapes.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { pageRecordCount, pageRecords } from './page-records.js';
import { topLevelSection } from './top-level-section.js';

/** Every page's records, in the site's page order. */
export function collectSearchRecords(config: SiteConfig, site: SiteModel): SearchRecord[] {
  const versioned = site.versions !== undefined;
  return site.pages.flatMap((page) => searchRecordsOf(config, page, versioned));
}

/**
 * One page's records, under its top-level section and its title as search shows them; none for an
 * unlisted page. On a versioned site each carries its page's search tag (`docusaurus_tag`) and a doc's
 * its version, as DocSearch's records of a Docusaurus site do: a search of one version filters on them.
 */
export function searchRecordsOf(config: SiteConfig, page: Page, versioned = false): SearchRecord[] {
  if (page.unlisted) return [];
  const records = pageRecords(page, topLevelSection(config, page), recordTitle(config, page));
  if (versioned) {
    const tag = searchTagOf(page.version);
    for (const record of records) {
      if (page.version !== undefined) record.version = page.version;
      record.docusaurus_tag = tag;
    }
  }
  return records;
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
