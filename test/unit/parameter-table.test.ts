import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ParameterTable } from '../../templates/endpoint/parameter-table.js';

describe('the parameter table of an endpoint page', () => {
  const html = renderToStaticMarkup(
    createElement(ParameterTable, {
      parameters: [
        { name: 'status', type: 'string', required: true, deprecated: false, descriptionHtml: '<p>Which shifts.</p>', enumValues: ['"waiting"', '"settled"'], defaultValue: '"waiting"' },
        { name: 'limit', type: 'integer', required: false, deprecated: true, descriptionHtml: '', constraints: ['≥ 1', '≤ 100'], example: '10' },
      ],
    }),
  );
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replaceAll('&quot;', '"').trim());

  it('has three columns, narrow enough to sit beside the samples', () => {
    assert.equal(rows[0], 'Name Type Description');
  });

  it('marks each name required or optional, and puts constraints, example, default and allowed values under the description', () => {
    assert.equal(rows[1], 'status required string Which shifts. Default: "waiting" Allowed values: "waiting" , "settled"');
    assert.equal(rows[2], 'limit optional deprecated integer Constraints: ≥ 1, ≤ 100 Example: 10');
  });
});
