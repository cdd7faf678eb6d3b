import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from './output-lock.js';
import { OUTPUT_MARKER } from './output-marker.js';

/** The prefix of a build's staging folders beside `build/`: `.build-next-<pid>-<random>`. */
function stagingPrefix(outDir: string): string {
  return `.${path.basename(outDir)}-next-`;
}

/** A new, empty staging folder for this process, readable by everyone like the output it becomes. */
export async function createStagingFolder(outDir: string): Promise<string> {
  const staging = await fs.mkdtemp(path.join(path.dirname(outDir), `${stagingPrefix(outDir)}${process.pid}-`));
  await fs.chmod(staging, 0o755);
  return staging;
}

/**
 * Cleans up after builds that were killed: their staging folders (a half-written output, or the old
 * output a swap had moved aside) are deleted, except that when the output folder itself is missing
 * the newest complete one (it holds the output marker) is put back in its place. Folders of builds
 * still running are left alone. Call it holding the output lock.
 */
export async function recoverInterruptedBuilds(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = stagingPrefix(outDir);
  const names = await fs.readdir(parent).catch(() => [] as string[]);
  const abandoned = names.filter((name) => name.startsWith(prefix) && !isStillBuilding(name.slice(prefix.length)));
  if (abandoned.length === 0) return;

  if (!(await exists(outDir))) {
    const complete = await newestComplete(abandoned.map((name) => path.join(parent, name)));
    if (complete) await fs.rename(complete, outDir);
  }
  await Promise.all(abandoned.map((name) => fs.rm(path.join(parent, name), { recursive: true, force: true })));
}

/** `<pid>-<random>`: the folder of a live process (this one included) is a build's work in progress. */
function isStillBuilding(suffix: string): boolean {
  const pid = Number(/^(\d+)-/.exec(suffix)?.[1]);
  // Folders without a pid were left by versions before the pid was part of the name.
  if (!Number.isInteger(pid)) return false;
  return isRunning({ pid, host: os.hostname() });
}

async function newestComplete(folders: string[]): Promise<string | undefined> {
  const complete = await Promise.all(
    folders.map(async (folder) => {
      const marker = await fs.stat(path.join(folder, OUTPUT_MARKER)).catch(() => null);
      return marker ? { folder, time: marker.mtimeMs } : undefined;
    }),
  );
  return complete.filter((entry) => entry !== undefined).sort((a, b) => b.time - a.time)[0]?.folder;
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}
