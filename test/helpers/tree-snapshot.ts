import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every entry under `dir` (folders, files by content hash, symbolic links by target), so a test can
 * assert that a command changed nothing in a sandbox: compare a snapshot before and after.
 */
export function snapshotTree(dir: string): Record<string, string> {
  const snapshot: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const absPath = path.join(folder, entry.name);
      const relative = path.relative(dir, absPath);
      if (entry.isSymbolicLink()) snapshot[relative] = `link → ${fs.readlinkSync(absPath)}`;
      else if (entry.isDirectory()) {
        snapshot[relative] = 'folder';
        walk(absPath);
      } else snapshot[relative] = createHash('sha256').update(fs.readFileSync(absPath)).digest('hex');
    }
  };
  walk(dir);
  return snapshot;
}
