import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../build/build-site.js';
import { CONFIG_FILE } from '../config/load-config.js';
import { evaluateModuleFile, type ModuleFileRole } from '../config/evaluate-module-file.js';
import { configTimeoutMs } from '../config/run-config-module.js';
import type { MissingPackage } from '../config/stand-in-packages-plugin.js';
import { createMemoryLogger } from '../context/logger.js';
import { BuildError, UsageError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { carryDocusaurusConfig } from './carry-docusaurus-config.js';
import { packageName } from './carry-unified-plugins.js';
import { DocusaurusConfigSource } from './docusaurus-config-source.js';
import { docusaurusProjectLeftovers } from './docusaurus-project-leftovers.js';
import { lineField, type NotCarried } from './docusaurus-reading.js';
import { siteConfigText } from './site-config-text.js';

/** The names Docusaurus looks for, in its order. */
const DOCUSAURUS_CONFIGS = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export interface FromDocusaurusResult {
  root: string;
  /** The Docusaurus config read (`docusaurus.config.js`). */
  from: string;
  /** What the written config does not carry, with where each is written. */
  notCarried: NotCarried[];
  /** Pages of the site as built with the written config. */
  pages: number;
  /** Warnings of that build (with `onBrokenLinks: 'warn'`, its broken links). */
  warnings: Diagnostic[];
}

/**
 * Reads a Docusaurus project's config (evaluated as `site.config.ts` is, packages that are not
 * installed standing in as empty values), writes a `site.config.ts` that carries what docs-build can
 * use, and builds the site in memory with it. A build that fails takes the written file back and
 * throws its diagnostics. What is not carried comes back in `notCarried`.
 */
export async function initFromDocusaurus(options: { dir: string }): Promise<FromDocusaurusResult> {
  const root = path.resolve(options.dir);
  const from = DOCUSAURUS_CONFIGS.find((name) => fs.existsSync(path.join(root, name)));
  if (!from) {
    throw new UsageError([
      makeDiagnostic('INIT_NO_DOCUSAURUS_CONFIG', undefined, { root, candidates: DOCUSAURUS_CONFIGS }),
    ]);
  }
  const target = path.join(root, CONFIG_FILE);
  if (fs.existsSync(target)) {
    throw new UsageError([makeDiagnostic('INIT_CONFIG_EXISTS', { file: CONFIG_FILE }, { root })]);
  }

  const standIns: MissingPackage[] = [];
  const { exported, exports } = await evaluateModuleFile(root, path.join(root, from), docusaurusRole(from), {
    standIns,
  });
  // `export default config` (ESM, TypeScript), or `module.exports = config` (CommonJS).
  const config = await configOf(exported ?? exports, from);
  const source = new DocusaurusConfigSource(from, fs.readFileSync(path.join(root, from), 'utf8'));
  const missing = new Set(standIns.flatMap(({ specifier }) => [specifier, packageName(specifier)]));
  const carried = carryDocusaurusConfig(config, { root, source, missing });
  const notCarried = [
    ...carried.notCarried,
    ...missingPackages(root, from, source, standIns, carried.notCarried),
    ...docusaurusProjectLeftovers(root),
  ].sort(
    (a, b) =>
      Number(b.file === from) - Number(a.file === from) ||
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0),
  );

  fs.writeFileSync(target, siteConfigText(carried, from), { flag: 'wx' });
  try {
    const built = await buildSite({ root, write: false, cache: false, logger: createMemoryLogger() });
    return { root, from, notCarried, pages: built.pages.length, warnings: built.warnings };
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  }
}

function docusaurusRole(name: string): ModuleFileRole {
  return {
    name,
    codes: {
      syntax: 'INIT_DOCUSAURUS_CONFIG_UNREADABLE',
      load: 'INIT_DOCUSAURUS_CONFIG_UNREADABLE',
      throws: 'INIT_DOCUSAURUS_CONFIG_THROWS',
    },
  };
}

/** The config a Docusaurus config module gives: its export, or what its exported (async) function returns. */
async function configOf(exported: unknown, from: string): Promise<unknown> {
  let config = exported;
  if (typeof exported === 'function') {
    const timeoutMs = configTimeoutMs();
    let timer: NodeJS.Timeout | undefined;
    try {
      config = await Promise.race([
        Promise.resolve().then(() => (exported as () => unknown)()),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`its config function did not return within ${timeoutMs / 1000} s`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (error) {
      const configFunctionFailed = error instanceof Error ? error.message : String(error);
      throw new BuildError([
        makeDiagnostic('INIT_DOCUSAURUS_CONFIG_THROWS', { file: from }, { file: from, configFunctionFailed }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
  if (typeof config !== 'object' || config === null) {
    throw new BuildError([
      makeDiagnostic('INIT_DOCUSAURUS_CONFIG_THROWS', { file: from }, { file: from, exportsNoConfig: true }),
    ]);
  }
  return config;
}

/**
 * The packages that were not installed when the config was read, at the line that imports them;
 * those already listed as unified plugins are not listed again.
 */
function missingPackages(
  root: string,
  from: string,
  source: DocusaurusConfigSource,
  standIns: MissingPackage[],
  listed: NotCarried[],
): NotCarried[] {
  const seen = new Set<string>();
  const entries: NotCarried[] = [];
  for (const { specifier, importer } of standIns) {
    const name = packageName(specifier);
    if (
      seen.has(name) ||
      listed.some((entry) => entry.what.includes(`(${specifier})`) || entry.what.includes(`(${name})`))
    )
      continue;
    seen.add(name);
    const file = importer ? path.relative(root, importer).split(path.sep).join('/') : from;
    const text = file === from ? source : new DocusaurusConfigSource(file, readOrEmpty(path.join(root, file)));
    entries.push({
      file,
      ...lineField(text.lineOfImport(specifier)),
      what: `package ${name}`,
      why: 'not installed here: the config was read with an empty stand-in for it, so what it gives the config was not read (npm install, then compare)',
    });
  }
  return entries;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
