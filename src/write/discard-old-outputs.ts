import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The prefix of the folders beside `build/` that hold replaced outputs being deleted: `.build-old-<random>`. */
function oldPrefix(outDir: string): string {
  return `.${path.basename(outDir)}-old-`;
}

/**
 * Deletes the output a swap replaced without making the build wait for it: the folder is renamed
 * beside the output as `.build-old-<random>` (never mistaken for a staging folder, so never put back
 * as the output), and a detached process removes it, with any such folder an earlier build's deleter
 * did not finish, after this process has exited. Deleting a large site's previous output (thousands of
 * files and folders) took a good part of a rebuild.
 */
export function discardOldOutputs(outDir: string, previous: string | undefined): void {
  const parent = path.dirname(outDir);
  const prefix = oldPrefix(outDir);
  if (previous) {
    try {
      // `.build-next-<pid>-<random>` → `.build-old-<pid>-<random>`
      fs.renameSync(previous, path.join(parent, `${prefix}${path.basename(previous).replace(/^.*-next-/, '')}`));
    } catch {
      // Left under its staging name: the next build removes it as it removes a killed build's folder.
    }
  }
  let names: string[];
  try {
    names = fs.readdirSync(parent).filter((name) => name.startsWith(prefix));
  } catch {
    return;
  }
  if (names.length > 0) removeInBackground(names.map((name) => path.join(parent, name)));
}

/** Starts a process that deletes the folders and outlives this one; a failure leaves them to the next build. */
function removeInBackground(folders: string[]): void {
  const [command, args] =
    process.platform === 'win32'
      ? [
          process.execPath,
          [
            '-e',
            'for (const folder of process.argv.slice(1)) require("fs").rmSync(folder, { recursive: true, force: true })',
            ...folders,
          ],
        ]
      : ['rm', ['-rf', '--', ...folders]];
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // The folders stay until a later build's deleter removes them.
  }
}
