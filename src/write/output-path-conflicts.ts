import path from 'node:path';

/** Two outputs that cannot both exist: `file` must be a file, but `nested` needs a folder of that name. */
export interface OutputPathConflict {
  file: string;
  nested: string;
}

/**
 * Finds output paths that name a file and, at the same time, a folder above another file
 * (`all-docs.txt` and `all-docs.txt/index.html`, from a page whose slug is `/all-docs.txt`). Writing
 * both would fail with EISDIR or ENOTDIR halfway through the write; this finds them before.
 */
export function findOutputPathConflicts(paths: Iterable<string>, alsoPresent: Iterable<string> = []): OutputPathConflict[] {
  const all = new Set([...alsoPresent, ...paths]);
  const conflicts: OutputPathConflict[] = [];
  for (const nested of all) {
    for (let folder = path.posix.dirname(nested); folder !== '.' && folder !== '/'; folder = path.posix.dirname(folder)) {
      if (all.has(folder)) conflicts.push({ file: folder, nested });
    }
  }
  return conflicts;
}
