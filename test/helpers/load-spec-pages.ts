import { parseConfig } from '../../src/config/load-config.js';
import { createCodeHighlighter } from '../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../src/context/build-context.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { BuildError, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { EndpointPage } from '../../src/model/endpoint-page.js';
import { loadOpenApiPages } from '../../src/openapi/load-openapi-pages.js';

/**
 * The openapi stage alone over one spec (`file`, relative to `root`), its pages at `/api/{slug}`: the
 * pages, the stage's warnings, and its errors when it failed.
 */
export async function loadSpecPages(
  root: string,
  file: string,
): Promise<{ pages: EndpointPage[]; warnings: Diagnostic[]; errors: Diagnostic[] }> {
  const config = parseConfig({ title: 'Fixture', openapi: [{ id: 'spec', file, routeBase: '/api' }] }, undefined);
  const context = createBuildContext({
    root,
    outDir: '/nonexistent-output',
    config,
    logger: createMemoryLogger(),
    createHighlighter: createCodeHighlighter,
  });
  try {
    return { pages: await loadOpenApiPages(context), warnings: context.warnings, errors: [] };
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return { pages: [], warnings: context.warnings, errors: error.diagnostics };
  }
}
