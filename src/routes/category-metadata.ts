import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import * as z from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  /** `null` leaves the category without a page, even when its folder has an index doc. */
  link: z
    .union([
      z.null(),
      z.object({ type: z.literal('doc'), id: z.string().min(1) }),
      z.object({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      }),
    ])
    .optional(),
  // Docusaurus fields with no effect here; accepted so that a project's files are used as they are.
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
});

/** What a folder's `_category_.json` (or `.yml`/`.yaml`) may say about its sidebar category. */
export type CategoryMetadata = z.infer<typeof categorySchema>;

/** The names a category file may have, in the order they are looked for. */
export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** The category file of `dir` (both relative to the site root), if it has one. */
export function categoryFile(root: string, dir: string): string | undefined {
  const name = CATEGORY_FILES.find((candidate) => fs.existsSync(path.join(root, dir, candidate)));
  return name === undefined ? undefined : path.posix.join(dir, name);
}

/**
 * Reads the category file of `dir` (relative to the site root): `_category_.json`, or Docusaurus'
 * `_category_.yml`. A missing file is no metadata; a broken one is reported and ignored.
 */
export function readCategoryMetadata(root: string, dir: string, diagnostics: Diagnostic[]): CategoryMetadata {
  const file = categoryFile(root, dir);
  if (file === undefined) return {};
  const name = path.posix.basename(file);
  const isJson = name.endsWith('.json');
  let data: unknown;
  try {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    data = isJson ? JSON.parse(text) : parse(text);
  } catch (error) {
    const location = { file, line: (error as { linePos?: [{ line: number }] }).linePos?.[0].line ?? 1, column: 0 };
    diagnostics.push(
      makeDiagnostic('CATEGORY_FILE_INVALID', location, {
        file,
        format: isJson ? 'JSON' : 'YAML',
        error: (error as Error).message,
      }),
    );
    return {};
  }
  const parsed = categorySchema.safeParse(data ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    diagnostics.push(
      makeDiagnostic(
        'CATEGORY_FILE_INVALID',
        { file, line: 1, column: 0 },
        { file, field: issue.path.join('.') || '(root)', problem: issue.message },
      ),
    );
  }
  return {};
}
