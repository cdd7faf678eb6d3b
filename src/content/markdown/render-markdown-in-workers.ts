import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeHighlighter } from '../../model/code-highlighter.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { UserPlugins } from '../user-plugins.js';
import { renderMarkdownFiles, type MarkdownBatchOptions, type MarkdownBatchResult } from './render-markdown-files.js';

/** Below this many files, starting workers (each loads its own highlighter) costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 400;
/** Files per message: small enough that a worker never holds much, large enough to keep messages few. */
const BATCH_SIZE = 50;

/**
 * Renders Markdown files across a pool of worker threads, handing out small batches as workers become
 * free; results come back in the order of the input. Small sites are rendered on this thread.
 */
export async function renderMarkdownInWorkers(
  sources: SourceFile[],
  options: MarkdownBatchOptions,
  highlighter: () => Promise<CodeHighlighter>,
  plugins?: UserPlugins,
): Promise<MarkdownBatchResult> {
  const workerCount = Math.min(os.availableParallelism(), Math.floor(sources.length / MIN_FILES_FOR_WORKERS));
  if (workerCount <= 1) return renderMarkdownFiles(sources, options, await highlighter(), plugins);

  const batches: SourceFile[][] = [];
  for (let start = 0; start < sources.length; start += BATCH_SIZE) batches.push(sources.slice(start, start + BATCH_SIZE));
  const results: MarkdownBatchResult[] = new Array(batches.length);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const workerData: MarkdownBatchOptions = { ...options, loadUserPlugins: plugins !== undefined };
      const worker = new Worker(new URL('./markdown-worker.js', import.meta.url), { workerData });
      let current = -1;
      const sendNext = () => {
        if (next >= batches.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        current = next++;
        worker.postMessage(batches[current]);
      };
      worker.on('message', (message: MarkdownBatchResult | 'ready') => {
        if (message !== 'ready') results[current] = message;
        sendNext();
      });
      worker.once('error', reject);
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
  const rendered: [string, RenderedContent][] = [];
  for (const result of results) for (const entry of result.rendered) rendered.push(entry);
  return { rendered, diagnostics: results.flatMap((result) => result.diagnostics), dependencies: results.flatMap((result) => result.dependencies) };
}
