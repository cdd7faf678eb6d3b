import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeHighlighter } from '../model/code-highlighter.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import type { UserPlugins } from './user-plugins.js';
import { renderMarkdownFiles, type MarkdownBatchOptions, type MarkdownBatchResult } from './render-markdown-files.js';

/** Below this many files per thread, starting a worker (each loads its own highlighter) costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 400;
/** Files per message: small enough that a worker never holds much, large enough to keep messages few. */
const BATCH_SIZE = 50;
/**
 * Batches shrink towards the end, down to this many files, so that the threads finish together
 * rather than one waiting for another's last batches.
 */
const LAST_BATCH_SIZE = 5;
/**
 * Batches a worker holds at once: the next is there when it finishes one, while this thread, busy
 * rendering a batch of its own, has not yet read the result.
 */
const BATCHES_IN_FLIGHT = 2;

/**
 * Renders Markdown files on this thread and a pool of worker threads (one fewer than the threads
 * used), handing out small batches as each becomes free; results come back in the order of the
 * input. This thread takes the first batches while the workers load their code, and its own results
 * are not copied across threads. Small sites are rendered on this thread alone.
 */
export async function renderMarkdownInWorkers(
  sources: SourceFile[],
  options: MarkdownBatchOptions,
  highlighter: () => Promise<CodeHighlighter>,
  plugins?: UserPlugins,
): Promise<MarkdownBatchResult> {
  const threads = Math.min(os.availableParallelism(), Math.floor(sources.length / MIN_FILES_FOR_WORKERS));
  if (threads <= 1) return renderMarkdownFiles(sources, options, await highlighter(), plugins);

  // Made as they are taken: each about a quarter of the share of every thread in what is left.
  const batches: SourceFile[][] = [];
  const results: MarkdownBatchResult[] = [];
  let taken = 0;
  const takeBatch = () => {
    if (taken >= sources.length) return undefined;
    const size = Math.min(BATCH_SIZE, Math.max(LAST_BATCH_SIZE, Math.ceil((sources.length - taken) / (threads * 4))));
    batches.push(sources.slice(taken, (taken += size)));
    return batches.length - 1;
  };

  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const workerData: MarkdownBatchOptions = { ...options, loadUserPlugins: plugins !== undefined };
      const worker = new Worker(new URL('./markdown-worker.js', import.meta.url), { workerData });
      // The batches it holds, in the order it answers them.
      const held: number[] = [];
      const send = () => {
        const batch = takeBatch();
        if (batch === undefined) return;
        held.push(batch);
        worker.postMessage(batches[batch]);
      };
      worker.on('message', (message: MarkdownBatchResult | 'ready') => {
        if (message === 'ready') for (let n = 0; n < BATCHES_IN_FLIGHT; n++) send();
        else {
          results[held.shift()!] = message;
          send();
        }
        if (held.length === 0) void worker.terminate().then(() => resolve());
      });
      worker.once('error', reject);
    });

  const renderHere = async () => {
    const ownHighlighter = await highlighter();
    for (let batch = takeBatch(); batch !== undefined; batch = takeBatch()) {
      results[batch] = await renderMarkdownFiles(batches[batch]!, options, ownHighlighter, plugins);
      // Between batches, the workers' results are read and their next batches sent.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  await Promise.all([renderHere(), ...Array.from({ length: threads - 1 }, runWorker)]);
  const rendered: [string, RenderedContent][] = [];
  for (const result of results) for (const entry of result.rendered) rendered.push(entry);
  return { rendered, diagnostics: results.flatMap((result) => result.diagnostics), dependencies: results.flatMap((result) => result.dependencies) };
}
