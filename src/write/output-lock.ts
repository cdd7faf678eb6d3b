import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

export interface OutputLockOptions {
  /** How long to wait for another build holding the lock. @default 60000 */
  timeoutMs?: number;
}

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

const POLL_MS = 50;

/** The lock file of an output folder: `.build.lock` beside `build/`. */
export function outputLockPath(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
}

/**
 * Runs `work` while holding the output folder's lock, a file beside it holding the holder's pid. Two
 * builds of one site swap their outputs one after the other: a second build waits for the first,
 * and a lock left by a process that no longer runs (killed mid-build) is taken over. Waiting longer
 * than `timeoutMs` for a live holder fails with a diagnostic naming it.
 */
export async function withOutputLock<T>(
  outDir: string,
  work: () => Promise<T>,
  options: OutputLockOptions = {},
): Promise<T> {
  const lockFile = outputLockPath(outDir);
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const mine = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
  } satisfies LockHolder);
  for (;;) {
    try {
      await fs.writeFile(lockFile, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(lockFile);
    if (holder === 'gone') continue;
    if (holder === 'stale' || (holder !== 'being-written' && !isRunning(holder))) {
      await takeOverStaleLock(lockFile);
      continue;
    }
    if (Date.now() > deadline) throw lockedError(outDir, lockFile, holder === 'being-written' ? undefined : holder);
    await sleep(POLL_MS);
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

/**
 * The holder named in the lock file; 'gone' when the file went; 'stale' when it names no holder and is
 * older than a moment (a file is created before its bytes land, so a fresh empty one is being written).
 */
async function readHolder(lockFile: string): Promise<LockHolder | 'gone' | 'stale' | 'being-written'> {
  let text: string;
  let modified: number;
  try {
    [text, { mtimeMs: modified }] = await Promise.all([fs.readFile(lockFile, 'utf8'), fs.stat(lockFile)]);
  } catch {
    return 'gone';
  }
  const holder = parseHolder(text);
  if (holder) return holder;
  return Date.now() - modified > 2_000 ? 'stale' : 'being-written';
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** A holder on another machine (a shared disk) cannot be checked and counts as running. */
export function isRunning(holder: { pid: number; host: string }): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside before deleting it: of two builds that find it stale at once, only one
 * rename succeeds, so neither deletes a lock the other has just taken.
 */
async function takeOverStaleLock(lockFile: string): Promise<void> {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    await fs.rename(lockFile, aside);
  } catch {
    return;
  }
  const moved = parseHolder(await fs.readFile(aside, 'utf8').catch(() => ''));
  if (moved && isRunning(moved)) {
    // The lock was taken by a live build between our read and the rename: put it back.
    await fs.link(aside, lockFile).catch(() => undefined);
  }
  await fs.rm(aside, { force: true });
}

function lockedError(outDir: string, lockFile: string, holder: LockHolder | undefined): BuildError {
  return new BuildError([
    makeDiagnostic('OUTPUT_LOCKED', { file: lockFile }, { outDirName: path.basename(outDir), lockFile, holder }),
  ]);
}
