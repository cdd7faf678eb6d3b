import { cacheKey } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import { inLastVersion } from '../model/doc-version.js';
import { GENERATED_FILES, hasMarkdownCopy, markdownFilePath } from '../model/generated-files.js';
import type { Page } from '../model/page.js';
import type { SiteModel } from '../model/site-model.js';
import { htmlFilePath } from './output-files.js';
import type { OutputKey } from './reuse-unchanged-outputs.js';

/**
 * The key of each output file that a build with the cache can take from the last output instead of
 * making it again, by path: each page's HTML (its render key, from `pageRenderKeys`), each page's
 * Markdown copy (the page's data key: the copy is made from the page alone), and all-docs.txt,
 * llms-full.txt and llms.txt (made from the config and the pages they list: its JSON, the last version's
 * name and the data key of every page of the last version or of none, in page order; an edit of an
 * older version leaves them as they were).
 */
export function outputKeys(
  config: SiteConfig,
  site: SiteModel,
  renderKeys: ReadonlyMap<string, string>,
  pageKeys: ReadonlyMap<Page, string>,
): Map<string, OutputKey> {
  const keys = new Map<string, OutputKey>();
  for (const [route, key] of renderKeys) keys.set(htmlFilePath(route), { key, kind: 'pages' });
  for (const page of site.pages)
    if (hasMarkdownCopy(page))
      keys.set(markdownFilePath(page.route), { key: pageKeys.get(page)!, kind: 'markdown-copies' });
  const listed = site.pages.filter((page) => inLastVersion(page, site.versions));
  const siteKey = cacheKey(
    JSON.stringify(config),
    site.versions?.last ?? '',
    ...listed.map((page) => pageKeys.get(page)!),
  );
  for (const file of [GENERATED_FILES.allDocs, GENERATED_FILES.llmsFull, GENERATED_FILES.llms])
    keys.set(file, { key: siteKey, kind: 'site-files' });
  return keys;
}
