import fs from 'node:fs';
import path from 'node:path';

/** Entries modified this recently are moved back in time by `settleFiles`. */
const RECENT_MS = 10_000;
let lastSettledMs = 0;

/**
 * Moves the modification time of every file and folder under `root` written in the last seconds back
 * by half a minute, as if it had been saved then: a build trusts the stats of a content file (see
 * `listContentFolder`) only once they are two seconds old, and a test does not wait for that. Each
 * call gives a new time, so that an entry written since the last call never gets back the time it had.
 * The build cache and output folders (`skip`) are left alone.
 */
export function settleFiles(root: string, skip: string[] = ['.docs-build-cache', 'out']): void {
  const settledMs = Math.max(Date.now() - 30_000, lastSettledMs + 1);
  lastSettledMs = settledMs;
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const absPath = path.join(folder, entry.name);
      if (folder === root && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) visit(absPath);
      if (!entry.isSymbolicLink()) settle(absPath);
    }
  };
  const settle = (absPath: string) => {
    if (Date.now() - fs.statSync(absPath).mtimeMs < RECENT_MS)
      fs.utimesSync(absPath, settledMs / 1000, settledMs / 1000);
  };
  visit(root);
  settle(root);
}
