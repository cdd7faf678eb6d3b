import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { themeContrastProblems } from './theme-contrast.js';
import { checkSiteFolders, relativeToRoot } from './check-site-folders.js';
import { configKeyLine } from './config-key-line.js';
import { configSchema, type SiteConfig } from './config-schema.js';
import { evaluateModuleFile, type ModuleFileRole } from './evaluate-module-file.js';

export const CONFIG_FILE = 'site.config.ts';

/** The config a site without `site.config.ts` gets. */
const FALLBACK_CONFIG = { title: 'Documentation' };

/**
 * Loads `site.config.ts` from the site root (bundled by esbuild, run in memory within a time limit),
 * validates it and fills in defaults. A site without a config file gets the defaults.
 */
export async function loadConfig(root: string): Promise<SiteConfig> {
  return (await loadConfigWithInputs(root)).config;
}

/**
 * `loadConfig`, and the absolute paths of every file the config was bundled from: `site.config.ts` and
 * each module it imports (the site's own and those of npm packages, such as unified plugins).
 */
export async function loadConfigWithInputs(root: string): Promise<{ config: SiteConfig; inputs: string[] }> {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file)) return { config: parseConfig(FALLBACK_CONFIG, undefined), inputs: [] };
  const { exported, inputs } = await evaluateConfigModule(root, file);
  const source = { file: CONFIG_FILE, text: fs.readFileSync(file, 'utf8') };
  const config = parseConfig(exported, source);
  const at = (keyPath: PropertyKey[]) => ({ file: CONFIG_FILE, line: configKeyLine(source.text, keyPath) });
  failOnErrors([...checkSiteFolders(root, config, at), ...themeContrastProblems(config.theme, at)]);
  return { config: relativeToRoot(root, config), inputs };
}

const CONFIG_ROLE: ModuleFileRole = {
  name: CONFIG_FILE,
  codes: { syntax: 'CONFIG_SYNTAX', load: 'CONFIG_LOAD', throws: 'CONFIG_THROWS' },
};

async function evaluateConfigModule(root: string, file: string): Promise<{ exported: unknown; inputs: string[] }> {
  const { exported, inputs } = await evaluateModuleFile(root, file, CONFIG_ROLE);
  if (exported === undefined) {
    throw new BuildError([makeDiagnostic('CONFIG_NO_DEFAULT_EXPORT', { file: CONFIG_FILE })]);
  }
  return { exported, inputs };
}

/** Validates a config object; each problem names its key path, what was expected and, when found, the line. */
export function parseConfig(input: unknown, source: { file: string; text: string } | undefined): SiteConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  throw new BuildError(result.error.issues.map((issue) => issueToDiagnostic(closestBranchIssue(issue), source)));
}

/**
 * For a value that matched none of a union's shapes (a sidebars path or sidebars; the kinds of sidebar
 * item), the problem of the shape it came closest to — the one found deepest in the value — with its
 * full path, rather than "Invalid input" at the union.
 */
function closestBranchIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  let closest: z.core.$ZodIssue | undefined;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      const candidate = closestBranchIssue({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue);
      if (!closest || candidate.path.length > closest.path.length) closest = candidate;
    }
  }
  return closest && closest.path.length > issue.path.length ? closest : issue;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, source: { file: string; text: string } | undefined): Diagnostic {
  const keyPath = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  // An unknown key is reported on its object; its own line is the one to fix.
  const linePath =
    issue.code === 'unrecognized_keys' && issue.keys.length > 0 ? [...issue.path, issue.keys[0]!] : issue.path;
  const location = source ? { file: source.file, line: configKeyLine(source.text, linePath) } : undefined;
  return makeDiagnostic('CONFIG_INVALID', location ?? { file: CONFIG_FILE }, { keyPath, issue: issue.message });
}
