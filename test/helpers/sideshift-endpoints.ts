import { parseConfig } from '../../src/config/load-config.js';
import { createCodeHighlighter } from '../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../src/context/build-context.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import type { EndpointPage } from '../../src/model/endpoint-page.js';
import { loadOpenApiPages } from '../../src/openapi/load-openapi-pages.js';
import { repoRoot } from './build-fixture.js';

/** The endpoint pages of the repository's own specs (openapi/v2.yaml and v1.yaml), as the site builds them. */
export async function loadSideShiftEndpointPages(): Promise<EndpointPage[]> {
  const config = parseConfig(
    {
      title: 'SideShift',
      openapi: [
        { id: 'v2', file: 'openapi/v2.yaml', routeBase: '/endpoints/v2', label: 'V2' },
        { id: 'v1', file: 'openapi/v1.yaml', routeBase: '/endpoints/v1', label: 'V1' },
      ],
    },
    undefined,
  );
  return loadOpenApiPages(
    createBuildContext({
      root: repoRoot,
      outDir: '/nonexistent-output',
      config,
      logger: createMemoryLogger(),
      createHighlighter: createCodeHighlighter,
    }),
  );
}
