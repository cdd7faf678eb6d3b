import fs from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../diagnostics/diagnostic-codes.js';
import { isInsideFolder } from './is-inside-folder.js';

/**
 * Files of the site that a symbolic link leads outside the site root, as diagnostics naming each
 * file and where it leads: reading them would publish whatever the link points at (`/etc/passwd`).
 * Links that stay inside the site are fine. `files` are site-relative paths with their absolute paths.
 */
export async function filesOutsideRoot(root: string, files: Iterable<[relative: string, absPath: string]>, code: DiagnosticCode): Promise<Diagnostic[]> {
  const realRoot = await fs.realpath(root);
  const checked = await Promise.all(
    [...files].map(async ([relative, absPath]) => {
      const real = await fs.realpath(absPath).catch(() => undefined);
      return real === undefined || isInsideFolder(real, realRoot) ? undefined : outsideDiagnostic(relative, real, code);
    }),
  );
  return checked.filter((diagnostic) => diagnostic !== undefined);
}

function outsideDiagnostic(relative: string, real: string, code: DiagnosticCode): Diagnostic {
  return {
    code,
    severity: 'error',
    message: `${relative} is a symbolic link (or lies in a linked folder) that leads to ${real}, outside the site root; docs-build would publish that file`,
    location: { file: relative },
    hint: 'Copy the file into the site, or point the link at a file inside the site root.',
  };
}
