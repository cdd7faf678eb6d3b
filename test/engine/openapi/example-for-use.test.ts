import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exampleForUse } from '../../../src/openapi/example-for-use.js';
import type { SchemaObject } from '../../../src/openapi/spec-model.js';

const id: SchemaObject = { type: 'string', readOnly: true };
const secret: SchemaObject = { type: 'string', writeOnly: true };
const card: SchemaObject = {
  type: 'object',
  properties: { kind: { type: 'string' }, id, pin: secret, last4: { type: 'string' } },
};
const bank: SchemaObject = { type: 'object', properties: { kind: { type: 'string' }, id, iban: { type: 'string' } } };
const payment: SchemaObject = {
  oneOf: [card, bank],
  discriminator: {
    propertyName: 'kind',
    mapping: { card: '#/components/schemas/Card', bank: '#/components/schemas/Bank' },
  },
};
const names = new Map<object, string>([
  [card, 'Card'],
  [bank, 'Bank'],
]);

describe('exampleForUse: examples the spec writes, following readOnly/writeOnly', () => {
  it('follows the oneOf option the discriminator names, allOf parts and additionalProperties', () => {
    const schema: SchemaObject = {
      allOf: [
        { type: 'object', properties: { id } },
        {
          type: 'object',
          properties: { payments: { type: 'array', items: payment } },
          additionalProperties: { type: 'object', properties: { id } },
        },
      ],
    };
    const value = {
      id: 'o-1',
      payments: [
        { kind: 'card', id: 'p-1', pin: '1234', last4: '4242' },
        { kind: 'bank', id: 'p-2', iban: 'DE00' },
      ],
      extra: { id: 'x', note: 'kept' },
    };
    const copy = structuredClone(value);
    assert.deepEqual(exampleForUse(value, schema, { use: 'request', schemaNames: names }), {
      payments: [
        { kind: 'card', pin: '1234', last4: '4242' },
        { kind: 'bank', iban: 'DE00' },
      ],
      extra: { note: 'kept' },
    });
    assert.deepEqual(exampleForUse(value, schema, { use: 'response', schemaNames: names }), {
      id: 'o-1',
      payments: [
        { kind: 'card', id: 'p-1', last4: '4242' },
        { kind: 'bank', id: 'p-2', iban: 'DE00' },
      ],
      extra: { id: 'x', note: 'kept' },
    });
    assert.deepEqual(value, copy, 'the spec is not changed');
  });

  it('without a discriminator, takes the first option that declares every field of the value', () => {
    const plain: SchemaObject = { oneOf: [card, bank] };
    assert.deepEqual(exampleForUse({ id: 'p', iban: 'DE00' }, plain, { use: 'request' }), { iban: 'DE00' });
  });

  it('keeps what the schema does not describe, and returns a value with nothing to leave out as it is', () => {
    const value = { last4: '4242', other: 1 };
    assert.equal(exampleForUse(value, card, { use: 'response' }), value);
    assert.equal(exampleForUse('text', card, { use: 'request' }), 'text');
    assert.deepEqual(exampleForUse([{ id: 'a' }], { type: 'array', items: card }, { use: 'request' }), [{}]);
  });
});
