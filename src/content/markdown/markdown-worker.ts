import { parentPort, workerData } from 'node:worker_threads';
import type { SourceFile } from '../../model/source-file.js';
import { createCodeHighlighter } from '../code-blocks/code-highlighter.js';
import { loadConfig } from '../../config/load-config.js';
import { renderMarkdownFiles, type MarkdownBatchOptions } from './render-markdown-files.js';
import { userPlugins } from '../user-plugins.js';

// Worker entry: renders each batch of Markdown files it is sent and posts the result back. One highlighter
// per worker, so grammars are loaded once however many batches come. The site's unified plugins are
// functions, which cannot be posted here: the worker loads the config (already validated by the
// build) itself to get them.
const options = workerData as MarkdownBatchOptions;
const highlighter = await createCodeHighlighter();
const plugins = options.loadUserPlugins ? userPlugins((await loadConfig(options.root)).markdown) : undefined;
parentPort!.on('message', (sources: SourceFile[]) => {
  void renderMarkdownFiles(sources, options, highlighter, plugins).then((result) => parentPort!.postMessage(result));
});
parentPort!.postMessage('ready');
