import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { z } from 'zod';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.js';
import { createLineFinder, quoted } from '../diagnostics/source-lines.js';
import type { SiteConfig } from './config-schema.js';
import { evaluateModuleFile } from './evaluate-module-file.js';
import { configKeyLine } from './config-key-line.js';
import { CONFIG_FILE } from './load-config.js';
import { sidebarsSchema, type SidebarItemConfig } from './sidebar-item-schema.js';

/** The sidebars as written, where they were written, and how their categories start. */
export interface SidebarsSource {
  /** The file that holds them, from the site root: `site.config.ts` or the sidebars file. */
  file: string;
  /** Each sidebar by id: a list of items, or categories in shorthand. */
  sidebars: Record<string, SidebarItemConfig[] | Record<string, SidebarItemConfig[]>>;
  /** Whether a category that does not say starts collapsed. */
  defaultCollapsed: boolean;
  /** Problems that do not stop the build (a file that yields no sidebar at all). */
  warnings: Diagnostic[];
}

/**
 * The site's written sidebars: those of `config.sidebars`, or those of the Docusaurus sidebars file it
 * names, loaded as the config is (bundled, run in memory within the time limit) and validated.
 * Undefined when the config has none (the sidebar is then generated from the docs folder). Categories
 * start collapsed in a sidebars file unless `docs.sidebarCollapsed` says otherwise, as in Docusaurus.
 */
export async function loadSidebars(root: string, config: SiteConfig): Promise<SidebarsSource | undefined> {
  const written = config.sidebars;
  if (written === undefined) return undefined;
  if (typeof written !== 'string')
    return {
      file: CONFIG_FILE,
      sidebars: written,
      defaultCollapsed: config.docs.sidebarCollapsed ?? false,
      warnings: [],
    };
  const absPath = path.resolve(root, written);
  const file = path.relative(root, absPath).split(path.sep).join('/');
  if (!fs.existsSync(absPath)) {
    const configText = fs.existsSync(path.join(root, CONFIG_FILE))
      ? fs.readFileSync(path.join(root, CONFIG_FILE), 'utf8')
      : '';
    throw new BuildError([
      makeDiagnostic(
        'SIDEBARS_FILE_MISSING',
        { file: CONFIG_FILE, line: configKeyLine(configText, ['sidebars']) },
        { file },
      ),
    ]);
  }
  const value = absPath.endsWith('.json')
    ? await readJsonSidebars(root, absPath, file)
    : await runSidebarsModule(root, absPath, file);
  const parsed = sidebarsSchema.safeParse(value);
  if (!parsed.success) {
    throw new BuildError(
      parsed.error.issues
        .flatMap((issue) => deepestIssues(issue, value))
        .map((issue) => invalidItem(issue, value, { root, file })),
    );
  }
  return {
    file,
    sidebars: parsed.data,
    defaultCollapsed: config.docs.sidebarCollapsed ?? true,
    warnings: yieldsNoSidebar(parsed.data) ? [noSidebarWarning(file)] : [],
  };
}

/** The value a sidebars module exports: ESM (`export default`) or CommonJS (`module.exports =`), as Docusaurus reads either. */
async function runSidebarsModule(root: string, absPath: string, file: string): Promise<unknown> {
  const { exported, exports } = await evaluateModuleFile(root, absPath, {
    name: file,
    codes: { syntax: 'SIDEBARS_FILE_SYNTAX', load: 'SIDEBARS_FILE_SYNTAX', throws: 'SIDEBARS_FILE_THROWS' },
  });
  return (exports as { __esModule?: unknown } | null | undefined)?.__esModule ? exported : exports;
}

/**
 * A `sidebars.json` read as JSON, as Docusaurus `require`s it (bundled as a module it exported nothing).
 * esbuild's JSON parser checks it first, for the line and column of a syntax error.
 */
async function readJsonSidebars(root: string, absPath: string, file: string): Promise<unknown> {
  const text = fs.readFileSync(absPath, 'utf8');
  try {
    await esbuild.transform(text, { loader: 'json', sourcefile: absPath, logLevel: 'silent' });
  } catch (error) {
    throw new BuildError(esbuildDiagnostics(error, { code: 'SIDEBARS_FILE_SYNTAX', root, file }));
  }
  return JSON.parse(text.replace(/^\uFEFF/, ''));
}

/** Whether no sidebar of a file has a single item: every page would be built without one. */
function yieldsNoSidebar(sidebars: SidebarsSource['sidebars']): boolean {
  return Object.values(sidebars).every((sidebar) =>
    Array.isArray(sidebar) ? sidebar.length === 0 : Object.values(sidebar).every((items) => items.length === 0),
  );
}

function noSidebarWarning(file: string): Diagnostic {
  return makeDiagnostic('SIDEBARS_FILE_EMPTY', { file }, { file });
}

/**
 * A union's problem as the problems of the branch that got furthest into the value (its issues have the
 * longest paths), so the message points at the item that is wrong rather than at the whole sidebar.
 */
function deepestIssues(issue: z.core.$ZodIssue, value: unknown): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  // An item of a type no branch knows is wrong as a whole.
  const type = (valueAt(value, issue.path) as { type?: unknown } | null | undefined)?.type;
  if (typeof type === 'string' && !ITEM_TYPES.includes(type)) return [issue];
  const depth = (issues: z.core.$ZodIssue[]) => Math.max(...issues.map((inner) => inner.path.length));
  // The branch of the item's own type, when it has one: its other branches fail on `type` itself.
  const ofItsType = issue.errors.filter(
    (issues) =>
      typeof type !== 'string' || !issues.some((inner) => inner.path.length === 1 && inner.path[0] === 'type'),
  );
  const branches = ofItsType.length > 0 ? ofItsType : issue.errors;
  const branch = branches.reduce((best, candidate) => (depth(candidate) > depth(best) ? candidate : best));
  if (depth(branch) === 0) return [issue];
  return branch.flatMap((inner) => deepestIssues({ ...inner, path: [...issue.path, ...inner.path] }, value));
}

function invalidItem(
  issue: z.core.$ZodIssue,
  value: unknown,
  { root, file }: { root: string; file: string },
): Diagnostic {
  const keyPath = issue.path.map(String).join('.') || '(root)';
  const item = valueAt(value, issue.path);
  return makeDiagnostic(
    'SIDEBARS_FILE_INVALID',
    createLineFinder(root).locate(file, needlesAround(value, issue.path)),
    { file, keyPath, problem: describeIssue(issue, item) },
  );
}

const ITEM_TYPES = ['doc', 'ref', 'link', 'html', 'autogenerated', 'category', 'openapi'];

function describeIssue(issue: z.core.$ZodIssue, item: unknown): string {
  const type = (item as { type?: unknown } | null | undefined)?.type;
  if (issue.code === 'invalid_union' && typeof type === 'string') return `the type "${type}" is unknown`;
  return issue.message;
}

/** The value at a path of keys in a plain value. */
function valueAt(value: unknown, keyPath: PropertyKey[]): unknown {
  let current = value;
  for (const key of keyPath) current = (current as Record<PropertyKey, unknown> | null | undefined)?.[key];
  return current;
}

/** Text that finds the value at a path in its file, or else the nearest item around it (a missing field's item). */
function needlesAround(value: unknown, keyPath: PropertyKey[]): string[] {
  for (let length = keyPath.length; length >= 0; length--) {
    const needles = needlesOf(valueAt(value, keyPath.slice(0, length)));
    if (needles.length > 0) return needles;
  }
  return [];
}

/** Text that finds an item in its file: its type, id, label, href or folder as written. */
function needlesOf(item: unknown): string[] {
  if (typeof item === 'string') return quoted(item);
  if (item === null || typeof item !== 'object') return [];
  const fields = ['type', 'id', 'label', 'href', 'dirName', 'value'];
  return fields.flatMap((field) => {
    const text = (item as Record<string, unknown>)[field];
    return typeof text === 'string' ? quoted(text) : [];
  });
}
