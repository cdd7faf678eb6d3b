import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
});

/** What a folder's `_category_.json` may say about its sidebar category. */
export type CategoryMetadata = z.infer<typeof categorySchema>;

export const CATEGORY_FILE = '_category_.json';

/**
 * Reads `<dir>/_category_.json` (dir relative to the site root). A missing file is no metadata;
 * a broken one is reported and ignored.
 */
export function readCategoryMetadata(root: string, dir: string, diagnostics: Diagnostic[]): CategoryMetadata {
  const file = path.posix.join(dir, CATEGORY_FILE);
  const absPath = path.join(root, file);
  if (!fs.existsSync(absPath)) return {};
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(absPath, 'utf8'));
  } catch (error) {
    diagnostics.push({
      code: 'CATEGORY_FILE_INVALID',
      severity: 'error',
      message: `${file} is not valid JSON: ${(error as Error).message}`,
      location: { file, line: 1, column: 0 },
      hint: 'Write an object such as { "label": "Guides", "position": 2 }.',
    });
    return {};
  }
  const parsed = categorySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    diagnostics.push({
      code: 'CATEGORY_FILE_INVALID',
      severity: 'error',
      message: `${file}: "${issue.path.join('.') || '(root)'}": ${issue.message}`,
      location: { file, line: 1, column: 0 },
      hint: 'A category file may set "label" (text), "position" (number) and "collapsed" (true or false).',
    });
  }
  return {};
}
