import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/build-fixture.js';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a `$ref` within the same document points to (`#/components/schemas/Shift`). */
function resolve(spec: Node, node: Node): Node | undefined {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (!ref.startsWith('#/')) return undefined;
  let target: unknown = spec;
  for (const part of ref.slice(2).split('/'))
    target = isNode(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isNode(target) ? target : undefined;
}

/**
 * The JSON pointer of every schema property in a spec that has no description — neither its own nor,
 * for a property that is a `$ref`, that of the schema it points to.
 */
export function undescribedProperties(spec: Node): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${pointer}/${index}`);
      return;
    }
    if (!isNode(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'properties' && isNode(child)) {
        for (const [name, property] of Object.entries(child)) {
          const propertyPointer = `${childPointer}/${name}`;
          const own = isNode(property) ? property.description : undefined;
          const target = isNode(property) ? resolve(spec, property) : undefined;
          const described = [own, target?.description].some((d) => typeof d === 'string' && d.trim() !== '');
          if (!described) missing.push(propertyPointer);
        }
      }
      walk(child, childPointer);
    }
  };
  walk(spec, '#');
  return missing;
}

describe('the SideShift specs describe every schema property', () => {
  for (const file of ['openapi/v2.yaml', 'openapi/v1.yaml']) {
    it(`${file}: every property has a description ("not documented" where the facts do not know)`, () => {
      const spec = parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Node;
      assert.deepEqual(undescribedProperties(spec), []);
    });
  }

  it('finds a property without a description, and accepts one described by the schema it refers to', () => {
    const spec = {
      components: {
        schemas: {
          Described: { type: 'object', description: 'A thing.' },
          Bare: { type: 'object' },
          Holder: {
            properties: {
              fine: { type: 'string', description: 'Fine.' },
              blank: { type: 'string', description: '  ' },
              missing: { type: 'string' },
              viaRef: { $ref: '#/components/schemas/Described' },
              viaBareRef: { $ref: '#/components/schemas/Bare' },
              nested: { type: 'object', description: 'Nested.', properties: { inner: { type: 'integer' } } },
            },
          },
        },
      },
    };
    assert.deepEqual(undescribedProperties(spec), [
      '#/components/schemas/Holder/properties/blank',
      '#/components/schemas/Holder/properties/missing',
      '#/components/schemas/Holder/properties/viaBareRef',
      '#/components/schemas/Holder/properties/nested/properties/inner',
    ]);
  });
});
