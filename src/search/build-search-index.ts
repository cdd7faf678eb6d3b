import { SEARCH_SETTINGS_URL, type SearchSettings } from '../shared/browser-shapes.js';
import type { BuildContext } from '../context/build-context.js';
import type { OutputFile } from '../model/output-file.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { collectSearchRecords } from './collect-search-records.js';
import type { IndexShard } from './local-index-shards.js';
import { localSearchIndex } from './local-search-index.js';
import { searchSettingsFor } from './search-settings-for.js';

/** Where the records go when a hosted provider is configured, ready to upload to its index. */
export const HOSTED_RECORDS_FILE = 'search/records.json';

/**
 * The search stage: DocSearch records from every page and, for the local provider, the serialised
 * MiniSearch index in one or more shards (`assets/search-index-<hash>.json`); always the browser's
 * settings (`search/settings.json`). With the build cache, `pageKeys` (the pages' `pageDataKeys`) let
 * unchanged pages' counts and shards come from it,
 * and from `shardMemo` (kept by `watch` between in-memory builds) before it.
 * With `handOver`, each index shard goes to it as soon as it is made (a writing build writes it then,
 * rather than holding the whole index to the end) and is not among the files returned.
 */
export async function buildSearchIndex(
  context: BuildContext,
  site: SiteModel,
  pageKeys?: ReadonlyMap<Page, string>,
  shardMemo?: Map<string, IndexShard>,
  handOver?: (file: string, output: OutputFile) => void,
): Promise<Map<string, OutputFile>> {
  const { config } = context;
  const files = new Map<string, OutputFile>();
  let settings: SearchSettings;
  if (config.search.appId === undefined) {
    const inOrder: IndexShard[] = [];
    const onShard = (shard: IndexShard, position: number) =>
      handOver ? handOver(shard.file, shardOutput(shard)) : (inOrder[position] = shard);
    const index = await localSearchIndex(
      config,
      site,
      onShard,
      context.cache && pageKeys && { cache: context.cache, pageKeys, outDir: context.outDir, shardMemo },
    );
    for (const shard of inOrder) files.set(shard.file, shardOutput(shard));
    settings = searchSettingsFor(
      config,
      index.topLevelSections,
      index.shardFiles.map((file) => `/${file}`),
      site.versions && { versions: site.versions, ...(index.shardTags && { indexTags: index.shardTags }) },
    );
  } else {
    const records = collectSearchRecords(config, site);
    files.set(HOSTED_RECORDS_FILE, { contents: JSON.stringify(records) });
    settings = searchSettingsFor(
      config,
      records.map((record) => record.hierarchy.lvl0 ?? ''),
      undefined,
      site.versions && { versions: site.versions },
    );
  }
  files.set(SEARCH_SETTINGS_URL.slice(1), { contents: JSON.stringify(settings) });
  return files;
}

/** A linked shard is copied where it cannot be linked, and read by builds that write nothing. */
function shardOutput(shard: IndexShard): OutputFile {
  return 'linkFrom' in shard
    ? { contents: '', linkFrom: shard.linkFrom, copyFrom: shard.linkFrom }
    : { contents: shard.contents };
}
