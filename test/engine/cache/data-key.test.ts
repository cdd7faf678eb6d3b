import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { cacheKey } from '../../../src/cache/build-cache.js';
import { dataKey } from '../../../src/cache/data-key.js';

describe('dataKey', () => {
  it('gives equal data equal keys, and skips what JSON skips', () => {
    const html = `<p class="a">${'x'.repeat(5000)}</p>`;
    assert.equal(
      dataKey({ a: 1, b: [html, null], c: new Map([['k', new Set([1])]]) }),
      dataKey({ a: 1, b: [html, null], c: new Map([['k', new Set([1])]]) }),
    );
    assert.equal(dataKey({ a: 1, gone: undefined, run: () => 1 }), dataKey({ a: 1 }));
    assert.equal(dataKey({ when: new Date('2024-03-05T00:00:00Z') }), dataKey({ when: '2024-03-05T00:00:00.000Z' }));
  });

  it('tells apart data that differs anywhere, however the parts are cut', () => {
    const keys = [
      { a: 'b' },
      { ab: '' },
      { a: 'b', c: undefined, d: null },
      ['ab'],
      ['a', 'b'],
      [1, '1'],
      ['1', 1],
      [true],
      ['t'],
      [[]],
      [[], []],
      [{}],
      new Map([['a', 'b']]),
      [['a', 'b']],
      { big: 'y'.repeat(2000) },
      { big: `${'y'.repeat(1999)}z` },
      { big: 'y'.repeat(2001) },
      { nested: { deeper: ['x'] } },
      { nested: { deeper: ['y'] } },
    ].map((value) => dataKey(value));
    assert.equal(new Set(keys).size, keys.length);
  });

  it('hashes a known key in place of the object it is known for, as a key of that same data', () => {
    const content = { html: '<p>long</p>'.repeat(500), title: 'T' };
    const known = new WeakMap([[content, dataKey(content)]]);
    const page = { route: '/a', content };
    assert.equal(dataKey(page, known), dataKey(page, known));
    assert.notEqual(dataKey(page, known), dataKey({ route: '/b', content }, known));
    const other = { html: '<p>other</p>', title: 'T' };
    known.set(other, dataKey(other));
    assert.notEqual(dataKey(page, known), dataKey({ route: '/a', content: other }, known));
  });
});

describe('cacheKey', () => {
  it('is the SHA-256 of the parts, each after its length, so keys stay those earlier builds stored', () => {
    const parts = ['config', '', 'content/docs/a.md', 'é'.repeat(3000)];
    const streamed = createHash('sha256');
    for (const part of parts) streamed.update(`${part.length}:${part}`);
    assert.equal(cacheKey(...parts), streamed.digest('hex').slice(0, 40));
    assert.notEqual(cacheKey('ab', 'c'), cacheKey('a', 'bc'));
  });
});
