import v8 from 'node:v8';
import vm from 'node:vm';

/** How long after the last build a collection waits: edits come in bursts, and a collection is no work for them. */
const IDLE_MS = 1000;
/** Builds after which a collection is due, for edits that never pause a second: it then waits for a shorter pause. */
const BUILDS_BETWEEN_COLLECTIONS = 5;
/** The pause a due collection waits for: an edit saved right after a build would otherwise wait for it. */
const DUE_PAUSE_MS = 250;
/** How far the heap may grow past its size after the last thorough collection before the next one. */
const HEAP_GROWTH_ALLOWED = 1.15;

export interface IdleCollector {
  /**
   * A whole build ran to its end (one dropped for a newer edit did not): collect garbage once nothing
   * else has happened for a moment.
   */
  buildFinished(): void;
  /**
   * A file event, or a build starting: the collection waiting for a pause waits for the next one. At
   * 10,000 pages a thorough collection holds the thread for 110–140 ms, which the edit or the build
   * would wait for.
   */
  busy(): void;
  stop(): void;
}

/** The ways to collect garbage, and the heap's size (in bytes) to choose between them. */
export interface Collections {
  /** A major collection like those V8 runs itself, soon (resolved once done): the compiled code keeps its inline caches. */
  major(): Promise<void> | void;
  /** Everything that can be collected, the heap shrunk to fit: the next run of hot code is slower. */
  thorough(): void;
  heapSize(): number;
}

/**
 * Keeps a long `watch` session's memory flat. Each rebuild leaves garbage behind (the page modules
 * evaluated, the documents rendered), and V8 lets its heap grow well past what is live before it
 * collects, so the process's memory creeps up with every edit although nothing is kept. Once the
 * server has been idle for a second after a build, or for a quarter of a second once five builds have
 * finished since the last collection, it collects: a thorough collection when the heap has grown 15%
 * past its size after the last one, else a major one. A thorough collection clears the compiled code's
 * inline caches and the next quick page update ran about three times slower after one, so it is kept
 * for when the heap has grown. Made as soon as the fifth build ended, the collection (60–80 ms at
 * 5,000 pages) held up an edit saved just then. `afterIdleCollection` runs once a collection made after
 * a second's pause is done (`watch` warms the edited page up again then; not after a shorter pause,
 * which the next edit is more likely to end).
 */
export function createIdleCollector(
  collections: Collections | undefined = v8Collections(),
  afterIdleCollection: () => void = () => undefined,
): IdleCollector {
  let timer: NodeJS.Timeout | undefined;
  /** Builds finished since the last collection. */
  let builds = 0;
  let heapAfterThorough = 0;
  /** Resolves once the collection is done. */
  const collect = async () => {
    if (!collections) return;
    builds = 0;
    if (heapAfterThorough === 0 || collections.heapSize() > heapAfterThorough * HEAP_GROWTH_ALLOWED) {
      collections.thorough();
      heapAfterThorough = collections.heapSize();
    } else {
      await collections.major();
    }
  };
  return {
    buildFinished() {
      if (!collections) return;
      clearTimeout(timer);
      timer =
        ++builds >= BUILDS_BETWEEN_COLLECTIONS
          ? setTimeout(() => void collect(), DUE_PAUSE_MS).unref()
          : setTimeout(() => void collect().then(afterIdleCollection), IDLE_MS).unref();
    },
    busy() {
      clearTimeout(timer);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** V8's collections, through its `gc` exposed for this process (already there when node runs with --expose-gc). */
export function v8Collections(): Collections | undefined {
  let gc: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof gc !== 'function') {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc');
    } catch {
      return undefined;
    }
  }
  if (typeof gc !== 'function') return undefined;
  const run = gc as (options?: { type: 'major'; execution: 'async' }) => Promise<void> | undefined;
  return {
    // Asynchronous: in Node 20, `{ type: 'major', execution: 'sync' }` runs a scavenge (a collection
    // of the young generation only), which leaves every rebuild's old garbage in the heap.
    major: async () => void (await run({ type: 'major', execution: 'async' })),
    thorough: () => void run(),
    heapSize: () => v8.getHeapStatistics().total_heap_size,
  };
}
