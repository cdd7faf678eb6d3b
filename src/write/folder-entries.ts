import fs from 'node:fs';
import path from 'node:path';

export type EntryKind = 'folder' | 'file' | 'other';

/**
 * Every entry under a folder, by absolute path: folders, regular files, and anything else (links,
 * sockets…). `identities`, when given, is filled in with each regular file's `dev:ino` (see `fileIdentity`).
 */
export function folderEntries(folder: string, identities?: Map<string, string>): Map<string, EntryKind> {
  const entries = new Map<string, EntryKind>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absPath = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        entries.set(absPath, 'folder');
        walk(absPath);
      } else if (entry.isFile()) {
        entries.set(absPath, 'file');
        const identity = identities ? fileIdentity(absPath) : undefined;
        if (identity) identities?.set(absPath, identity);
      } else entries.set(absPath, 'other');
    }
  };
  walk(folder);
  return entries;
}

/** A file's `dev:ino`: two paths with the same identity are the same file (hard links). Undefined when it cannot be read. */
export function fileIdentity(file: string): string | undefined {
  try {
    const stats = fs.statSync(file, { bigint: true });
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}
