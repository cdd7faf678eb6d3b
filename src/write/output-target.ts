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

/** `outputTarget` for many paths in one folder: plain names joined as they are (see `plainJoiner`), the others checked. */
export function outputTargetIn(folder: string): (relative: string) => string {
  const resolvedFolder = path.resolve(folder);
  const joinPlain = plainJoiner(resolvedFolder);
  return (relative) => {
    const joined = joinPlain(relative);
    if (joined !== undefined) return joined;
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

/** `path.resolve(folder, relative)` for many paths in one folder (see `plainJoiner`). */
export function pathsIn(folder: string): (relative: string) => string {
  const resolvedFolder = path.resolve(folder);
  const joinPlain = plainJoiner(resolvedFolder);
  return (relative) => joinPlain(relative) ?? path.resolve(resolvedFolder, relative);
}

/**
 * A path of plain names joined to the resolved `folder` as it is, which is what resolving it gives and
 * stays in the folder; undefined for any other path, and for every path on Windows (where `C:x` is
 * plain). Resolving and checking each of a large site's ten thousand output files took a noticeable
 * part of the cached build's last stages.
 */
function plainJoiner(resolvedFolder: string): (relative: string) => string | undefined {
  if (path.sep !== '/') return () => undefined;
  const prefix = `${resolvedFolder.replace(/\/$/, '')}/`;
  return (relative) => (NOT_PLAIN.test(relative) ? undefined : prefix + relative);
}
