import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isHiddenPath } from './is-hidden-path.js';

export interface FoundFile {
  absolutePath: string;
  /** Posix path relative to the output folder, e.g. `a/b/index.html`. */
  relativePath: string;
  stats: Stats;
}

/**
 * Finds the file a clean relative path names inside the output folder, whose real path is `realRoot`:
 * `''` is `index.html`, `a/b/` is `a/b/index.html`, and `a/b` is the file `a/b` or else
 * `a/b/index.html`. The real path (after symlinks) must stay inside the folder and not be hidden, so a
 * link pointing out of it, or at a dotfile, is treated as missing.
 */
export async function findFile(realRoot: string, relative: string, trailingSlash: boolean): Promise<FoundFile | null> {
  const candidates =
    relative === ''
      ? ['index.html']
      : trailingSlash
        ? [`${relative}/index.html`]
        : [relative, `${relative}/index.html`];

  for (const candidate of candidates) {
    const absolutePath = await realpathInside(realRoot, path.join(realRoot, ...candidate.split('/')));
    if (!absolutePath) continue;
    const stats = await stat(absolutePath).catch(() => null);
    if (stats?.isFile()) return { absolutePath, relativePath: candidate, stats };
  }
  return null;
}

async function realpathInside(realRoot: string, candidate: string): Promise<string | null> {
  let resolved: string;
  try {
    resolved = await realpath(candidate);
  } catch {
    return null;
  }
  if (!resolved.startsWith(realRoot + path.sep)) return null;
  const inside = resolved.slice(realRoot.length + 1);
  return isHiddenPath(path.sep === '/' ? inside : inside.split(path.sep).join('/')) ? null : resolved;
}
