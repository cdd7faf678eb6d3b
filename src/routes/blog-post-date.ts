import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { frontMatterLocation } from '../diagnostics/source-lines.js';
import type { SourceFile } from '../model/source-file.js';

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:-|$)/;

/**
 * A post's date as `YYYY-MM-DD`: front matter `date` (a date string or a YAML date), else the
 * `YYYY-MM-DD-` prefix of its file or folder name, else the file's modification date with a warning.
 */
export function blogPostDate(source: SourceFile, diagnostics: Diagnostic[]): string {
  const written = source.frontMatter.date as unknown;
  if (written !== undefined && written !== null && written !== '') {
    const date = written instanceof Date ? written : new Date(String(written));
    if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 10);
    diagnostics.push(
      makeDiagnostic('BLOG_DATE_INVALID', frontMatterLocation(source, 'date'), {
        file: source.file,
        written: String(written),
      }),
    );
  }
  const fromName = nameOfPost(source).match(DATE_PREFIX);
  if (fromName && !Number.isNaN(Date.parse(`${fromName[1]}-${fromName[2]}-${fromName[3]}`))) {
    return `${fromName[1]}-${fromName[2]}-${fromName[3]}`;
  }
  diagnostics.push(
    makeDiagnostic('BLOG_DATE_MISSING', { file: source.file, line: 1, column: 0 }, { file: source.file }),
  );
  return modifiedDate(source.absPath);
}

/** The post's own name: its file name, or its folder's name for `<folder>/index.md`. */
function nameOfPost(source: SourceFile): string {
  const parsed = path.posix.parse(source.file);
  return parsed.name === 'index' ? path.posix.basename(parsed.dir) : parsed.name;
}

function modifiedDate(absPath: string): string {
  try {
    return fs.statSync(absPath).mtime.toISOString().slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
