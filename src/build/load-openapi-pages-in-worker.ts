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
  const input: OpenApiWorkerInput = { root: context.root, outDir: context.outDir, config: withoutCode(context.config) };
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

/**
 * The config as a thread can receive it: without the functions it holds (an `editUrl` function, the
 * unified plugins), which cannot be copied to a thread and which the openapi stage does not read.
 */
function withoutCode(config: SiteConfig): SiteConfig {
  return {
    ...config,
    ...(typeof config.editUrl === 'function' && { editUrl: undefined }),
    markdown: { ...config.markdown, remarkPlugins: [], rehypePlugins: [], beforeDefaultRemarkPlugins: [] },
  };
}
