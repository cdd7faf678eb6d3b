import type { SiteConfig } from '../config/config-schema.js';
import { siteFolders } from '../config/site-folders.js';
import { versionFolder } from '../config/doc-versions.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { frontMatterLocation } from '../diagnostics/source-lines.js';
import { CURRENT_VERSION } from '../model/doc-version.js';
import { DEFAULT_TOC_LEVELS, type FrontMatterPageFields } from '../model/page.js';
import type { SourceFile } from '../model/source-file.js';

export type { FrontMatterPageFields };

/**
 * The page fields a source's front matter sets (the discover stage has checked their types). Only
 * fields that are set appear, so a page without them is the same data as before they existed.
 */
export function frontMatterPageFields(
  source: SourceFile,
  config: SiteConfig,
  diagnostics: Diagnostic[],
): FrontMatterPageFields {
  const fm = source.frontMatter;
  const fields: FrontMatterPageFields = {};
  if (fm.pagination_label !== undefined) fields.paginationLabel = fm.pagination_label;
  if (fm.displayed_sidebar !== undefined) fields.displayedSidebar = fm.displayed_sidebar;
  if (fm.toc_min_heading_level !== undefined || fm.toc_max_heading_level !== undefined) {
    const min = fm.toc_min_heading_level ?? DEFAULT_TOC_LEVELS.min;
    // A min above the default max (`toc_min_heading_level: 4`) lists that level alone, not nothing.
    fields.tocLevels = { min, max: fm.toc_max_heading_level ?? Math.max(min, DEFAULT_TOC_LEVELS.max) };
  }
  if (fm.unlisted === true) fields.unlisted = true;
  if (fm.last_update !== undefined) fields.lastUpdate = fm.last_update;
  if (fm.image !== undefined) fields.image = fm.image;
  const editUrl = source.kind === 'doc' ? editUrlOf(source, config, diagnostics) : undefined;
  if (editUrl !== undefined) fields.editUrl = editUrl;
  return fields;
}

/** `custom_edit_url` (null: none), else the config's `editUrl` base joined with the file's path, or its function's answer. */
function editUrlOf(source: SourceFile, config: SiteConfig, diagnostics: Diagnostic[]): string | undefined {
  const custom = source.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = config;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${source.file}`;
  // The path under its version's docs folder (`docs.path`, `versioned_docs/version-1.0`), as Docusaurus passes it.
  const version = source.version ?? CURRENT_VERSION;
  const versionDocsDirPath = version === CURRENT_VERSION ? siteFolders(config).docs : versionFolder(version);
  const docsFolder = `${versionDocsDirPath}/`;
  const docPath = source.file.startsWith(docsFolder) ? source.file.slice(docsFolder.length) : source.file;
  let url: unknown;
  try {
    url = editUrl({ docPath, filePath: source.file, versionDocsDirPath, version });
  } catch (error) {
    url = error;
  }
  if (url === undefined || (typeof url === 'string' && url !== '')) return url;
  const params =
    url instanceof Error ? { file: source.file, threw: url.message } : { file: source.file, returned: url };
  diagnostics.push(makeDiagnostic('EDIT_URL_INVALID', frontMatterLocation(source, 'custom_edit_url'), params));
  return undefined;
}
