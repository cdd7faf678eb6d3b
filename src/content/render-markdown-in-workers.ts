import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeHighlighter } from './code-highlighter.js';
import type { SourceFile } from './page-model.js';
import { renderMarkdownFiles, type MarkdownBatchOptions, type MarkdownBatchResult } from './render-markdown-files.js';

/** Below this many files, starting workers (each loads its own highlighter) costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 400;

/**
 * Renders Markdown files across worker threads, one contiguous batch per core, and returns the results
 * in the order of the input; small sites are rendered on this thread.
 */
export async function renderMarkdownInWorkers(
  sources: SourceFile[],
  options: MarkdownBatchOptions,
  highlighter: () => Promise<CodeHighlighter>,
): Promise<MarkdownBatchResult> {
  const workerCount = Math.min(os.availableParallelism(), Math.ceil(sources.length / MIN_FILES_FOR_WORKERS));
  if (workerCount <= 1) return renderMarkdownFiles(sources, options, await highlighter());
  const batchSize = Math.ceil(sources.length / workerCount);
  const batches = Array.from({ length: workerCount }, (_, index) => sources.slice(index * batchSize, (index + 1) * batchSize));
  const results = await Promise.all(batches.map((batch) => runWorker(batch, options)));
  return {
    rendered: results.flatMap((result) => result.rendered),
    diagnostics: results.flatMap((result) => result.diagnostics),
  };
}

function runWorker(sources: SourceFile[], options: MarkdownBatchOptions): Promise<MarkdownBatchResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdown-worker.js', import.meta.url), { workerData: { sources, options } });
    worker.once('message', (result: MarkdownBatchResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
