import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { OutputFile } from '../model/output-file.js';
import type { EarlyStaging, SpareEntries } from './output-prefetch.js';
import { discardOldOutputs } from './discard-old-outputs.js';
import { exchangeFolders } from './exchange-folders.js';
import { folderEntries } from './folder-entries.js';
import { withOutputLock, type OutputLockOptions } from './output-lock.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-marker.js';
import { outputPathChecker, type OutputPathConflict } from './output-path-conflicts.js';
import { claimSpareOutput, keepAsSpare, spareOutputPath } from './spare-output.js';
import { createStagingFolder, recoverInterruptedBuilds } from './staging-folders.js';
import { removeLeftovers, writeFiles } from './write-files.js';

export { outputTarget } from './output-target.js';

/**
 * Writes the whole output into a staging folder beside the output folder, then swaps it into
 * place in one atomic step, so that a failed or interrupted build never leaves a half-written output:
 * readers see the old site or the new one. `files` is emptied as it is written. `lateFiles`, made
 * while `files` are written, are written as they come; one that has the name of a file of `files`
 * replaces it, after it. `early`: the staging folder made (and the spare output claimed) at the start
 * of the build (see `startOutputPrefetch`).
 */
export async function writeOutput(
  context: BuildContext,
  files: Map<string, OutputFile>,
  lateFiles?: AsyncIterable<[string, OutputFile]>,
  options: OutputLockOptions = {},
  early?: EarlyStaging,
): Promise<void> {
  await fs.mkdir(path.dirname(context.outDir), { recursive: true });
  const staging = early?.staging ?? (await createStagingFolder(context.outDir));
  // With the cache, the output the last swap replaced is written over: its folders and unchanged files stay.
  const spare = context.cache && spareOutputPath(context.cache.dir, context.outDir);
  let previous: string | undefined;
  let failed = false;
  try {
    const existing: SpareEntries | undefined = early
      ? await early.entries()
      : spare && claimSpareOutput(spare, staging)
        ? { kinds: folderEntries(staging) }
        : undefined;
    const written = new Set(files.keys());
    const conflictsOf = outputPathChecker(written);
    const replacing = new Map<string, OutputFile>();
    const writingLate = (async () => {
      if (!lateFiles) return;
      for await (const [file, output] of lateFiles) {
        // Once the build has failed, nothing more goes into the staging folder being removed.
        if (failed) return;
        failOnErrors(conflictsOf(file).map(lastFileConflict));
        if (written.has(file)) replacing.set(file, output);
        else await writeFiles(staging, new Map([[file, output]]), existing);
        written.add(file);
      }
    })();
    // Its error is thrown where it is awaited below; if writing `files` fails first, it is not unhandled.
    writingLate.catch(() => undefined);
    await writeFiles(staging, files, existing);
    await writingLate;
    await writeFiles(staging, replacing, existing);
    if (existing) removeLeftovers(existing.kinds);
    // Written last: a staging folder with the marker is a complete output (see recoverInterruptedBuilds).
    await fs.writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    previous = await withOutputLock(context.outDir, () => swapInto(staging, context.outDir), options);
  } catch (error) {
    failed = true;
    // Half written, it is still a spare: the next build checks every file it keeps.
    if (!(spare && keepAsSpare(staging, spare))) await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  discardOldOutputs(context.outDir, previous && spare && keepAsSpare(previous, spare) ? undefined : previous);
}

/**
 * Puts the staging folder in the output folder's place and returns where the previous output now is
 * (to be deleted), if there was one. Where the system cannot exchange two folders atomically, two
 * renames do it, with a moment in between when the output folder is missing.
 */
async function swapInto(staging: string, outDir: string): Promise<string | undefined> {
  await recoverInterruptedBuilds(outDir);
  const hadPrevious = await fs.lstat(outDir).then(
    () => true,
    () => false,
  );
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
  return makeDiagnostic('OUTPUT_PATH_CONFLICT', undefined, { nested, file, searchOutput: true });
}
