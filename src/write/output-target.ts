import path from 'node:path';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';

/**
 * A relative path that is not plain names joined by `/`: an empty, `.` or `..` segment (which covers a
 * leading `/`), a backslash (a separator on Windows) or a NUL.
 */
const NOT_PLAIN = /(?:^|\/)\.{0,2}(?:\/|$)|[\\\0]/;

/**
 * The path a relative output path is written to. Refuses any that would land outside the folder:
 * routes are checked long before, and this is the last line of defence.
 */
export function outputTarget(folder: string, relative: string): string {
  return outputTargetIn(folder)(relative);
}

/**
 * `outputTarget` for many paths in one folder. A path of plain names is joined to the folder as it is,
 * which is what resolving it gives: resolving and checking each of a large site's ten thousand files
 * took a noticeable part of the write stage.
 */
export function outputTargetIn(folder: string): (relative: string) => string {
  const resolvedFolder = path.resolve(folder);
  const prefix = path.sep === '/' ? `${resolvedFolder.replace(/\/$/, '')}/` : undefined;
  return (relative) => {
    if (prefix !== undefined && !NOT_PLAIN.test(relative)) return prefix + relative;
    const target = path.resolve(resolvedFolder, relative);
    if (
      relative.includes('\0') ||
      path.isAbsolute(relative) ||
      target === resolvedFolder ||
      !isInsideFolder(target, resolvedFolder)
    ) {
      throw new BuildError([makeDiagnostic('OUTPUT_OUTSIDE', undefined, { relative })]);
    }
    return target;
  };
}
