import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { parseConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { loadOpenApiPages } from '../../../src/openapi/load-openapi-pages.js';
import { mergeAllOf } from '../../../src/openapi/merge-all-of.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

/** The JSON of every code block of a page whose title matches, in page order. */
function jsonBlocks(page: EndpointPage, title: RegExp): unknown[] {
  const blocks = [...page.content.html.matchAll(/<div class="code-block-title">([^<]*)<\/div>(<pre[\s\S]*?<\/pre>)/g)];
  return blocks
    .filter(([, heading]) => title.test(decode(heading!)))
    .map(([, , pre]) => JSON.parse(decode(pre!.replace(/<[^>]+>/g, ''))));
}

function decode(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The names of the fields listed (at any depth) in the part of the page's HTML between two markers. */
function fieldNames(html: string): string[] {
  return [...html.matchAll(/<code class="schema-property-name">([^<]+)<\/code>/g)].map((m) => m[1]!);
}

function section(html: string, fromId: string, toId: string): string {
  const start = html.indexOf(`id="${fromId}"`);
  const end = html.indexOf(`id="${toId}"`, start);
  assert.ok(start >= 0 && end > start, `sections ${fromId} … ${toId}`);
  return html.slice(start, end);
}

describe('openapi stage: readOnly/writeOnly, allOf, oneOf/anyOf and discriminator (openapi-features-site)', () => {
  let pages: Map<string, EndpointPage>;
  before(async () => {
    const config = parseConfig(
      {
        title: 'Fixture',
        openapi: [{ id: 'pets', file: 'openapi-features-site/openapi/pets.yaml', routeBase: '/api' }],
      },
      undefined,
    );
    const loaded = await loadOpenApiPages(
      createBuildContext({
        root: fixturesDir,
        outDir: '/nonexistent-output',
        config,
        logger: createMemoryLogger(),
        createHighlighter: createCodeHighlighter,
      }),
    );
    pages = new Map(loaded.map((page) => [page.route, page]));
  });
  const page = (route: string) => pages.get(route) ?? assert.fail(`no page ${route} in ${[...pages.keys()]}`);

  it('leaves read-only fields out of the request body and its samples, write-only ones out of the response', () => {
    const { html, markdown = '' } = page('/api/createpet').content;
    assert.deepEqual(fieldNames(section(html, 'request-body', 'responses')), ['name', 'password', 'petType']);
    assert.deepEqual(fieldNames(html.slice(html.indexOf('id="responses"'))), ['id', 'name', 'petType']);
    const samples = markdown.slice(markdown.indexOf('## Request samples'));
    assert.match(samples, /"password": "hunter2"/);
    assert.doesNotMatch(samples, /p-100/, 'no read-only id in the request samples');
    assert.deepEqual(jsonBlocks(page('/api/createpet'), /^Example \(from the schema\)$/), [
      { id: 'p-100', name: 'Rex' },
    ]);
  });

  it('merges a nested allOf deeply: a field two parts declare keeps the constraints and required of both', () => {
    const { html } = page('/api/createdog').content;
    assert.deepEqual(fieldNames(section(html, 'request-body', 'responses')), ['name', 'password', 'petType', 'bark']);
    const bark = html.slice(html.indexOf('<code class="schema-property-name">bark</code>'));
    assert.match(bark.slice(0, 600), /required<\/span>.*How it barks\..*length ≥ 1, length ≤ 10/s);
    assert.deepEqual(jsonBlocks(page('/api/createdog'), /^Example \(from the schema\)$/), [
      { id: 'p-100', name: 'Rex', bark: 'woof' },
    ]);
  });

  it('mergeAllOf intersects constraints, unions required, keeps unknown keywords and shared subschemas', () => {
    const shared = { type: 'object', properties: { leaf: { type: 'string' } } };
    const merged = mergeAllOf({
      description: 'outer',
      allOf: [
        { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 }, tree: shared } },
        { allOf: [{ properties: { a: { maximum: 9, readOnly: true } }, required: ['b'], 'x-sample-env': 'B' }] },
      ],
    } as never);
    assert.equal(merged.allOf, undefined);
    assert.equal(merged.description, 'outer');
    assert.deepEqual(merged.required, ['a', 'b']);
    assert.deepEqual(merged.properties!.a, { type: 'integer', minimum: 1, maximum: 9, readOnly: true });
    assert.equal(merged.properties!.tree, shared, 'a subschema only one part declares stays the same object');
    assert.equal(merged['x-sample-env'], 'B');
  });

  it('shows the options of a oneOf as tabs named by the discriminator mapping, each with its example', () => {
    const { html } = page('/api/getanimal').content;
    assert.match(html, /<div class="example-tablist" role="tablist" aria-label="Value of petType" hidden="">/);
    const tabs = [
      ...html.matchAll(
        /<button type="button" role="tab" class="example-tab" id="variants-animal-tab-\d"[^>]*>([^<]+)</g,
      ),
    ];
    assert.deepEqual(
      tabs.map((m) => m[1]),
      ['cat', 'doggo'],
    );
    assert.match(html, /When <code>petType<\/code> is <code>&quot;doggo&quot;<\/code>\./);
    assert.deepEqual(jsonBlocks(page('/api/getanimal'), /^Example: (cat|doggo)$/), [
      { id: 'p-100', name: 'Rex', petType: 'cat', lives: 1 },
      { id: 'p-100', name: 'Rex', petType: 'doggo', bark: 'woof' },
    ]);
  });

  it('gives a oneOf response one example per option, the discriminator property holding its value', () => {
    assert.deepEqual(jsonBlocks(page('/api/getanimal'), /^Example: .* \(from the schema\)$/), [
      { id: 'p-100', name: 'Rex', petType: 'cat', lives: 1 },
      { id: 'p-100', name: 'Rex', petType: 'doggo', bark: 'woof' },
    ]);
    assert.match(page('/api/getanimal').content.markdown ?? '', /- One of, option 2, petType "doggo": `object` Dog/);
  });

  it('names anyOf options by their titles, without a discriminator', () => {
    const { html, markdown = '' } = page('/api/listtags').content;
    assert.match(html, /aria-label="Option"/);
    assert.deepEqual(jsonBlocks(page('/api/listtags'), /^Example: .* \(from the schema\)$/), [
      { name: 'friendly' },
      { number: 7 },
    ]);
    assert.match(markdown, /- Any of, option 2, Numbered tag: `object`/);
  });
});
