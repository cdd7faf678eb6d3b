import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/config-schema.js';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { EndpointPage } from '../model/endpoint-page.js';

export interface OpenApiWorkerInput {
  root: string;
  outDir: string;
  config: SiteConfig;
}

export type OpenApiWorkerResult =
  | { pages: EndpointPage[]; warnings: Diagnostic[] }
  | { diagnostics: Diagnostic[] }
  | { crash: string };

/**
 * The openapi stage on a worker thread, so that it runs while this thread renders the content: the two
 * stages read different files and share nothing. Resolves to the pages and the stage's warnings, and
 * rejects with its BuildError.
 */
export function loadOpenApiPagesInWorker(
  context: BuildContext,
): Promise<{ pages: EndpointPage[]; warnings: Diagnostic[] }> {
  if (context.config.openapi.length === 0) return Promise.resolve({ pages: [], warnings: [] });
  // A function in the config (`editUrl`) cannot be copied to a thread; the openapi stage does not read it.
  const config =
    typeof context.config.editUrl === 'function' ? { ...context.config, editUrl: undefined } : context.config;
  const input: OpenApiWorkerInput = { root: context.root, outDir: context.outDir, config };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./openapi-worker.js', import.meta.url), { workerData: input });
    // If another stage fails first, the process need not wait for this one.
    worker.unref();
    worker.once('message', (result: OpenApiWorkerResult) => {
      if ('pages' in result) {
        resolve({ pages: result.pages, warnings: result.warnings });
      } else if ('diagnostics' in result) {
        reject(new BuildError(result.diagnostics));
      } else {
        reject(new Error(`the openapi stage crashed: ${result.crash}`));
      }
    });
    worker.once('error', reject);
  });
}
