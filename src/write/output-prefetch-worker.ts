import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { FileStamp } from '../cache/recorded-file.js';
import { folderEntries } from './folder-entries.js';
import type { OutputPrefetchJob, OutputPrefetchMessage, SpareListing } from './output-prefetch.js';

// Worker entry: the file-system work of a cached build's write stage that needs nothing the build
// makes (see output-prefetch.ts), done on another core while discover and content run.
const { outDir, manifestFile, staging } = workerData as OutputPrefetchJob;

function recordedFiles(): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { value?: { files?: object } };
    return Object.keys(manifest.value?.files ?? {});
  } catch {
    return [];
  }
}

const atMs = Date.now();
const stamps: [string, FileStamp | null][] = recordedFiles().map((relative) => {
  const stats = fs.statSync(path.join(outDir, relative), { bigint: true, throwIfNoEntry: false });
  return [relative, stats ? { dev: stats.dev, ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs } : null];
});
// Sent at once: the outputs stage waits for the stats, and only the write stage, after it, for the spare.
parentPort!.postMessage({ stamps: { atMs, stamps } } satisfies OutputPrefetchMessage);
let entries: SpareListing['entries'];
// The spare's files' identities too: the write stage keeps those that are already the file it would link.
const identities = new Map<string, string>();
try {
  entries = staging === undefined ? undefined : [...folderEntries(staging, identities)];
} catch {
  entries = undefined;
}
parentPort!.postMessage({
  spare: { entries, ...(entries && { identities: [...identities] }) },
} satisfies OutputPrefetchMessage);
