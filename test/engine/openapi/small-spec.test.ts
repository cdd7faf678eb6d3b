import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { parseConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { loadOpenApiPages } from '../../../src/openapi/load-openapi-pages.js';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/openapi/', import.meta.url));

describe('openapi stage: slugs, path keys and schemas of a small OpenAPI 3.1 spec', () => {
  let pages: EndpointPage[] = [];
  before(async () => {
    const config = parseConfig(
      { title: 'Fixture', openapi: [{ id: 'small', file: 'small.yaml', routeBase: '/api/' }] },
      undefined,
    );
    pages = await loadOpenApiPages(
      createBuildContext({
        root: fixtures,
        outDir: '/nonexistent-output',
        config,
        logger: createMemoryLogger(),
        createHighlighter: createCodeHighlighter,
      }),
    );
  });

  it('derives a slug from the method and path when there is no operationId or x-slug', () => {
    assert.deepEqual(
      pages.map((p) => [p.route, p.method, p.path]),
      [
        ['/api/get-gadgets-gadgetid', 'GET', '/gadgets/{gadgetId}'],
        ['/api/create-widget', 'POST', '/widgets'],
      ],
    );
  });

  it('orders tags as the spec declares them and operations as they are written', () => {
    assert.deepEqual(
      pages.map((p) => [p.tag, p.tagOrder, p.order]),
      [
        ['Gadgets', 1, 0],
        ['Widgets', 0, 1],
      ],
    );
  });

  it('uses path-level parameters and the server URL without its trailing slash', () => {
    const page = pages[0]!;
    assert.ok(page.content.plainText.startsWith('GET https://api.example.com/v1/gadgets/{gadgetId}\n'));
    assert.match(page.content.html, /<code class="schema-property-name">gadgetId<\/code>/);
    assert.match(page.content.html.replace(/<[^>]+>/g, ''), /https:\/\/api\.example\.com\/v1\/gadgets\/g-42/);
  });

  it('shows a 3.1 nullable type and links a recursive schema to its own description', () => {
    const html = pages[0]!.content.html;
    assert.match(
      html,
      /<code class="schema-property-name">size<\/code><span class="schema-type">integer<\/span>.*?nullable/s,
    );
    assert.match(html, /id="schema-gadget"/);
    assert.match(html, /<a href="#schema-gadget">Gadget<\/a>/);
    assert.ok(pages[0]!.content.links.some((l) => l.target === '/api/get-gadgets-gadgetid#schema-gadget'));
  });

  it('builds a response example from the schema when the spec has none', () => {
    const html = pages[0]!.content.html;
    assert.match(html, /Example \(from the schema\)/);
    assert.match(html, /sprocket/);
  });
});
