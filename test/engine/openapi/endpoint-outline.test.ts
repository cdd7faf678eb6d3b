import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { outlineEndpointPages } from '../../../src/openapi/endpoint-outline.js';
import { loadOpenApiPages } from '../../../src/openapi/load-openapi-pages.js';
import { makeContext, writeFiles } from '../../helpers/make-source.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** What other pages show of an operation page: the outline must agree with the openapi stage on it. */
const SHOWN = ['route', 'specId', 'tag', 'tagOrder', 'order', 'title', 'method', 'path', 'deprecated', 'file'] as const;
const shown = (pages: EndpointPage[]) =>
  pages.map((page) => Object.fromEntries(SHOWN.map((field) => [field, page[field]])));

describe('the outline of the operation pages, read from the specs as written', () => {
  it("lists the SideShift specs' operations as the openapi stage makes them", async () => {
    const context = createBuildContext({
      root: repoRoot,
      outDir: '/nonexistent-output',
      config: await loadConfig(repoRoot),
      logger: createMemoryLogger(),
      createHighlighter: createCodeHighlighter,
    });
    // The stage makes schema pages and the changelog too, which the outline leaves out.
    const operations = (await loadOpenApiPages(context)).filter((page) => page.method);
    const outline = outlineEndpointPages(context);
    assert.ok(outline.length > 10, `${outline.length} operations`);
    assert.deepEqual(shown(outline), shown(operations));
  });

  it('reads anchors and aliases, keeps a date-like summary as text, and leaves out a spec it cannot parse', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-outline-'));
    writeFiles(root, {
      'openapi/dated.yaml': `openapi: 3.0.3
info: { title: Dated, version: 1.0.0 }
tags: [{ name: Releases }]
paths:
  /releases:
    get:
      operationId: listReleases
      summary: 2024-01-01
      tags: [Releases]
      responses: &ok
        '200': { description: OK }
    post:
      operationId: createRelease
      summary: Create a release
      tags: [Releases]
      responses: *ok
`,
      'openapi/broken.yaml': 'openapi: 3.0.3\npaths: [unclosed\n',
    });
    const context = makeContext(
      {
        openapi: [
          { id: 'dated', file: 'openapi/dated.yaml', routeBase: '/api/' },
          { id: 'broken', file: 'openapi/broken.yaml', routeBase: '/broken/' },
        ],
      },
      root,
    );
    const outline = outlineEndpointPages(context);
    assert.deepEqual(
      outline.map(({ route, title, method, tag }) => ({ route, title, method, tag })),
      [
        { route: '/api/listreleases', title: '2024-01-01', method: 'GET', tag: 'Releases' },
        { route: '/api/createrelease', title: 'Create a release', method: 'POST', tag: 'Releases' },
      ],
    );
  });
});
