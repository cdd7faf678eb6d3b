import { Worker } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { InternalError } from '../../diagnostics/internal-error.js';
import type { ModulePagesJob, ModulePagesRenderer, ModulePagesResult } from '../../model/module-pages.js';

export interface ModulePagesRequest {
  id: number;
  job: ModulePagesJob;
}

/** What a module pages worker posts back: its result, or how it failed (errors lose their class on the way). */
export type ModulePagesReply = { result: ModulePagesResult } | { diagnostics: Diagnostic[] } | { crash: { error: unknown; page?: string } };

export interface ModulePagesWorkers {
  render: ModulePagesRenderer;
  /** Stops the worker. */
  close(): Promise<void>;
}

/** Jobs a worker runs before it is replaced by a fresh one. */
const DEFAULT_JOBS_PER_WORKER = 20;

/**
 * Renders the MDX and TSX pages on a worker thread, for `watch`: the page modules (and the components
 * they import) are evaluated again on every edit of one of them, and would otherwise do it on the
 * thread that serves the site, where what they leave behind (a timer, a module-level cache) piles up
 * and a `process.exit()` takes the server down. The worker is replaced by a fresh one every
 * `jobsPerWorker` jobs, and when it stops. The fresh one first runs the last job once, unasked, while
 * the old one still takes jobs, so that no edit waits for a worker to load the MDX compiler and warm up.
 */
export function createModulePagesWorkers({ jobsPerWorker = DEFAULT_JOBS_PER_WORKER } = {}): ModulePagesWorkers {
  let current = startJobWorker();
  let successor: JobWorker | undefined;
  return {
    async render(job) {
      if (current.stopped) current = startJobWorker();
      const worker = current;
      const result = await worker.run(job);
      if (worker.jobs >= jobsPerWorker && current === worker && !successor) {
        // The old worker goes on taking jobs until the fresh one is warm.
        const fresh = (successor = startJobWorker());
        void fresh.warmUp(job).then(() => {
          if (successor !== fresh) return;
          successor = undefined;
          const old = current;
          current = fresh;
          old.retire();
        });
      }
      return result;
    },
    async close() {
      const workers = [current, successor];
      successor = undefined;
      await Promise.all(workers.map((worker) => worker?.close()));
    },
  };
}

interface JobWorker {
  run(job: ModulePagesJob): Promise<ModulePagesResult>;
  /** Runs a job whose result no one waits for; resolves when it is done, whatever its outcome. */
  warmUp(job: ModulePagesJob): Promise<void>;
  /** Jobs run for the builds so far (warm-ups not counted). */
  readonly jobs: number;
  /** Whether it ended (a page module called `process.exit()`, or threw from a timer). */
  readonly stopped: boolean;
  /** Ends it once the jobs it has are done. */
  retire(): void;
  close(): Promise<void>;
}

function startJobWorker(): JobWorker {
  const worker = new Worker(new URL('./module-pages-worker.js', import.meta.url));
  // A worker with no job under way never keeps the process alive.
  worker.unref();
  const pending = new Map<number, { resolve: (result: ModulePagesResult) => void; reject: (error: unknown) => void }>();
  let jobs = 0;
  let nextId = 0;
  let stopped = false;
  let retiring = false;
  const failAll = (error: unknown) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.unref();
  };
  worker.on('message', ({ id, reply }: { id: number; reply: ModulePagesReply }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (pending.size === 0 && retiring) void worker.terminate();
    if ('result' in reply) job?.resolve(reply.result);
    else if ('diagnostics' in reply) job?.reject(new BuildError(reply.diagnostics));
    else job?.reject(reply.crash.page ? new InternalError(reply.crash.error, reply.crash.page) : reply.crash.error);
  });
  worker.on('error', (error) => failAll(new InternalError(error)));
  worker.on('exit', (code) => {
    stopped = true;
    failAll(new InternalError(new Error(`the thread rendering the MDX and TSX pages stopped (exit code ${code}) before it was done`)));
  });
  const send = (job: ModulePagesJob): Promise<ModulePagesResult> => {
    if (stopped) return Promise.reject(new InternalError(new Error('the thread rendering the MDX and TSX pages has stopped')));
    const id = nextId++;
    worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, job } satisfies ModulePagesRequest);
    });
  };
  return {
    run(job) {
      jobs++;
      return send(job);
    },
    warmUp: (job) => send(job).then(
      () => undefined,
      () => undefined,
    ),
    retire() {
      retiring = true;
      if (pending.size === 0) void worker.terminate();
    },
    get jobs() {
      return jobs;
    },
    get stopped() {
      return stopped;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The reply for a job that threw: its diagnostics, or the unforeseen error and the page it was on. */
export function failureReply(error: unknown): ModulePagesReply {
  if (error instanceof BuildError) return { diagnostics: error.diagnostics };
  if (error instanceof InternalError) return { crash: { error: error.cause, page: error.page } };
  return { crash: { error } };
}
