import fs from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

/** The codes of a symbolic link that leads outside the site root: in content/, or in static/. */
type OutsideCode = 'CONTENT_LINK_OUTSIDE' | 'STATIC_LINK_OUTSIDE';
import { isInsideFolder } from './is-inside-folder.js';

/**
 * Files of the site that a symbolic link leads outside the site root, as diagnostics naming each
 * file and where it leads: reading them would publish whatever the link points at (`/etc/passwd`).
 * Links that stay inside the site are fine. `files` are site-relative paths with their absolute paths.
 */
export async function filesOutsideRoot(
  root: string,
  files: Iterable<[relative: string, absPath: string]>,
  code: OutsideCode,
): Promise<Diagnostic[]> {
  const realRoot = await fs.realpath(root);
  const byFolder = new Map<string, [relative: string, absPath: string][]>();
  for (const file of files) {
    const folder = path.dirname(file[1]);
    const inFolder = byFolder.get(folder);
    if (inFolder) inFolder.push(file);
    else byFolder.set(folder, [file]);
  }
  const checked = await Promise.all(
    [...byFolder].map(async ([folder, inFolder]) => {
      const realOf = await realPathsIn(folder, realRoot);
      return Promise.all(
        inFolder.map(async ([relative, absPath]) => {
          const real = await realOf(absPath);
          return real === INSIDE || real === undefined || isInsideFolder(real, realRoot)
            ? undefined
            : outsideDiagnostic(relative, real, code);
        }),
      );
    }),
  );
  return checked.flat().filter((diagnostic) => diagnostic !== undefined);
}

/** What `realPathsIn` answers for a file that is no link, in a folder inside the root: it is inside too. */
const INSIDE = Symbol('inside the root');

/**
 * The real path of files in one folder: the folder's real path and the file's name, unless the file
 * is itself a symbolic link. One realpath and one listing per folder instead of a realpath per file
 * (a thousand of them were a tenth of a cached rebuild); and, in a folder inside `realRoot`, no path
 * made for a file that is no link (5,000 of them were 50 ms of a versioned site's cached build).
 */
async function realPathsIn(
  folder: string,
  realRoot: string,
): Promise<(absPath: string) => Promise<string | typeof INSIDE | undefined>> {
  const realpath = (absPath: string) => fs.realpath(absPath).catch(() => undefined);
  try {
    const [realFolder, entries] = await Promise.all([fs.realpath(folder), fs.readdir(folder, { withFileTypes: true })]);
    const links = new Set(entries.filter((entry) => entry.isSymbolicLink()).map((entry) => entry.name));
    const folderInside = isInsideFolder(realFolder, realRoot);
    return async (absPath) => {
      const name = path.basename(absPath);
      if (links.has(name)) return realpath(absPath);
      return folderInside ? INSIDE : path.join(realFolder, name);
    };
  } catch {
    return realpath;
  }
}

function outsideDiagnostic(relative: string, real: string, code: OutsideCode): Diagnostic {
  return makeDiagnostic(code, { file: relative }, { file: relative, real });
}
