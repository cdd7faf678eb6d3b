import fs from 'node:fs';
import path from 'node:path';

export type EntryKind = 'folder' | 'file' | 'other';

/** Every entry under a folder, by absolute path: folders, regular files, and anything else (links, sockets…). */
export function folderEntries(folder: string): Map<string, EntryKind> {
  const entries = new Map<string, EntryKind>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absPath = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        entries.set(absPath, 'folder');
        walk(absPath);
      } else entries.set(absPath, entry.isFile() ? 'file' : 'other');
    }
  };
  walk(folder);
  return entries;
}
