// TEMPORARY scaffold: replaced by the search stage's implementation (search issue).
import type { BuildContext } from '../context/build-context.js';
import type { SiteModel } from '../routes/route-model.js';
import type { OutputFile } from '../write/output-files.js';

/** Search records and the local index, as output files (e.g. `search/index-<hash>.json`). */
export async function buildSearchIndex(context: BuildContext, site: SiteModel): Promise<Map<string, OutputFile>> {
  return new Map(context.config.search.indexName && site.pages.length < 0 ? [] : []);
}
