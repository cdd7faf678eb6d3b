import fs from 'node:fs';
import path from 'node:path';
import { cacheKey } from '../cache/build-cache.js';
import { OUTPUT_MARKER } from './output-marker.js';

/**
 * Where a build with the cache keeps the output its swap replaced (in the cache folder, one per output
 * folder), so that the next build writes its output over that one instead of into an empty folder: the
 * folders are there, and the files that did not change since are kept (see `writeFilesOver`), where
 * making a thousand folders and links and deleting as many took most of a rebuild of a large site.
 */
export function spareOutputPath(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'spare-outputs', cacheKey(outDir));
}

/**
 * Moves the spare output into the new, empty staging folder, in one rename (so two builds never both
 * take it), and removes its output marker first thing: until the new output is complete, the staging
 * folder must not look like one. False when there is no spare or it cannot be moved (another file
 * system): the build then writes into the empty folder.
 */
export function claimSpareOutput(spare: string, staging: string): boolean {
  try {
    fs.renameSync(spare, staging);
  } catch {
    return false;
  }
  fs.rmSync(path.join(staging, OUTPUT_MARKER), { force: true });
  return true;
}

/** Keeps the output a swap replaced as the spare; false when it cannot be (one is there already, another file system). */
export function keepAsSpare(previous: string, spare: string): boolean {
  try {
    fs.mkdirSync(path.dirname(spare), { recursive: true });
    fs.renameSync(previous, spare);
    return true;
  } catch {
    return false;
  }
}
