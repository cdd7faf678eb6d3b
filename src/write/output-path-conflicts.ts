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
export function findOutputPathConflicts(
  paths: Iterable<string>,
  alsoPresent: Iterable<string> = [],
): OutputPathConflict[] {
  const all = new Set([...alsoPresent, ...paths]);
  const conflicts: OutputPathConflict[] = [];
  for (const nested of all) {
    for (const folder of foldersAbove(nested)) if (all.has(folder)) conflicts.push({ file: folder, nested });
  }
  return conflicts;
}

/**
 * The same check for paths added one at a time to `present` (which `findOutputPathConflicts` has
 * already checked): each call looks at the added path's folders, not at every path present.
 * Returns, for an added path, its conflicts with those present before it; then counts it as present.
 */
export function outputPathChecker(present: Iterable<string>): (added: string) => OutputPathConflict[] {
  const files = new Set<string>();
  const folders = new Set<string>();
  const add = (file: string) => {
    files.add(file);
    for (const folder of foldersAbove(file)) folders.add(folder);
  };
  for (const file of present) add(file);
  return (added) => {
    const conflicts: OutputPathConflict[] = [];
    // Rare, and a failed build: the paths inside are listed by looking at all of them.
    if (folders.has(added))
      for (const nested of files) if (nested.startsWith(`${added}/`)) conflicts.push({ file: added, nested });
    for (const folder of foldersAbove(added)) if (files.has(folder)) conflicts.push({ file: folder, nested: added });
    add(added);
    return conflicts;
  };
}

/** `a/b/c.html` → `a/b`, `a`. */
function foldersAbove(file: string): string[] {
  const folders: string[] = [];
  for (let folder = path.posix.dirname(file); folder !== '.' && folder !== '/'; folder = path.posix.dirname(folder))
    folders.push(folder);
  return folders;
}
