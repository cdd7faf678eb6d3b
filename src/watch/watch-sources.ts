import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** What watch looks at in the site root when the config does not say otherwise: the inputs of a build. */
export const WATCHED_PATHS = ['content', 'openapi', 'static', 'site.config.ts'];

/** Errors that mean the system ran out of native file watchers (inotify watches, open files). */
const WATCHER_LIMIT_CODES = new Set(['ENOSPC', 'EMFILE']);

/** How often polling looks at each file, when native watching is not available. */
const POLL_INTERVAL_MS = 250;

/**
 * Whether a path is not an input worth a rebuild: anything outside the `watched` paths (relative to
 * the root, `/`-separated; by default `content/`, `openapi/`, `static/` and `site.config.ts`; the
 * config's docs, blog and static folders and sidebars file, and the folders of modules pages import,
 * which may be outside the root — the output and cache folders and `node_modules` are never among
 * them), dotfiles and dot folders (but `.well-known`, which builds copy from the static folder), and
 * editors' temporary and swap files (`*.swp`, `*~`, `.#*`, Vim's `4913` probe). A folder that holds a
 * watched path (`website/` of `website/docs`) is looked into.
 */
export function isIgnoredPath(
  root: string,
  file: string,
  watched: readonly string[] = WATCHED_PATHS,
  isFile = false,
): boolean {
  const relative = path.relative(root, file);
  if (relative === '') return false;
  const segments = relative.split(path.sep);
  const posix = segments.join('/');
  const inside = watched.some((input) => posix === input || posix.startsWith(`${input}/`));
  if (!inside && (isFile || !watched.some((input) => input.startsWith(`${posix}/`)))) return true;
  if (
    segments.some(
      (segment) =>
        segment === 'node_modules' || (segment.startsWith('.') && segment !== '.well-known' && segment !== '..'),
    )
  )
    return true;
  const name = segments[segments.length - 1]!;
  return name.endsWith('~') || /\.sw[a-p]$/.test(name) || name === '4913' || /\.tmp$/i.test(name);
}

export interface SourceEvents {
  /**
   * A file found by the first scan, before `ready`, with its modification time when the scan knows it
   * (ms since the epoch). Awaited before the scan counts as done.
   */
  seen(file: string, modifiedMs: number | undefined): Promise<void> | void;
  /** A file or folder added, changed or removed after the first scan. */
  changed(file: string): void;
  /** Something the author should know about watching itself (e.g. falling back to polling). */
  problem(message: string): void;
}

export interface SourceWatcher {
  /** Starts watching paths that `watched()` now names (absolute paths; it may name more since the start). */
  add(paths: string[]): void;
  /** Whether changes are found by polling, after the system ran out of native watchers. */
  readonly polling: boolean;
  close(): Promise<void>;
}

/**
 * Starts watching the site's inputs, the paths `watched()` names; resolves once the first scan is
 * done. The root itself is watched, with everything but the inputs ignored, so that an input created
 * later (a first spec in `openapi/`, a new `site.config.ts`) is seen too; and chokidar 4 reports
 * `ready` early for a path that does not exist. When the system has no native watchers left (ENOSPC,
 * EMFILE), watching goes on by polling, with a message that says how to raise the limit.
 */
export async function watchSources(
  root: string,
  events: SourceEvents,
  watched: () => readonly string[] = () => WATCHED_PATHS,
): Promise<SourceWatcher> {
  const added = new Set<string>();
  const seeing: (Promise<void> | void)[] = [];
  let ready = false;
  let polling = false;
  let current: FSWatcher;
  let switching: Promise<void> | undefined;
  const ignored = (file: string, isFile = false) => isIgnoredPath(root, file, watched(), isFile);

  const start = (usePolling: boolean): FSWatcher => {
    const watcher = watch([root, ...added], {
      ignored: (file: string, stats?: { isFile(): boolean }) => ignored(file, stats?.isFile() ?? false),
      // After a switch to polling, the files are known already.
      ignoreInitial: ready,
      persistent: true,
      usePolling,
      interval: POLL_INTERVAL_MS,
      binaryInterval: POLL_INTERVAL_MS,
    });
    watcher.on('all', (event, file, stats) => {
      if (event === 'addDir' || watcher !== current) return;
      if (!ready && event === 'add') seeing.push(events.seen(file, stats?.mtimeMs));
      else events.changed(file);
    });
    // chokidar drops a change when a file's times suggest nothing was written (it compares atime and
    // mtime, which a read right after a write can defeat); the native event still says so. A file
    // whose bytes did not change does no work further on, so every native change is passed on too.
    watcher.on('raw', (event, changedPath, details) => {
      const watchedPath = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      if (
        !ready ||
        event !== 'change' ||
        watcher !== current ||
        typeof changedPath !== 'string' ||
        typeof watchedPath !== 'string'
      )
        return;
      const folderOrFile = path.resolve(watchedPath);
      const file = path.basename(folderOrFile) === changedPath ? folderOrFile : path.join(folderOrFile, changedPath);
      if (!ignored(file)) events.changed(file);
    });
    watcher.on('error', (error) => {
      if (watcher !== current) return;
      const code = (error as NodeJS.ErrnoException).code;
      if (code && WATCHER_LIMIT_CODES.has(code) && !polling) switching = switchToPolling(code);
      else events.problem(`watch: ${error instanceof Error ? error.message : String(error)}`);
    });
    return watcher;
  };

  const switchToPolling = async (code: string): Promise<void> => {
    polling = true;
    events.problem(limitMessage(code));
    const native = current;
    current = start(true);
    await native.close();
    if (!ready) await new Promise<void>((resolve) => current.once('ready', () => resolve()));
  };

  current = start(false);
  const native = current;
  await new Promise<void>((resolve, reject) => {
    native.once('ready', () => resolve());
    // After the handler `start` added: a limit error has started the switch, which finishes the scan.
    native.on('error', (error) => {
      if (switching) switching.then(resolve, reject);
      else reject(error);
    });
  });
  await switching;
  ready = true;
  // An edit made once watch says it is ready must not be taken for the bytes the scan found.
  await Promise.all(seeing.splice(0));

  return {
    add(paths) {
      const fresh = paths.filter((file) => !added.has(file));
      for (const file of fresh) added.add(file);
      if (fresh.length > 0) current.add(fresh);
    },
    get polling() {
      return polling;
    },
    async close() {
      await switching;
      await current.close();
    },
  };
}

function limitMessage(code: string): string {
  const raise =
    code === 'ENOSPC'
      ? 'raise the limit of inotify watches, e.g. `sudo sysctl fs.inotify.max_user_watches=524288` (add it to /etc/sysctl.conf to keep it)'
      : 'raise the limit of open files, e.g. `ulimit -n 65536` in the shell that runs docs-build';
  return `watch: the system has no file watchers left (${code}); watching by polling instead, which is slower and uses more CPU. To watch natively, ${raise}, then restart docs-build watch.`;
}
