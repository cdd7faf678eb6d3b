import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { DiagnosticParams } from '../diagnostics/diagnostic-codes.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';
import { OUTPUT_MARKER } from './output-marker.js';

/** Folders of a site that an output folder must never be, nor lie inside (with the folders its config names). */
const SOURCE_FOLDERS = ['content', 'static', 'openapi', 'node_modules', '.git'];

/**
 * Refuses an output folder the build must not replace: the site root, a folder containing it, one of
 * the site's source folders (`inputs`: the docs, blog and static folders its config names) or a folder inside them, anything that is not a folder, and an existing
 * folder that holds files but no marker of a previous build. Throws a UsageError (exit status 2) that
 * says why; the build has not touched anything then.
 */
export function checkOutputFolder(root: string, outDir: string, inputs: readonly string[] = []): void {
  const reason = refusalReason(path.resolve(root), path.resolve(outDir), [...new Set([...SOURCE_FOLDERS, ...inputs])]);
  if (!reason) return;
  throw new UsageError([makeDiagnostic('OUT_DIR_REFUSED', undefined, { outDir, reason })]);
}

function refusalReason(
  root: string,
  outDir: string,
  sourceFolders: string[],
): DiagnosticParams<'OUT_DIR_REFUSED'>['reason'] | undefined {
  if (isInsideFolder(root, outDir)) return outDir === root ? 'site root' : 'contains site root';
  const source = sourceFolders
    .map((folder) => path.resolve(root, folder))
    .find((folder) => isInsideFolder(outDir, folder));
  if (source) return { sourceFolder: path.relative(root, source) };

  let entries: string[];
  try {
    entries = fs.readdirSync(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') return 'a file';
    throw error;
  }
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return undefined;
  return { unmarked: OUTPUT_MARKER };
}
