// The local provider's Web Worker. esbuild gives this module a chunk of its own (it is only ever
// imported dynamically), so `import.meta.url` is that chunk's URL: the page starts the worker from it,
// and inside the worker the same module loads the engine. On the page, importing it costs a few bytes.

/** URL of this module, to start it as a module Web Worker. */
export const localSearchWorkerUrl = import.meta.url;

interface Scope {
  onmessage: ((event: MessageEvent) => void) | null;
}

if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  const scope = globalThis as unknown as Scope;
  // Requests that arrive while the engine loads wait for it instead of being dropped.
  const early: MessageEvent[] = [];
  scope.onmessage = (event) => early.push(event);
  void import('./local-search-worker-main.js').then(({ startLocalSearchWorker }) => {
    startLocalSearchWorker(scope as Parameters<typeof startLocalSearchWorker>[0]);
    for (const event of early) scope.onmessage?.(event);
  });
}
