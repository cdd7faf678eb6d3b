import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** What watch looks at in the site root when the config does not say otherwise: the inputs of a build. */
export const WATCHED_PATHS = ['content', 'openapi', 'static', 'site.config.ts'];

/**
 * Whether a path under the site root is not an input worth a rebuild: anything outside the `watched`
 * paths (by default `content/`, `openapi/`, `static/` and `site.config.ts`; the config's docs, blog and
 * static folders and sidebars file — the output and cache folders and `node_modules` are never among
 * them), dotfiles and dot folders (but `.well-known`, which builds copy from the static folder), and
 * editors' temporary and swap files (`*.swp`, `*~`, `.#*`, Vim's `4913` probe). A folder that holds a
 * watched path (`website/` of `website/docs`) is looked into.
 */
export function isIgnoredPath(root: string, file: string, watched: readonly string[] = WATCHED_PATHS, isFile = false): boolean {
  const relative = path.relative(root, file);
  if (relative === '') return false;
  const segments = relative.split(path.sep);
  const posix = segments.join('/');
  const inside = watched.some((input) => posix === input || posix.startsWith(`${input}/`));
  if (!inside && (isFile || !watched.some((input) => input.startsWith(`${posix}/`)))) return true;
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return true;
  const name = segments[segments.length - 1]!;
  return name.endsWith('~') || /\.sw[a-p]$/.test(name) || name === '4913' || /\.tmp$/i.test(name);
}

export interface SourceEvents {
  /** A file found by the first scan, before `ready`: its bytes are what the first build sees. */
  seen(file: string): void;
  /** A file or folder added, changed or removed after the first scan. */
  changed(file: string): void;
}

/**
 * Starts watching the site's inputs; resolves once the first scan is done. The root itself is watched,
 * with everything but the inputs ignored, so that an input created later (a first spec in `openapi/`,
 * a new `site.config.ts`) is seen too; and chokidar 4 reports `ready` early for a path that does not exist.
 */
export async function watchSources(root: string, events: SourceEvents, watched: () => readonly string[] = () => WATCHED_PATHS): Promise<FSWatcher> {
  let ready = false;
  const watcher = watch(root, {
    ignored: (file: string, stats?: { isFile(): boolean }) => isIgnoredPath(root, file, watched(), stats?.isFile() ?? false),
    ignoreInitial: false,
    persistent: true,
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return;
    if (!ready && event === 'add') events.seen(file);
    else events.changed(file);
  });
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', () => {
      ready = true;
      resolve();
    });
    watcher.once('error', reject);
  });
  return watcher;
}
