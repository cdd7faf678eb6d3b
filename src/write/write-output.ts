import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile } from '../model/output-file.js';
import { isInsideFolder } from '../paths/is-inside-folder.js';
import { discardOldOutputs } from './discard-old-outputs.js';
import { exchangeFolders } from './exchange-folders.js';
import { outputContents } from './output-files.js';
import { withOutputLock, type OutputLockOptions } from './output-lock.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-marker.js';
import { findOutputPathConflicts, type OutputPathConflict } from './output-path-conflicts.js';
import { createStagingFolder, recoverInterruptedBuilds } from './staging-folders.js';

const WRITE_CONCURRENCY = 64;

/**
 * Writes the whole output into a fresh staging folder beside the output folder, then swaps it into
 * place in one atomic step, so that a failed or interrupted build never leaves a half-written output:
 * readers see the old site or the new one. `files` is emptied as it is written. `lastFiles`, made
 * while `files` are written, go in after them (replacing any of the same name) before the swap.
 */
export async function writeOutput(context: BuildContext, files: Map<string, OutputFile>, lastFiles?: Promise<Map<string, OutputFile>>, options: OutputLockOptions = {}): Promise<void> {
  await fs.mkdir(path.dirname(context.outDir), { recursive: true });
  const staging = await createStagingFolder(context.outDir);
  let previous: string | undefined;
  try {
    const written = new Set(files.keys());
    await writeFiles(staging, files);
    if (lastFiles) {
      const last = await lastFiles;
      failOnErrors(findOutputPathConflicts(last.keys(), written).map(lastFileConflict));
      await writeFiles(staging, last);
    }
    // Written last: a staging folder with the marker is a complete output (see recoverInterruptedBuilds).
    await fs.writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    previous = await withOutputLock(context.outDir, () => swapInto(staging, context.outDir), options);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  discardOldOutputs(context.outDir, previous);
}

/**
 * The path a relative output path is written to. Refuses any that would land outside the folder:
 * routes are checked long before, and this is the last line of defence.
 */
export function outputTarget(folder: string, relative: string): string {
  const target = path.resolve(folder, relative);
  if (relative.includes('\0') || path.isAbsolute(relative) || target === folder || !isInsideFolder(target, folder)) {
    throw new BuildError([
      {
        code: 'OUTPUT_OUTSIDE',
        severity: 'error',
        message: `refusing to write ${JSON.stringify(relative)}: it does not resolve to a file inside the output folder`,
        hint: 'This is a bug in docs-build or a plugin that named the file: please report it with the page that produced it.',
      },
    ]);
  }
  return target;
}

/** Writes every file and takes it out of `files` once written, so a large output is never held whole. */
async function writeFiles(folder: string, files: Map<string, OutputFile>): Promise<void> {
  const targets = new Map([...files.keys()].map((relative) => [relative, outputTarget(folder, relative)]));
  const folders = new Set([...targets.values()].map((target) => path.dirname(target)));
  // Synchronously: awaiting a thousand mkdirs one by one left this stage waiting on the others' work.
  for (const dir of [...folders].sort()) mkdirSync(dir, { recursive: true });
  while (files.size > 0) {
    const batch = [...takeFirst(files, WRITE_CONCURRENCY)];
    await Promise.all(
      batch.map(([relative, file]) => {
        const target = targets.get(relative)!;
        if (file.linkFrom) return fs.link(file.linkFrom, target).catch(() => fs.writeFile(target, outputContents(file)));
        return file.copyFrom ? fs.copyFile(file.copyFrom, target) : fs.writeFile(target, outputContents(file));
      }),
    );
  }
}

/** Removes up to `count` entries from the start of a map and yields them. */
function* takeFirst<K, V>(map: Map<K, V>, count: number): Generator<[K, V]> {
  for (const [key, value] of map) {
    if (count-- === 0) return;
    map.delete(key);
    yield [key, value];
  }
}

/**
 * Puts the staging folder in the output folder's place and returns where the previous output now is
 * (to be deleted), if there was one. Where the system cannot exchange two folders atomically, two
 * renames do it, with a moment in between when the output folder is missing.
 */
async function swapInto(staging: string, outDir: string): Promise<string | undefined> {
  await recoverInterruptedBuilds(outDir);
  const hadPrevious = await fs.lstat(outDir).then(() => true, () => false);
  if (!hadPrevious) {
    await fs.rename(staging, outDir);
    return undefined;
  }
  if (exchangeFolders(staging, outDir)) return staging;
  const previous = `${staging}-previous`;
  await fs.rename(outDir, previous);
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    await fs.rename(previous, outDir);
    throw error;
  }
  return previous;
}

function lastFileConflict({ file, nested }: OutputPathConflict): Diagnostic {
  return {
    code: 'OUTPUT_PATH_CONFLICT',
    severity: 'error',
    message: `${nested} cannot be written: ${file} is also an output file`,
    hint: `A page's route or a file in static/ takes the name of a file the search stage writes; rename it.`,
  };
}
