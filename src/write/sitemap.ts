import { inLastVersion } from '../model/doc-version.js';
import type { SiteModel } from '../model/site-model.js';
import { absoluteUrl } from '../shared/absolute-url.js';
import { escapeXml } from './escape-xml.js';

/** `sitemap.xml`: the absolute URL of every page except the not-found page, unlisted pages and the docs of versions other than the last. */
export function sitemapXml(site: SiteModel, siteUrl: string): string {
  const urls = site.pages
    .filter((page) => page.kind !== 'not-found' && !page.unlisted && inLastVersion(page, site.versions))
    .map((page) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, page.route))}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
