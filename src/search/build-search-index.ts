import { SEARCH_SETTINGS_URL, type SearchSettings } from '../../client/search/search-settings.js';
import type { BuildContext } from '../context/build-context.js';
import type { OutputFile } from '../model/output-file.js';
import type { SiteModel } from '../model/site-model.js';
import { collectSearchRecords } from './collect-search-records.js';
import { localSearchIndex } from './local-search-index.js';
import { searchSettingsFor } from './search-settings-for.js';

/** Where the records go when a hosted provider is configured, ready to upload to its index. */
export const HOSTED_RECORDS_FILE = 'search/records.json';

/**
 * The search stage: DocSearch records from every page and, for the local provider, the serialised
 * MiniSearch index in one or more shards (`assets/search-index-<hash>.json`); always the browser's
 * settings (`search/settings.json`).
 */
export async function buildSearchIndex(context: BuildContext, site: SiteModel): Promise<Map<string, OutputFile>> {
  const { config } = context;
  const files = new Map<string, OutputFile>();
  let settings: SearchSettings;
  if (config.search.appId === undefined) {
    const index = await localSearchIndex(config, site, context.cache);
    for (const shard of index.shards) files.set(shard.file, { contents: shard.contents });
    settings = searchSettingsFor(config, index.topLevelSections, index.shards.map((shard) => `/${shard.file}`));
  } else {
    const records = collectSearchRecords(config, site);
    files.set(HOSTED_RECORDS_FILE, { contents: JSON.stringify(records) });
    settings = searchSettingsFor(config, records.map((record) => record.hierarchy.lvl0 ?? ''), undefined);
  }
  files.set(SEARCH_SETTINGS_URL.slice(1), { contents: JSON.stringify(settings) });
  return files;
}
