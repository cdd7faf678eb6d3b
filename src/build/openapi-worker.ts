import { parentPort, workerData } from 'node:worker_threads';
import { createCodeHighlighter } from '../content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../context/build-context.js';
import { createMemoryLogger } from '../context/logger.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { loadOpenApiPages } from '../openapi/load-openapi-pages.js';
import type { OpenApiWorkerInput, OpenApiWorkerResult } from './load-openapi-pages-in-worker.js';

// Worker entry: runs the openapi stage for the build described by workerData and posts its outcome.
const { root, outDir, config } = workerData as OpenApiWorkerInput;
const context = createBuildContext({
  root,
  outDir,
  config,
  logger: createMemoryLogger(),
  createHighlighter: createCodeHighlighter,
});
let result: OpenApiWorkerResult;
try {
  result = { pages: await loadOpenApiPages(context), warnings: context.warnings };
} catch (error) {
  result =
    error instanceof BuildError
      ? { diagnostics: error.diagnostics }
      : { crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort!.postMessage(result);
