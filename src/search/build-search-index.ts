import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { BuildContext } from '../context/build-context.js';
import type { SiteModel } from '../routes/route-model.js';
import type { OutputFile } from '../write/output-files.js';
import { LOCAL_INDEX_OPTIONS } from '../../client/search/local-index-options.js';
import { SEARCH_SETTINGS_URL } from '../../client/search/search-settings.js';
import type { SearchRecord } from '../../client/search/search-types.js';
import { collectSearchRecords } from './collect-search-records.js';
import { searchSettingsFor } from './search-settings-for.js';

/** Where the records go when a hosted provider is configured, ready to upload to its index. */
export const HOSTED_RECORDS_FILE = 'search/records.json';

/**
 * The search stage: DocSearch records from every page and, for the local provider, the serialised
 * MiniSearch index (`assets/search-index-<hash>.json`); always the browser's settings
 * (`search/settings.json`).
 */
export async function buildSearchIndex(context: BuildContext, site: SiteModel): Promise<Map<string, OutputFile>> {
  const records = collectSearchRecords(context.config, site);
  const files = new Map<string, OutputFile>();
  let indexUrl: string | undefined;
  if (context.config.search.appId === undefined) {
    const json = serializeLocalIndex(records);
    const file = `assets/search-index-${createHash('sha256').update(json).digest('hex').slice(0, 10).toUpperCase()}.json`;
    files.set(file, { contents: json });
    indexUrl = `/${file}`;
  } else {
    files.set(HOSTED_RECORDS_FILE, { contents: JSON.stringify(records) });
  }
  const settings = searchSettingsFor(context.config, records, indexUrl);
  files.set(SEARCH_SETTINGS_URL.slice(1), { contents: JSON.stringify(settings) });
  return files;
}

/** The local index as JSON, loadable with `MiniSearch.loadJSON(json, LOCAL_INDEX_OPTIONS)`. */
export function serializeLocalIndex(records: SearchRecord[]): string {
  const index = new MiniSearch<SearchRecord>(LOCAL_INDEX_OPTIONS);
  index.addAll(records);
  return JSON.stringify(index);
}
