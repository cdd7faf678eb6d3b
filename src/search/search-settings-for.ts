import type { SiteConfig } from '../config/config-schema.js';
import type { SiteVersions } from '../model/doc-version.js';
import { withBaseUrl, type SearchSettings } from '../shared/browser-shapes.js';

/** Index name of the local provider (recent and favourite searches are stored under it). */
export const LOCAL_INDEX_NAME = 'local';

/**
 * The browser's search settings from the site config; `topLevelSections` (the records' `lvl0`) become
 * the suggested queries, `indexUrls` (the index's shards, paths of the site) are set for the local
 * provider, with `indexTags` (each shard's search tag) on a versioned site, whose `versions` the
 * searches are limited to one of. The URLs are written under the site's base URL.
 */
export function searchSettingsFor(
  config: SiteConfig,
  topLevelSections: readonly string[],
  indexUrls: string[] | undefined,
  versioned?: { versions: SiteVersions; indexTags?: string[] },
): SearchSettings {
  const search = config.search;
  const hosted = search.appId !== undefined && search.apiKey !== undefined && search.indexName !== undefined;
  const settings: SearchSettings = {
    provider: hosted ? 'hosted' : 'local',
    indexName: hosted ? search.indexName! : LOCAL_INDEX_NAME,
    insights: search.insights,
    placeholder: search.placeholder,
    searchParameters: search.searchParameters,
    maxResultsPerGroup: search.maxResultsPerGroup,
    disableUserPersonalization: search.disableUserPersonalization,
    missingResultsUrl: search.missingResultsUrl ?? defaultMissingResultsUrl(config),
    suggestedQueries: [...new Set(topLevelSections.filter(Boolean))],
    searchPageUrl: withBaseUrl(config.baseUrl, '/search'),
  };
  if (hosted)
    Object.assign(settings, {
      appId: search.appId,
      apiKey: search.apiKey,
      hosts: search.hosts,
      insightsHosts: search.insightsHosts,
    });
  else settings.indexUrls = indexUrls?.map((url) => withBaseUrl(config.baseUrl, url));
  if (versioned) {
    if (!hosted && versioned.indexTags) settings.indexTags = versioned.indexTags;
    settings.versions = versioned.versions.list.map(({ name, label }) => ({ name, label }));
    settings.lastVersion = versioned.versions.last;
  }
  return settings;
}

/**
 * A new issue on the repository the navbar's code-host link points at, titled with the query; none when
 * the link is not a repository (an organisation page has no issues).
 */
export function defaultMissingResultsUrl(config: SiteConfig): string | undefined {
  const codeHost = config.navbar.items.find((item) => item.type === 'codeHost');
  if (!codeHost || new URL(codeHost.href).pathname.split('/').filter(Boolean).length !== 2) return undefined;
  return `${codeHost.href.replace(/\/+$/, '')}/issues/new?title=${encodeURIComponent('Missing search results for: ')}{query}`;
}
