import fs from 'node:fs';
import path from 'node:path';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { CURRENT_VERSION, type DocVersion, type VersionBanner } from '../model/doc-version.js';
import type { SiteConfig } from './config-schema.js';
import { configKeyLine } from './config-key-line.js';
import { CONFIG_FILE } from './load-config.js';
import { docsRoot, siteFolders, underBase, VERSIONED_DOCS, VERSIONED_SIDEBARS, VERSIONS_FILE } from './site-folders.js';

export { VERSIONED_DOCS, VERSIONED_SIDEBARS, VERSIONS_FILE } from './site-folders.js';

/** The folder of a released version's docs, relative to the site root (`versioned_docs/version-1.0`). */
export function versionFolder(name: string): string {
  return `${VERSIONED_DOCS}/version-${name}`;
}

/** The sidebars file of a released version, relative to the site root. */
export function versionSidebarsFile(name: string): string {
  return `${VERSIONED_SIDEBARS}/version-${name}-sidebars.json`;
}

/**
 * The names in `versions.json` (newest first), or undefined when the site has none: a site without
 * versions is built as one set of docs, as before. Throws `VERSIONS_FILE_INVALID` for anything but a
 * list of names.
 */
export function readVersionNames(root: string): string[] | undefined {
  const file = path.join(root, VERSIONS_FILE);
  if (!fs.existsSync(file)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError([
      makeDiagnostic('VERSIONS_FILE_INVALID', { file: VERSIONS_FILE, line: 1 }, { problem: (error as Error).message }),
    ]);
  }
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string' || name === '')) {
    throw new BuildError([
      makeDiagnostic(
        'VERSIONS_FILE_INVALID',
        { file: VERSIONS_FILE, line: 1 },
        { problem: 'it must be a list of non-empty strings' },
      ),
    ]);
  }
  return value as string[];
}

/**
 * The versions of the docs a build makes, in the order the dropdown lists them (current first, then
 * `versions.json`'s order, newest first), as Docusaurus resolves them from `versions.json` and the
 * `docs` keys `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion` and `versions`. Undefined for
 * a site without `versions.json` (or with an empty one). Unknown names in the config and missing
 * `versioned_docs/version-X/` folders fail, at their line.
 */
export function resolveDocVersions(root: string, config: SiteConfig): DocVersion[] | undefined {
  const names = readVersionNames(root);
  if (!names || names.length === 0) return undefined;
  const { docs } = config;
  const all = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...names];
  const known = [CURRENT_VERSION, ...names];
  const diagnostics: Diagnostic[] = [];
  const configText = fs.existsSync(path.join(root, CONFIG_FILE))
    ? fs.readFileSync(path.join(root, CONFIG_FILE), 'utf8')
    : '';
  const unknown = (keyPath: (string | number)[], version: string) =>
    diagnostics.push(
      makeDiagnostic(
        'VERSION_UNKNOWN',
        { file: CONFIG_FILE, line: configKeyLine(configText, keyPath) },
        { key: keyPath.join('.'), version, known: names },
      ),
    );
  const lastVersion = docs.lastVersion ?? names[0]!;
  if (!all.includes(lastVersion)) unknown(['docs', 'lastVersion'], lastVersion);
  docs.onlyIncludeVersions?.forEach((name, index) => {
    if (!all.includes(name)) unknown(['docs', 'onlyIncludeVersions', index], name);
  });
  for (const name of Object.keys(docs.versions)) if (!known.includes(name)) unknown(['docs', 'versions', name], name);
  for (const name of names) {
    const folder = versionFolder(name);
    if (!fs.existsSync(path.join(root, folder)))
      diagnostics.push(
        makeDiagnostic('VERSION_FOLDER_MISSING', { file: VERSIONS_FILE, line: 1 }, { version: name, folder }),
      );
  }
  if (diagnostics.length > 0) throw new BuildError(diagnostics);

  const included = docs.onlyIncludeVersions ? all.filter((name) => docs.onlyIncludeVersions!.includes(name)) : all;
  const lastIndex = all.indexOf(lastVersion);
  const base = docsRoot(config);
  return included.map((name): DocVersion => {
    const settings = docs.versions[name] ?? {};
    const isLast = name === lastVersion;
    const isCurrent = name === CURRENT_VERSION;
    const written = settings.path ?? (isLast ? '' : isCurrent ? 'next' : name);
    const defaultBanner: VersionBanner = isLast
      ? 'none'
      : all.indexOf(name) < lastIndex
        ? 'unreleased'
        : 'unmaintained';
    const sidebarsFile = isCurrent ? undefined : versionSidebarsFile(name);
    return {
      name,
      label: settings.label ?? (isCurrent ? 'Next' : name),
      folder: isCurrent ? siteFolders(config).docs : versionFolder(name),
      routeBase: underBase(base, `/${written.replace(/^\/+|\/+$/g, '')}`).replace(/\/$/, '') || '/',
      ...(sidebarsFile && fs.existsSync(path.join(root, sidebarsFile)) && { sidebarsFile }),
      isLast,
      banner: settings.banner ?? defaultBanner,
      badge: settings.badge ?? all.length > 1,
      noIndex: settings.noIndex ?? false,
    };
  });
}
