import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** What watch looks at in the site root: the inputs of a build. */
export const WATCHED_PATHS = ['content', 'openapi', 'static', 'site.config.ts'];

const WATCHED = new Set(WATCHED_PATHS);

/** Errors that mean the system ran out of native file watchers (inotify watches, open files). */
const WATCHER_LIMIT_CODES = new Set(['ENOSPC', 'EMFILE']);

/** How often polling looks at each file, when native watching is not available. */
const POLL_INTERVAL_MS = 250;

/**
 * Whether a path is not an input worth a rebuild: anything outside `content/`, `openapi/`, `static/`,
 * `site.config.ts` and the `extraFolders` pages import from (so never the output and cache folders or
 * `node_modules`), dotfiles and dot folders (but `.well-known`, which builds copy from `static/`), and
 * editors' temporary and swap files (`*.swp`, `*~`, `.#*`, Vim's `4913` probe).
 */
export function isIgnoredPath(root: string, file: string, extraFolders: ReadonlySet<string> = new Set()): boolean {
  const relative = path.relative(root, file);
  if (relative === '') return false;
  const inExtra = [...extraFolders].some((folder) => file === folder || file.startsWith(folder + path.sep) || folder.startsWith(file + path.sep));
  const segments = relative.split(path.sep);
  if (!inExtra && (relative.startsWith('..') || !WATCHED.has(segments[0]!))) return true;
  if (segments.some((segment) => segment === 'node_modules' || (segment.startsWith('.') && segment !== '.well-known' && segment !== '..'))) return true;
  const name = segments[segments.length - 1]!;
  return name.endsWith('~') || /\.sw[a-p]$/.test(name) || name === '4913' || /\.tmp$/i.test(name);
}

export interface SourceEvents {
  /** A file found by the first scan, before `ready`: its bytes are what the first build sees. */
  seen(file: string): void;
  /** A file or folder added, changed or removed after the first scan. */
  changed(file: string): void;
  /** Something the author should know about watching itself (e.g. falling back to polling). */
  problem(message: string): void;
}

export interface SourceWatcher {
  /** Watches these folders too (absolute paths; modules and stylesheets pages import from outside the inputs). */
  watchFolders(folders: Iterable<string>): void;
  /** Whether changes are found by polling, after the system ran out of native watchers. */
  readonly polling: boolean;
  close(): Promise<void>;
}

/**
 * Starts watching the site's inputs; resolves once the first scan is done. The root itself is watched,
 * with everything but the inputs ignored, so that an input created later (a first spec in `openapi/`,
 * a new `site.config.ts`) is seen too; and chokidar 4 reports `ready` early for a path that does not
 * exist. When the system has no native watchers left (ENOSPC, EMFILE), watching goes on by polling,
 * with a message that says how to raise the limit.
 */
export async function watchSources(root: string, events: SourceEvents): Promise<SourceWatcher> {
  const extraFolders = new Set<string>();
  let ready = false;
  let polling = false;
  let closed = false;
  let current: FSWatcher;
  let switching: Promise<void> | undefined;

  const start = (usePolling: boolean): FSWatcher => {
    const watcher = watch([root, ...extraFolders], {
      ignored: (file: string) => isIgnoredPath(root, file, extraFolders),
      // After a switch to polling, the files are known already.
      ignoreInitial: ready,
      persistent: true,
      usePolling,
      interval: POLL_INTERVAL_MS,
      binaryInterval: POLL_INTERVAL_MS,
    });
    watcher.on('all', (event, file) => {
      if (event === 'addDir' || watcher !== current) return;
      if (!ready && event === 'add') events.seen(file);
      else events.changed(file);
    });
    // chokidar drops a change when a file's times suggest nothing was written (it compares atime and
    // mtime, which a read right after a write can defeat); the native event still says so. A file
    // whose bytes did not change does no work further on, so every native change is passed on too.
    watcher.on('raw', (event, changedPath, details) => {
      const watchedPath = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      if (!ready || event !== 'change' || watcher !== current || typeof changedPath !== 'string' || typeof watchedPath !== 'string') return;
      const watched = path.resolve(watchedPath);
      const file = path.basename(watched) === changedPath ? watched : path.join(watched, changedPath);
      if (!isIgnoredPath(root, file, extraFolders)) events.changed(file);
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

  return {
    watchFolders(folders) {
      const added = [...folders]
        .map((folder) => path.resolve(folder))
        .filter((folder) => !folder.split(path.sep).includes('node_modules') && !extraFolders.has(folder) && isIgnoredPath(root, folder, extraFolders));
      if (added.length === 0 || closed) return;
      for (const folder of added) extraFolders.add(folder);
      current.add(added);
    },
    get polling() {
      return polling;
    },
    async close() {
      closed = true;
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
