import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { outputContents, type OutputFile } from './output-files.js';

const WRITE_CONCURRENCY = 64;

/**
 * Writes the whole output into a fresh sibling folder, then swaps it into place, so that a failed or
 * interrupted build never leaves a half-written output: readers see the old site or the new one.
 */
export async function writeOutput(context: BuildContext, files: Map<string, OutputFile>): Promise<void> {
  const parent = path.dirname(context.outDir);
  const name = path.basename(context.outDir);
  await fs.mkdir(parent, { recursive: true });
  const staging = await fs.mkdtemp(path.join(parent, `.${name}-next-`));
  try {
    await writeFiles(staging, files);
    await swapInto(staging, context.outDir);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function writeFiles(folder: string, files: Map<string, OutputFile>): Promise<void> {
  const entries = [...files];
  const folders = new Set(entries.map(([relative]) => path.dirname(path.join(folder, relative))));
  for (const dir of [...folders].sort()) await fs.mkdir(dir, { recursive: true });
  for (let start = 0; start < entries.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      entries.slice(start, start + WRITE_CONCURRENCY).map(([relative, file]) => {
        const target = path.join(folder, relative);
        return file.copyFrom ? fs.copyFile(file.copyFrom, target) : fs.writeFile(target, outputContents(file));
      }),
    );
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
