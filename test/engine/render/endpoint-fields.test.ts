import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { groupResponses } from '../../../src/openapi/response-groups.js';
import { markWrappableLines } from '../../../src/openapi/wrappable-sample-lines.js';
import type { ResponseView, SchemaNode } from '../../../templates/endpoint/endpoint-view.js';
import { ParameterList, SecurityList } from '../../../templates/endpoint/parameter-list.js';
import { SchemaTree } from '../../../templates/endpoint/schema-tree.js';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&quot;', '"')
    .trim();
const node = (type: string, extra: Partial<SchemaNode> = {}): SchemaNode => ({
  type,
  nullable: false,
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  descriptionHtml: '',
  constraints: [],
  ...extra,
});

describe('the rows of an endpoint page', () => {
  it('gives a parameter the row of a body field: name, type, required, then the description and its details', () => {
    const html = renderToStaticMarkup(
      createElement(ParameterList, {
        parameters: [
          {
            name: 'status',
            type: 'string',
            required: true,
            deprecated: false,
            descriptionHtml: '<p>Which shifts.</p>',
            enumValues: ['"waiting"', '"settled"'],
            defaultValue: '"waiting"',
          },
          {
            name: 'limit',
            type: 'integer',
            required: false,
            deprecated: true,
            descriptionHtml: '',
            constraints: ['≥ 1', '≤ 100'],
            example: '10',
          },
        ],
      }),
    );
    assert.doesNotMatch(html, /<table|<td|<th/);
    const rows = [...html.matchAll(/<li class="schema-property">(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
    assert.deepEqual(rows, [
      'status string required Which shifts. Enum "waiting" , "settled" Default "waiting"',
      'limit integer deprecated Example 10 Constraints ≥ 1, ≤ 100',
    ]);
    assert.match(
      html,
      /<div class="schema-head"><code class="schema-property-name">status<\/code><span class="schema-type">string<\/span><span class="schema-badge schema-badge-required">required<\/span><\/div><div class="schema-description">/,
    );
  });

  it('gives a credential the same row, with where it is sent', () => {
    const html = renderToStaticMarkup(
      createElement(SecurityList, {
        security: [{ name: 'x-api-key', location: 'header', required: true, descriptionHtml: '<p>Your key.</p>' }],
      }),
    );
    assert.equal(textOf(html), 'x-api-key string in header required Your key.');
    assert.match(
      html,
      /^<ul class="schema-properties parameter-list endpoint-security"><li class="schema-property"><div class="schema-head"><code class="schema-property-name">x-api-key<\/code>/,
    );
  });
});

describe('folded schemas', () => {
  const address = node('object', {
    properties: [
      { name: 'line', required: true, schema: node('string', { descriptionHtml: '<p>Street.</p>' }) },
      { name: 'city', required: false, schema: node('string') },
    ],
  });
  const tags = node('array', {
    items: node('object', { properties: [{ name: 'label', required: true, schema: node('string') }] }),
  });
  const order = node('object', {
    name: 'Order',
    properties: [
      { name: 'id', required: true, schema: node('string') },
      { name: 'address', required: false, schema: address },
      { name: 'tags', required: false, schema: tags },
    ],
  });

  it('folds the fields of a nested object and the items of an array behind "Show N child fields", closed, with every field in the HTML', () => {
    const html = renderToStaticMarkup(createElement(SchemaTree, { node: order }));
    const summaries = [...html.matchAll(/<summary>(.*?)<\/summary>/g)].map((m) => textOf(m[1]!));
    assert.deepEqual(summaries, ['Show Hide 2 child fields', 'Show Hide 1 child field']);
    assert.doesNotMatch(html, /<details[^>]* open/);
    for (const field of ['id', 'address', 'line', 'city', 'tags', 'label'])
      assert.match(html, new RegExp(`<code class="schema-property-name">${field}</code>`));
    assert.match(html, /Street\./);
  });

  it('folds the fields of a response body itself when asked', () => {
    const html = renderToStaticMarkup(createElement(SchemaTree, { node: order, folded: true }));
    assert.match(
      html,
      /^<div class="schema-tree"><div class="schema-head"><span class="schema-type">object<\/span><span class="schema-name">Order<\/span><\/div><details class="schema-children"><summary>.*?3 child fields<\/summary>/,
    );
    assert.equal(html.match(/<details/g)?.length, 3);
  });
});

describe('responses of one body schema', () => {
  const error = { type: 'object' };
  const shift = { type: 'object' };
  const view = (status: string, kind: string): ResponseView => ({
    status,
    title: `${status} T`,
    id: `response-${status}`,
    kind,
    descriptionHtml: '',
    headers: [],
    contents: [],
  });
  const json = (schema: object) => ({ content: { 'application/json': { schema } } });

  it('go together at the place of the first, statuses listed; responses with headers or no body stay alone', () => {
    const groups = groupResponses([
      { view: view('200', 'success'), response: json(shift) },
      { view: view('204', 'success'), response: {} },
      { view: view('400', 'client-error'), response: json(error) },
      { view: view('404', 'client-error'), response: { description: 'Other words, same body.', ...json(error) } },
      { view: view('429', 'client-error'), response: { headers: { 'Retry-After': {} }, ...json(error) } },
      { view: view('500', 'server-error'), response: json(error) },
    ]);
    assert.deepEqual(
      groups.map((g) => [g.id, g.title, g.kind, g.responses.map((r) => r.status)]),
      [
        ['response-200', '200 T', 'success', ['200']],
        ['response-204', '204 T', 'success', ['204']],
        ['response-400', '400, 404, 500', 'other', ['400', '404', '500']],
        ['response-429', '429 T', 'client-error', ['429']],
      ],
    );
  });
});

describe('wrappable lines of a request sample', () => {
  const code =
    'curl --request POST \\\n  --url \'https://api.example.com/v2/shifts/abc/set-refund-address\' \\\n  --data \'{\n  "note": "a-b c/d"\n}\'';
  const html = `<pre class="code language-bash"><code>${code
    .split('\n')
    .map((line) => `<span class="line"><span class="token">${line.replace(/'/g, '&#x27;')}</span></span>`)
    .join('\n')}</code></pre>`;
  const marked = markWrappableLines(html, code, 'bash');

  it('lets the command and URL lines wrap, after a slash or at a space, never inside a hyphenated word; JSON keeps its layout', () => {
    const lines = marked.split('\n');
    assert.deepEqual(
      lines.map((line) => line.includes('line-wrap')),
      [true, true, true, false, false],
    );
    assert.match(
      lines[1]!,
      /https:\/\/<wbr>api\.example\.com\/<wbr>v2\/<wbr>shifts\/<wbr>abc\/<wbr><span class="nobr">set-refund-address&#x27;<\/span>/,
    );
    assert.match(lines[1]!, /<span class="nobr">--url<\/span>/);
    assert.equal(lines[3], html.split('\n')[3], 'a JSON line is left as it was');
  });

  it('adds no text: the code reads and copies the same', () => {
    const text = (h: string) => h.replace(/<[^>]+>/g, '');
    assert.equal(text(marked), text(html));
  });
});
