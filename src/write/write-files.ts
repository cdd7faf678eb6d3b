import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../model/output-file.js';
import type { EntryKind } from './folder-entries.js';
import { outputContents } from './output-files.js';
import { outputTarget } from './output-target.js';

const WRITE_CONCURRENCY = 64;

/**
 * Writes every file (by its path relative to the output) into the staging folder and takes
 * it out of `files` once written, so a large output is never held whole. `existing`, when the folder
 * is an older output being written over: its entries, from which every path this output uses is
 * taken out. A file there that already holds what this output wants is kept (the same file as the one
 * to link, or the same bytes); anything else in the way is removed first. Files are always created
 * anew, never written into, since an older output's files are hard links of the current output's.
 */
export async function writeFiles(staging: string, files: Map<string, OutputFile>, existing?: Map<string, EntryKind>): Promise<void> {
  const targets = new Map([...files.keys()].map((relative) => [relative, outputTarget(staging, relative)]));
  for (const folder of foldersOf(staging, targets.values())) {
    const kind = existing?.get(folder);
    existing?.delete(folder);
    if (kind === 'folder') continue;
    if (kind !== undefined) fs.rmSync(folder, { force: true });
    // Synchronously: awaiting a thousand mkdirs one by one left this stage waiting on the others' work.
    fs.mkdirSync(folder, { recursive: true });
  }
  while (files.size > 0) {
    const batch = [...takeFirst(files, WRITE_CONCURRENCY)];
    await Promise.all(
      batch.map(([relative, file]) => {
        const target = targets.get(relative)!;
        if (existing && keepsOrClears(target, file, existing)) return undefined;
        if (file.linkFrom) return createAnew(target, () => fsp.link(file.linkFrom!, target)).catch(() => createAnew(target, () => writeNew(target, file)));
        return createAnew(target, () => (file.copyFrom ? fsp.copyFile(file.copyFrom, target, fs.constants.COPYFILE_EXCL) : writeNew(target, file)));
      }),
    );
  }
}

/** Removes what is left of `existing` (entries of the older output that this one does not have). */
export function removeLeftovers(existing: Map<string, EntryKind>): void {
  for (const [entry, kind] of existing) {
    try {
      fs.rmSync(entry, { recursive: kind === 'folder', force: true });
    } catch (error) {
      // Gone with a folder removed before it, or the folder is a file of this output now.
      if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
    }
  }
  existing.clear();
}

/** Every folder the files are in, with their parents up to the staging folder, parents first. */
function foldersOf(staging: string, targets: Iterable<string>): string[] {
  const folders = new Set<string>([staging]);
  for (const target of targets) {
    for (let folder = path.dirname(target); !folders.has(folder); folder = path.dirname(folder)) folders.add(folder);
  }
  folders.delete(staging);
  return [...folders].sort();
}

/**
 * True when the entry at `target` already holds the file (kept); otherwise removes whatever is there.
 * Rendered pages are never compared: rendering is what a kept file saves.
 */
function keepsOrClears(target: string, file: OutputFile, existing: Map<string, EntryKind>): boolean {
  const kind = existing.get(target);
  if (kind === undefined) return false;
  existing.delete(target);
  if (kind === 'file' && holds(target, file)) return true;
  fs.rmSync(target, { recursive: kind === 'folder', force: true });
  return false;
}

function holds(target: string, file: OutputFile): boolean {
  if (file.linkFrom) return sameFile(target, file.linkFrom);
  if (file.render || file.copyFrom) return false;
  const contents = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  try {
    return fs.statSync(target).size === contents.byteLength && fs.readFileSync(target).equals(contents);
  } catch {
    return false;
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    const [statA, statB] = [fs.statSync(a), fs.statSync(b)];
    return statA.ino === statB.ino && statA.dev === statB.dev;
  } catch {
    return false;
  }
}

function writeNew(target: string, file: OutputFile): Promise<void> {
  return fsp.writeFile(target, outputContents(file), { flag: 'wx' });
}

/**
 * Creates the file with `create`, which fails if the path exists; if it does (a file written by an
 * earlier batch, which a later one replaces), removes it and creates it again. Never opening an
 * existing file for writing keeps the hard-linked files of the current output as they are.
 */
async function createAnew(target: string, create: () => Promise<void>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await fsp.rm(target, { force: true });
    await create();
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
