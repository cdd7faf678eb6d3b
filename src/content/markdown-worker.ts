import { parentPort, workerData } from 'node:worker_threads';
import type { SourceFile } from './page-model.js';
import { renderMarkdownFiles, type MarkdownBatchOptions } from './render-markdown-files.js';

// Worker entry: renders the batch of Markdown files it is given and posts the result back.
const { sources, options } = workerData as { sources: SourceFile[]; options: MarkdownBatchOptions };
parentPort!.postMessage(await renderMarkdownFiles(sources, options));
