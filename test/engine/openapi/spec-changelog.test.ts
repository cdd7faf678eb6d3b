import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { specChanges } from '../../../src/openapi/spec-changelog.js';

const ok = { '200': { description: 'OK' } };
const before = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        parameters: [
          { name: 'q', in: 'query', schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'string' } },
        ],
        responses: ok,
      },
    },
  },
  webhooks: {
    petAdded: {
      post: {
        summary: 'Pet added',
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } },
        },
        responses: ok,
      },
    },
  },
};
const after = {
  ...before,
  info: { title: 'T', version: '2' },
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        deprecated: true,
        parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }],
        responses: { ...ok, '404': { description: 'None' } },
      },
    },
    '/owners': { get: { summary: 'List owners', responses: ok }, post: { summary: 'Add an owner', responses: ok } },
  },
  webhooks: {
    petAdded: {
      post: {
        summary: 'Pet added',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
            },
          },
        },
        responses: ok,
      },
    },
  },
};

describe('specChanges: what changed between two versions of a spec, by operation', () => {
  it('names added operations (each of a new path), and the parameters, responses and payload fields of changed ones', async () => {
    const links = new Map([
      [
        'paths /owners get',
        { method: 'GET', path: '/owners', title: 'Owners', route: '/api/owners', href: '/api/owners' },
      ],
    ]);
    const changes = await specChanges(before, after, (key) => links.get(`${key.root} ${key.path} ${key.method}`));
    assert.deepEqual(changes.added, [
      { method: 'GET', path: '/owners', title: 'Owners', route: '/api/owners', href: '/api/owners' },
      { method: 'POST', path: '/owners', title: 'Add an owner' },
    ]);
    assert.deepEqual(changes.removed, []);
    const byPath = new Map(changes.changed.map((op) => [`${op.method} ${op.path}`, op.groups]));
    const list = byPath.get('GET /pets')!;
    const texts = Object.fromEntries(
      list.map((group) => [group.where, group.changes.map((c) => `${c.text}${c.breaking ? ' !' : ''}`)]),
    );
    assert.deepEqual(
      texts['Query parameters']?.sort(),
      ['`limit` now required !', '`limit`: type `string` → `integer`', '`q` removed !'].sort(),
    );
    assert.deepEqual(texts['Response 404'], ['the response added']);
    assert.deepEqual(texts.Operation, ['deprecated']);
    const payload = byPath.get('POST petAdded')!;
    assert.deepEqual(
      payload.map((group) => group.where),
      ['Payload'],
    );
    assert.equal(payload[0]!.changes[0]!.text, '`name` added');
  });

  it('finds nothing between a spec and itself', async () => {
    assert.deepEqual(await specChanges(before, structuredClone(before), () => undefined), {
      added: [],
      removed: [],
      changed: [],
    });
  });
});
