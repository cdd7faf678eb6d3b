import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildCache } from '../cache/build-cache.js';
import type { FileStamp, TakenStamp } from '../cache/recorded-file.js';
import { folderEntries, type EntryKind } from './folder-entries.js';
import { outputsManifestFile } from './reuse-unchanged-outputs.js';
import { claimSpareOutput, keepAsSpare, spareOutputPath } from './spare-output.js';
import { createStagingFolder } from './staging-folders.js';

/** What the prefetch worker is given. */
export interface OutputPrefetchJob {
  outDir: string;
  /** The cache file of the last output's manifest, whose files it takes the stats of. */
  manifestFile: string;
  /** The staging folder holding the spare output, whose entries it lists. */
  staging?: string;
}

/**
 * What the prefetch worker answers, in two messages: the stats first (the outputs stage waits for
 * them), then the spare's entries (which only the write stage, later, needs).
 */
export type OutputPrefetchMessage = { stamps: OutputStamps } | { spare: SpareListing };

export interface OutputStamps {
  /** `Date.now()` before the stats were taken. */
  atMs: number;
  /** The stats of each file the manifest records, by path relative to the output folder; null when missing. */
  stamps: [string, FileStamp | null][];
}

export interface SpareListing {
  /** `folderEntries` of the staging folder, when there was a spare in it. */
  entries?: [string, EntryKind][];
  /** With `entries`: the `dev:ino` of each of its regular files. */
  identities?: [string, string][];
}

/** The stats of the last output's recorded files, taken before they were needed. */
export interface TakenStamps {
  /** The stats taken of a file of the output folder (by relative path), or undefined when none were taken. */
  taken(relative: string): TakenStamp | undefined;
}

/** A staging folder made at the start of the build, with the spare output already in it when there was one. */
export interface EarlyStaging {
  staging: string;
  /** The entries of the staging folder (the spare's), or undefined when it holds no spare. */
  entries(): Promise<SpareEntries | undefined>;
}

/** The entries of a spare output, and (when they were taken) the `dev:ino` of its regular files. */
export interface SpareEntries {
  kinds: Map<string, EntryKind>;
  identities?: Map<string, string>;
}

/**
 * What a cached build's last stages need of the file system that nothing the build makes changes: the
 * stats of the files the last output recorded (which `reuseUnchangedOutputs` checks) and the entries
 * of the spare output (which the write stage writes over). Both are taken on a worker thread started
 * when the build starts, on the core that discover and content leave idle; the spare is moved into this
 * build's staging folder first, so that no other build can change it meanwhile.
 */
export interface OutputPrefetch {
  /** The stats, once taken (none when the worker failed: `reuseUnchangedOutputs` then takes them itself). */
  stamps(): Promise<TakenStamps | undefined>;
  /** The staging folder for the write stage; undefined once taken (a build that starts its stages again makes its own). */
  takeStaging(): EarlyStaging | undefined;
  /** After the build: a staging folder never taken goes back to being the spare (or is removed). */
  release(): Promise<void>;
}

export async function startOutputPrefetch(cache: BuildCache, outDir: string): Promise<OutputPrefetch> {
  await fs.promises.mkdir(path.dirname(outDir), { recursive: true });
  const spare = spareOutputPath(cache.dir, outDir);
  let staging: string | undefined = await createStagingFolder(outDir);
  const claimed = claimSpareOutput(spare, staging);
  const job: OutputPrefetchJob = {
    outDir,
    manifestFile: outputsManifestFile(cache, outDir),
    ...(claimed && { staging }),
  };
  const worker = new Worker(new URL('./output-prefetch-worker.js', import.meta.url), { workerData: job });
  const answered = <T>(pick: (message: OutputPrefetchMessage) => T | undefined) =>
    new Promise<T | undefined>((resolve) => {
      const onMessage = (message: OutputPrefetchMessage) => {
        const picked = pick(message);
        if (picked === undefined) return;
        worker.off('message', onMessage);
        resolve(picked);
      };
      worker.on('message', onMessage);
      worker.once('error', () => resolve(undefined));
      worker.once('exit', () => resolve(undefined));
    });
  const stampsTaken = answered((message) => ('stamps' in message ? message.stamps : undefined));
  const spareListed = answered((message) => ('spare' in message ? message.spare : undefined));
  return {
    async stamps() {
      const result = await stampsTaken;
      if (!result) return undefined;
      const byFile = new Map(result.stamps);
      return {
        taken: (relative) => {
          const stamp = byFile.get(relative);
          return stamp === undefined ? undefined : { stamp: stamp ?? undefined, atMs: result.atMs };
        },
      };
    },
    takeStaging() {
      const taken = staging;
      staging = undefined;
      if (taken === undefined) return undefined;
      return {
        staging: taken,
        entries: async () => {
          if (!claimed) return undefined;
          const result = await spareListed;
          if (!result?.entries) return { kinds: folderEntries(taken) };
          return {
            kinds: new Map(result.entries),
            ...(result.identities && { identities: new Map(result.identities) }),
          };
        },
      };
    },
    async release() {
      const left = staging;
      staging = undefined;
      if (!left) return;
      await spareListed;
      if (!(claimed && keepAsSpare(left, spare))) await fs.promises.rm(left, { recursive: true, force: true });
    },
  };
}
