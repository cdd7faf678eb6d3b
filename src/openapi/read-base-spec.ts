import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONFIG_FILE } from '../config/load-config.js';
import { configKeyLine } from '../config/config-key-line.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { convertSwagger } from './convert-swagger.js';

type SpecEntry = BuildContext['config']['openapi'][number];
type Changelog = NonNullable<SpecEntry['changelog']>;

/** The changelog's base, as its page names it: `openapi/v1.yaml`, `git ref v1.0`. */
export function baseLabel(changelog: Changelog): string {
  return changelog.baseRef !== undefined ? `git ref ${changelog.baseRef}` : changelog.baseFile!;
}

/**
 * The text of the base version of a spec's changelog: `baseFile` read from the site's folder, or the
 * spec file as it was at `baseRef` (`git show REF:./FILE`, run in the site's folder, so the path is
 * the spec's own relative to it). Git missing, a ref or file git does not know, and a file that cannot
 * be read are diagnostics at the config line that names the base.
 */
export function readBaseText(context: BuildContext, index: number): { text?: string; diagnostic?: Diagnostic } {
  const entry = context.config.openapi[index]!;
  const changelog = entry.changelog!;
  const fail = (problem: string, git?: 'missing' | 'failed') => ({
    diagnostic: baseProblem(context, index, problem, git),
  });
  if (changelog.baseFile !== undefined) {
    try {
      return { text: fs.readFileSync(path.resolve(context.root, changelog.baseFile), 'utf8') };
    } catch {
      return fail(`${changelog.baseFile} cannot be read`);
    }
  }
  const file = entry.file.split(path.sep).join('/');
  try {
    const text = execFileSync('git', ['show', `${changelog.baseRef}:./${file.replace(/^\.\//, '')}`], {
      cwd: context.root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    return { text };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return fail('git is not installed (or not on PATH)', 'missing');
    const stderr =
      String((error as { stderr?: unknown }).stderr ?? '')
        .trim()
        .split('\n')[0] ?? '';
    return fail(stderr.replace(/^fatal: /, '') || 'git show failed', 'failed');
  }
}

/**
 * What makes the base what it is, for the openapi stage's cache key: the blob `baseRef:./FILE` names
 * (a branch that moves gives another), or nothing when git cannot say (the stage then reports it).
 */
export function baseRefKey(root: string, entry: SpecEntry): string {
  const ref = entry.changelog?.baseRef;
  if (ref === undefined) return '';
  try {
    return execFileSync('git', ['rev-parse', `${ref}:./${entry.file.split(path.sep).join('/').replace(/^\.\//, '')}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '(unresolved)';
  }
}

/** A base spec's text as an OpenAPI 3 document: parsed (YAML or JSON), a Swagger 2.0 one converted. */
export async function baseDocument(text: string): Promise<{ document?: object; problem?: string }> {
  let data: unknown;
  try {
    data = parseYaml(text, { maxAliasCount: -1 });
  } catch (error) {
    return { problem: `it is not valid YAML/JSON (${(error as Error).message.split('\n')[0]})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { problem: 'it is not an OpenAPI document' };
  const record = data as Record<string, unknown>;
  if (String(record.swagger) === '2.0') {
    try {
      return { document: (await convertSwagger(record)).openapi };
    } catch (error) {
      return { problem: `its Swagger 2.0 could not be converted (${(error as Error).message})` };
    }
  }
  if (typeof record.openapi !== 'string')
    return { problem: 'it has no `openapi` version: it is not an OpenAPI 3 document' };
  return { document: record };
}

/** A problem with the base of the changelog of `config.openapi[index]`, at the config line that names the base. */
export function baseProblem(
  context: BuildContext,
  index: number,
  problem: string,
  git?: 'missing' | 'failed',
): Diagnostic {
  const entry = context.config.openapi[index]!;
  const changelog = entry.changelog!;
  const key = changelog.baseRef !== undefined ? 'baseRef' : 'baseFile';
  return makeDiagnostic('OPENAPI_CHANGELOG_BASE', configLocation(context.root, ['openapi', index, 'changelog', key]), {
    spec: entry.id,
    base: baseLabel(changelog),
    problem,
    ...(git && { git }),
  });
}

function configLocation(root: string, keyPath: PropertyKey[]): { file: string; line?: number } {
  try {
    const text = fs.readFileSync(path.join(root, CONFIG_FILE), 'utf8');
    const line = configKeyLine(text, keyPath);
    return line === undefined ? { file: CONFIG_FILE } : { file: CONFIG_FILE, line };
  } catch {
    return { file: CONFIG_FILE };
  }
}
