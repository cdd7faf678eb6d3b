import v8 from 'node:v8';
import vm from 'node:vm';

/** How long after the last build a collection waits: edits come in bursts, and a collection is no work for them. */
const IDLE_MS = 1000;
/** Builds after which a collection runs even without a pause, for edits that never stop. */
const BUILDS_BETWEEN_COLLECTIONS = 5;

export interface IdleCollector {
  /** A build finished: collect garbage once nothing else has happened for a moment. */
  buildFinished(): void;
  stop(): void;
}

/**
 * Keeps a long `watch` session's memory flat. Each rebuild leaves garbage behind (the page modules
 * evaluated, the documents rendered), and V8 lets its heap grow well past what is live before it
 * collects, so the process's memory creeps up with every edit although nothing is kept. Once the
 * server has been idle for a moment, and after every 5th whole build (which runs after the edited
 * page was shown), it runs a full collection: a few milliseconds for a site in memory. V8's `gc` is
 * exposed for this process only.
 */
export function createIdleCollector(collect: (() => void) | undefined = exposedGc()): IdleCollector {
  let timer: NodeJS.Timeout | undefined;
  let builds = 0;
  return {
    buildFinished() {
      if (!collect) return;
      clearTimeout(timer);
      if (++builds % BUILDS_BETWEEN_COLLECTIONS === 0) collect();
      else timer = setTimeout(collect, IDLE_MS).unref();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** V8's full collection, exposed for this process (already there when node runs with --expose-gc). */
export function exposedGc(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}
