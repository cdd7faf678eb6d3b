export interface ChangeBatcherOptions {
  /** How long no new change must arrive before a batch runs. */
  quietMs: number;
  /** A batch runs at the latest this long after its first change, even if changes keep coming. @default 10 × quietMs */
  maxWaitMs?: number;
  /** Handles one batch of changed paths. Batches never overlap; an error is the handler's to report. */
  run(paths: Set<string>): Promise<void>;
}

export interface ChangeBatcher {
  /** Records a changed path; the batch runs once changes have been quiet for `quietMs`. */
  add(path: string): void;
  /** Resolves when no batch is running or waiting. */
  idle(): Promise<void>;
  /** Drops waiting changes and resolves when the running batch (if any) has finished. */
  close(): Promise<void>;
}

/**
 * Coalesces a burst of file events (an editor's save is often several: write, rename, chmod) into one
 * call of `run` with every path of the burst. A change that arrives while a batch runs is kept for one
 * more batch after it, so runs never overlap and the last change is never lost.
 */
export function createChangeBatcher(options: ChangeBatcherOptions): ChangeBatcher {
  const { quietMs, run } = options;
  const maxWaitMs = options.maxWaitMs ?? quietMs * 10;
  let pending = new Set<string>();
  let firstPendingAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  function arm(): void {
    clearTimeout(timer);
    const wait = Math.max(0, Math.min(quietMs, firstPendingAt + maxWaitMs - Date.now()));
    timer = setTimeout(fire, wait);
  }

  function fire(): void {
    timer = undefined;
    if (running) return;
    if (pending.size === 0 || closed) return settleIdle();
    const batch = pending;
    pending = new Set();
    running = run(batch)
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (pending.size > 0 && !closed) arm();
        else settleIdle();
      });
  }

  function settleIdle(): void {
    if (running || timer || (pending.size > 0 && !closed)) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    add(path) {
      if (closed) return;
      if (pending.size === 0) firstPendingAt = Date.now();
      pending.add(path);
      // While a batch runs, the next one is armed when it finishes.
      if (!running) arm();
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await running;
      settleIdle();
    },
  };
}
