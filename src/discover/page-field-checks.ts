import type { Diagnostic, SourceLocation } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { DiagnosticParams } from '../diagnostics/diagnostic-codes.js';
import type { FrontMatter } from '../model/front-matter.js';

/** Where a front matter key is written in the file. */
export type FieldLocator = (key: string) => SourceLocation;

const STRING_OR_NULL = ['pagination_prev', 'pagination_next', 'displayed_sidebar', 'custom_edit_url'] as const;
const TOC_LEVELS = ['toc_min_heading_level', 'toc_max_heading_level'] as const;

/**
 * Checks the page fields Docusaurus sites write whose shape is more than one type: doc ids or `null`,
 * TOC heading levels (2–6, min ≤ max) and `last_update` (`{ date, author }`). A field that fails is
 * reported at its line and removed, so later stages can trust the types; `last_update.date` becomes
 * `YYYY-MM-DD`.
 */
export function checkPageFields(frontMatter: FrontMatter, locate: FieldLocator): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const fail = (key: string, params: DiagnosticParams<'FRONT_MATTER_TYPE'>) => {
    diagnostics.push(makeDiagnostic('FRONT_MATTER_TYPE', locate(key), params));
    delete frontMatter[key];
  };
  for (const key of STRING_OR_NULL) {
    const value = frontMatter[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() !== '')) continue;
    fail(key, { kind: 'string or null', key, value });
  }
  for (const key of TOC_LEVELS) {
    const value = frontMatter[key];
    if (value === undefined || (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)) continue;
    fail(key, { kind: 'heading level', key, value });
  }
  const min = frontMatter.toc_min_heading_level;
  const max = frontMatter.toc_max_heading_level;
  if (min !== undefined && max !== undefined && min > max) {
    fail('toc_max_heading_level', { kind: 'toc levels', min, max });
  }
  const lastUpdate = checkLastUpdate(frontMatter.last_update);
  if (typeof lastUpdate === 'string') fail('last_update', { kind: 'last_update', problem: lastUpdate });
  else if (lastUpdate) frontMatter.last_update = lastUpdate;
  return diagnostics;
}

/** The normalised `last_update`, undefined when absent, or what is wrong with it. */
function checkLastUpdate(value: unknown): { date?: string; author?: string } | string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `must be a map with "date" and/or "author", got ${JSON.stringify(value)}`;
  const { date, author, ...rest } = value as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0)
    return `has unknown key${unknownKeys.length === 1 ? '' : 's'} ${unknownKeys.map((key) => `"${key}"`).join(', ')}; only "date" and "author" are read`;
  if (date === undefined && author === undefined) return 'needs a "date", an "author" or both';
  if (author !== undefined && (typeof author !== 'string' || author.trim() === ''))
    return `"author" must be a name, got ${JSON.stringify(author)}`;
  const day = date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
  if (date !== undefined && (!day || Number.isNaN(day.getTime())))
    return `"date" must be a date such as 2024-05-01, got ${JSON.stringify(date)}`;
  return {
    ...(day ? { date: day.toISOString().slice(0, 10) } : {}),
    ...(typeof author === 'string' ? { author } : {}),
  };
}
