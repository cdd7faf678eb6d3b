import path from 'node:path';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';

/**
 * The path a relative output path is written to. Refuses any that would land outside the folder:
 * routes are checked long before, and this is the last line of defence.
 */
export function outputTarget(folder: string, relative: string): string {
  const target = path.resolve(folder, relative);
  if (relative.includes('\0') || path.isAbsolute(relative) || target === folder || !isInsideFolder(target, folder)) {
    throw new BuildError([makeDiagnostic('OUTPUT_OUTSIDE', undefined, { relative })]);
  }
  return target;
}
