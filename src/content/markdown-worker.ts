import { parentPort, workerData } from 'node:worker_threads';
import type { SourceFile } from '../model/source-file.js';
import { createCodeHighlighter } from './code-highlighter.js';
import { renderMarkdownFiles, type MarkdownBatchOptions } from './render-markdown-files.js';

// Worker entry: renders each batch of Markdown files it is sent and posts the result back. One highlighter
// per worker, so grammars are loaded once however many batches come.
const options = workerData as MarkdownBatchOptions;
const highlighter = await createCodeHighlighter();
parentPort!.on('message', (sources: SourceFile[]) => {
  void renderMarkdownFiles(sources, options, highlighter).then((result) => parentPort!.postMessage(result));
});
parentPort!.postMessage('ready');
