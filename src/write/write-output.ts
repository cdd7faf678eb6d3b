import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { outputContents, type OutputFile } from './output-files.js';

const WRITE_CONCURRENCY = 64;

/**
 * Writes the whole output into a fresh sibling folder, then swaps it into place, so that a failed or
 * interrupted build never leaves a half-written output: readers see the old site or the new one.
 * `files` is emptied as it is written. `lastFiles`, made while `files` are written, go in after them
 * (replacing any of the same name) before the swap.
 */
export async function writeOutput(context: BuildContext, files: Map<string, OutputFile>, lastFiles?: Promise<Map<string, OutputFile>>): Promise<void> {
  const parent = path.dirname(context.outDir);
  const name = path.basename(context.outDir);
  await fs.mkdir(parent, { recursive: true });
  const staging = await fs.mkdtemp(path.join(parent, `.${name}-next-`));
  try {
    await writeFiles(staging, files);
    if (lastFiles) await writeFiles(staging, await lastFiles);
    await swapInto(staging, context.outDir);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Writes every file and takes it out of `files` once written, so a large output is never held whole. */
async function writeFiles(folder: string, files: Map<string, OutputFile>): Promise<void> {
  const folders = new Set([...files.keys()].map((relative) => path.dirname(path.join(folder, relative))));
  for (const dir of [...folders].sort()) await fs.mkdir(dir, { recursive: true });
  while (files.size > 0) {
    const batch = [...takeFirst(files, WRITE_CONCURRENCY)];
    await Promise.all(
      batch.map(([relative, file]) => {
        const target = path.join(folder, relative);
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

async function swapInto(staging: string, outDir: string): Promise<void> {
  const previous = `${staging}-previous`;
  let hadPrevious = true;
  try {
    await fs.rename(outDir, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await fs.rename(previous, outDir);
    throw error;
  }
  if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
}
