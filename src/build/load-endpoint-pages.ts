import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { cacheKey } from '../cache/build-cache.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import { baseRefKey } from '../openapi/read-base-spec.js';
import { specInputPaths } from '../config/site-folders.js';
import { loadOpenApiPagesInWorker } from './load-openapi-pages-in-worker.js';

const NAMESPACE = 'openapi';

interface CachedEndpoints {
  pages: EndpointPage[];
  warnings: Diagnostic[];
}

/**
 * The openapi stage, served from the cache when the specs, every file under `openapi/` and the specs'
 * folders (where their `$ref`s point), the changelogs' base files and the config are byte for byte what they were; otherwise run on its worker
 * thread and stored. The stage's warnings are added to the context's either way.
 */
export async function loadEndpointPages(context: BuildContext): Promise<EndpointPage[]> {
  const { cache, config } = context;
  if (!cache || config.openapi.length === 0) return addWarnings(context, await loadOpenApiPagesInWorker(context));
  // A changelog's base is a file, or the spec at a git ref: the blob the ref names keys it.
  const key = cacheKey(
    JSON.stringify(config),
    ...(await specInputs(context.root, ['openapi', ...specInputPaths(config)])),
    ...config.openapi.map((spec) => baseRefKey(context.root, spec)),
  );
  const cached = cache.read<CachedEndpoints>(NAMESPACE, key);
  if (cached) return addWarnings(context, cached);
  const loaded = await loadOpenApiPagesInWorker(context);
  cache.write(NAMESPACE, key, loaded satisfies CachedEndpoints);
  return addWarnings(context, loaded);
}

function addWarnings(context: BuildContext, loaded: CachedEndpoints): EndpointPage[] {
  context.warnings.push(...loaded.warnings);
  return loaded.pages;
}

/** Path and bytes of every file in `inputs` (files, and folders looked into), in a stable order. */
async function specInputs(root: string, inputs: string[]): Promise<string[]> {
  const found = await Promise.all(
    inputs.map(async (input) => {
      const absolute = path.join(root, input);
      if (!fs.existsSync(absolute) || !fs.statSync(absolute).isDirectory()) return [path.normalize(input)];
      const inside = await fg('**/*', { cwd: absolute, dot: true, onlyFiles: true });
      return inside.map((file) => path.join(input, file));
    }),
  );
  const files = [...new Set(found.flat())].sort();
  return files.flatMap((file) => {
    try {
      return [file, fs.readFileSync(path.join(root, file), 'latin1')];
    } catch {
      return [file, '(missing)'];
    }
  });
}
