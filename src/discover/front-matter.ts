import { parseDocument, type YAMLError } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { FrontMatter } from '../model/front-matter.js';
import { checkPageFields } from './page-field-checks.js';
import { simpleFrontMatter } from './simple-front-matter.js';

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface FrontMatterResult {
  frontMatter: FrontMatter;
  /** The file with the front matter block replaced by as many empty lines, so body lines keep their numbers. */
  body: string;
  diagnostics: Diagnostic[];
}

/** A file's YAML front matter block, if it has one, and its body: the file with the block blanked out. */
export function splitFrontMatter(text: string): { yaml?: string; body: string } {
  const match = FENCE.exec(text);
  if (!match) return { body: text };
  const block = match[0];
  return { yaml: match[1]!, body: '\n'.repeat(countLines(block)) + text.slice(block.length) };
}

/** Splits and parses a YAML front matter block; errors point at the real line of the file. */
export function parseFrontMatter(text: string, file: string): FrontMatterResult {
  const { yaml, body } = splitFrontMatter(text);
  if (yaml === undefined) return { frontMatter: {}, body, diagnostics: [] };
  const simple = simpleFrontMatter(yaml);
  const parsed = simple ? { value: simple } : parseYaml(yaml, file);
  if ('errors' in parsed) return { frontMatter: {}, body, diagnostics: parsed.errors };
  const { value } = parsed;
  const diagnostics: Diagnostic[] = [];
  if (value === null || value === undefined) return { frontMatter: {}, body, diagnostics };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      frontMatter: {},
      body,
      diagnostics: [makeDiagnostic('FRONT_MATTER_SHAPE', { file, line: 2, column: 0 })],
    };
  }
  const frontMatter = value as FrontMatter;
  const yamlLines = yaml.split(/\r?\n/);
  const fieldProblems = [
    ...checkKnownFields(frontMatter, file, yamlLines),
    ...checkPageFields(frontMatter, (key) => fieldLocation(file, yamlLines, key)),
  ];
  const slugProblem = checkSlug(frontMatter, file, yamlLines);
  return { frontMatter, body, diagnostics: slugProblem ? [...fieldProblems, slugProblem] : fieldProblems };
}

/** The value of a YAML block, or the diagnostics of its errors. */
function parseYaml(yaml: string, file: string): { value: unknown } | { errors: Diagnostic[] } {
  const document = parseDocument(yaml);
  const diagnostics: Diagnostic[] = document.errors.map((error: YAMLError) =>
    makeDiagnostic(
      'FRONT_MATTER_YAML',
      // Line 1 of the YAML block is line 2 of the file (after the opening ---).
      { file, line: (error.linePos?.[0].line ?? 1) + 1, column: (error.linePos?.[0].col ?? 1) - 1 },
      { error: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '') },
    ),
  );
  return diagnostics.length > 0 ? { errors: diagnostics } : { value: document.toJS() };
}

const FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean' | 'string[]' | 'authors'> = {
  title: 'string',
  description: 'string',
  slug: 'string',
  id: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  tags: 'string[]',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
  authors: 'authors',
  pagination_label: 'string',
  sidebar_class_name: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  image: 'string',
};

function checkKnownFields(frontMatter: FrontMatter, file: string, yamlLines: string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // One author may be written alone (`authors: jane`, or an object), as Docusaurus allows.
  if (frontMatter.authors !== undefined && !Array.isArray(frontMatter.authors))
    frontMatter.authors = [frontMatter.authors];
  const date: unknown = frontMatter.date;
  if (date instanceof Date) frontMatter.date = date.toISOString().slice(0, 10);
  for (const [key, expected] of Object.entries(FIELD_TYPES)) {
    if (expected === 'string[]') coerceListItems(frontMatter, key);
    const value = frontMatter[key];
    if (value === undefined || matchesType(value, expected)) continue;
    diagnostics.push(
      makeDiagnostic('FRONT_MATTER_TYPE', fieldLocation(file, yamlLines, key), {
        kind: 'type',
        key,
        expected: describeType(expected),
        value,
      }),
    );
    // Later stages read the field with its documented type; the build fails on the diagnostic anyway.
    delete frontMatter[key];
  }
  return diagnostics;
}

/**
 * A slug becomes folders of the output: one with `.` or `..` segments, a backslash or a NUL byte could
 * write outside it, so it is refused here, where its line is known.
 */
function checkSlug(frontMatter: FrontMatter, file: string, yamlLines: string[]): Diagnostic | undefined {
  const slug = frontMatter.slug;
  if (typeof slug !== 'string') return undefined;
  const segments = slug.split('/');
  const problem = slug.includes('\\')
    ? 'a backslash'
    : slug.includes('\0')
      ? 'a NUL byte'
      : segments.some((segment) => segment === '.' || segment === '..')
        ? 'a "." or ".." segment'
        : undefined;
  if (!problem) return undefined;
  delete frontMatter.slug;
  return makeDiagnostic('FRONT_MATTER_SLUG', fieldLocation(file, yamlLines, 'slug'), { slug, problem });
}

/** Where a front matter key is written: line 1 of the YAML block is line 2 of the file. */
function fieldLocation(file: string, yamlLines: string[], key: string) {
  const lineIndex = yamlLines.findIndex((line) => line.startsWith(`${key}:`));
  return { file, line: lineIndex === -1 ? 2 : lineIndex + 2, column: 0 };
}

/** YAML reads `[rate limit, 429]` with a number in it; a list of labels means strings. */
function coerceListItems(frontMatter: FrontMatter, key: string): void {
  const value = frontMatter[key];
  if (!Array.isArray(value)) return;
  frontMatter[key] = value.map((item: unknown) =>
    typeof item === 'number' || typeof item === 'boolean' ? String(item) : item,
  );
}

function matchesType(value: unknown, expected: string): boolean {
  if (expected === 'string[]') return Array.isArray(value) && value.every((item) => typeof item === 'string');
  // Keys of the authors file, or authors written in the post (Docusaurus' inline authors); the
  // routes stage checks an inline author's fields.
  if (expected === 'authors')
    return Array.isArray(value) && value.every((item) => typeof item === 'string' || isPlainObject(item));
  return typeof value === expected;
}

function describeType(expected: string): string {
  if (expected === 'authors') return 'a list of author keys or authors with a name';
  return expected === 'string[]' ? 'a list of strings' : `a ${expected}`;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function countLines(block: string): number {
  let count = 0;
  for (const char of block) if (char === '\n') count++;
  return count;
}
