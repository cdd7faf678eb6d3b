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
 * `outputTarget` for many paths in one folder (see `pathsIn`).
 */
export function outputTargetIn(folder: string): (relative: string) => string {
  const resolvedFolder = path.resolve(folder);
  const inFolder = pathsIn(resolvedFolder);
  const plainJoins = path.sep === '/';
  return (relative) => {
    const target = inFolder(relative);
    // Plain names joined to the folder stay in it (on Windows, where `C:x` is plain, every path is checked).
    if (plainJoins && !NOT_PLAIN.test(relative)) return target;
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

/**
 * `path.resolve(folder, relative)` for many paths in one folder: a path of plain names is joined to the
 * folder as it is, which is what resolving it gives. Resolving each of a large site's ten thousand
 * output files took a noticeable part of the cached build's last stages.
 */
export function pathsIn(folder: string): (relative: string) => string {
  const resolvedFolder = path.resolve(folder);
  const prefix = path.sep === '/' ? `${resolvedFolder.replace(/\/$/, '')}/` : undefined;
  return (relative) =>
    prefix !== undefined && !NOT_PLAIN.test(relative) ? prefix + relative : path.resolve(resolvedFolder, relative);
}
