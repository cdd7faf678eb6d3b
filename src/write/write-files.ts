import fs from 'node:fs';
import path from 'node:path';
import type { OutputFile } from '../model/output-file.js';
import { fileIdentity, type EntryKind } from './folder-entries.js';
import type { SpareEntries } from './output-prefetch.js';
import { outputContents } from './output-files.js';
import { outputTargetIn } from './output-target.js';

/** Files written between two turns of the event loop. */
const FILES_BETWEEN_YIELDS = 64;

/**
 * Writes every file (by its path relative to the output) into the staging folder and takes
 * it out of `files` once written, so a large output is never held whole. `existing`, when the folder
 * is an older output being written over: its entries, from which every path this output uses is
 * taken out. A file there that already holds what this output wants is kept (the same file as the one
 * to link, or the same bytes); anything else in the way is removed first. Files are always created
 * anew, never written into, since an older output's files are hard links of the current output's.
 */
export async function writeFiles(staging: string, files: Map<string, OutputFile>, spare?: SpareEntries): Promise<void> {
  const existing = spare?.kinds;
  const targetOf = outputTargetIn(staging);
  const targets = new Map([...files.keys()].map((relative) => [relative, targetOf(relative)]));
  for (const folder of foldersOf(staging, targets.values())) {
    const kind = existing?.get(folder);
    existing?.delete(folder);
    if (kind === 'folder') continue;
    if (kind !== undefined) fs.rmSync(folder, { force: true });
    // Synchronously: awaiting a thousand mkdirs one by one left this stage waiting on the others' work.
    fs.mkdirSync(folder, { recursive: true });
  }
  let sinceYield = 0;
  for (const [relative, file] of files) {
    // Now and then the event loop answers others: search workers handing in a shard start the next.
    if (++sinceYield === FILES_BETWEEN_YIELDS) {
      sinceYield = 0;
      await new Promise(setImmediate);
    }
    files.delete(relative);
    const target = targets.get(relative)!;
    if (existing && keepsOrClears(target, file, existing, spare.identities)) continue;
    if (file.linkFrom && linked(target, file.linkFrom)) continue;
    createAnew(target, () =>
      file.copyFrom ? fs.copyFileSync(file.copyFrom, target, fs.constants.COPYFILE_EXCL) : writeNew(target, file),
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
function keepsOrClears(
  target: string,
  file: OutputFile,
  existing: Map<string, EntryKind>,
  identities: Map<string, string> | undefined,
): boolean {
  const kind = existing.get(target);
  if (kind === undefined) return false;
  existing.delete(target);
  if (kind === 'file' && holds(target, file, identities?.get(target))) return true;
  fs.rmSync(target, { recursive: kind === 'folder', force: true });
  return false;
}

/** `identity`: the target's `dev:ino` as the spare's entries were listed, when it was taken then. */
function holds(target: string, file: OutputFile, identity: string | undefined): boolean {
  if (file.linkFrom) {
    // Both known already: no file to look at on this thread.
    if (identity !== undefined && file.linkFromInode !== undefined) return identity === file.linkFromInode;
    return sameFile(target, file.linkFrom, file.linkFromInode);
  }
  if (file.render || file.renderPage || file.copyFrom) return false;
  const contents = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  try {
    return fs.statSync(target).size === contents.byteLength && fs.readFileSync(target).equals(contents);
  } catch {
    return false;
  }
}

/** Whether `a` and `b` are the same file; `inodeOfB`, when given, is `b`'s `dev:ino` as it was checked. */
function sameFile(a: string, b: string, inodeOfB?: string): boolean {
  const identityOfA = fileIdentity(a);
  return identityOfA !== undefined && identityOfA === (inodeOfB ?? fileIdentity(b));
}

/**
 * Synchronously: Node writes a string's UTF-8 straight from the string, where `fs.promises.writeFile`
 * makes a Buffer of every page and a file handle, promise and thread-pool task per call (at 10,000
 * pages, half of the write stage's time on this thread). Node takes that path only when the options
 * name the encoding: with options that do not, it makes a Buffer first.
 */
function writeNew(target: string, file: OutputFile): void {
  fs.writeFileSync(target, outputContents(file), { flag: 'wx', encoding: 'utf8' });
}

/**
 * Creates the file with `create`, which fails if the path exists; if it does (a file written by an
 * earlier call, which a later one replaces: a search file named as a static file), removes it and
 * creates it again. Never opening an existing file for writing keeps the hard-linked files of the
 * current output as they are.
 */
function createAnew(target: string, create: () => void): void {
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    fs.rmSync(target, { force: true });
    create();
  }
}

/** Hard-links `from` at `target`; false when it cannot (another file system), for the caller to write it instead. */
function linked(target: string, from: string): boolean {
  try {
    createAnew(target, () => fs.linkSync(from, target));
    return true;
  } catch {
    return false;
  }
}
