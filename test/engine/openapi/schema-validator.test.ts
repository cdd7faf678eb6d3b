import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { readSpecSource, type SpecSource } from '../../../src/openapi/spec-source.js';
import { parserErrorDiagnostics, validateSpec } from '../../../src/openapi/validate-spec.js';

const packageRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SPECS = [
  'openapi/v1.yaml',
  'openapi/v2.yaml',
  'test/fixtures/openapi/small.yaml',
  'test/fixtures/openapi/invalid-spec.yaml',
  'test/fixtures/openapi/unresolved-ref.yaml',
  'test/fixtures/openapi/missing-tag.yaml',
  'test/fixtures/openapi/duplicate-slug.yaml',
];

function sourceOf(file: string): SpecSource {
  const read = readSpecSource({ root: packageRoot } as never, file);
  assert.ok(read.source, `${file} should parse`);
  return read.source;
}

/** What the stage reported before the precompiled validator: swagger-parser's validate() itself. */
async function withSwaggerParser(source: SpecSource): Promise<{ api?: unknown; diagnostics: Diagnostic[] }> {
  try {
    return {
      api: await SwaggerParser.validate(source.absPath, structuredClone(source.data) as never, {
        continueOnError: true,
      }),
      diagnostics: [],
    };
  } catch (error) {
    return { diagnostics: parserErrorDiagnostics(source, error) };
  }
}

/** The document as text, with every object shared by two places written once (`@n` refers back). */
function shape(value: unknown): string {
  const ids = new Map<object, number>();
  const walk = (x: unknown): string => {
    if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'undefined';
    const id = ids.get(x);
    if (id !== undefined) return `@${id}`;
    ids.set(x, ids.size);
    if (Array.isArray(x)) return `[${x.map(walk).join(',')}]`;
    return `{${Object.entries(x)
      .map(([k, v]) => `${JSON.stringify(k)}:${walk(v)}`)
      .join(',')}}`;
  };
  return walk(value);
}

async function assertSameAsSwaggerParser(source: SpecSource, label: string): Promise<Diagnostic[]> {
  const expected = await withSwaggerParser(source);
  const actual = await validateSpec(source);
  assert.deepEqual(actual.diagnostics, expected.diagnostics, label);
  assert.equal(actual.api === undefined, expected.api === undefined, label);
  if (expected.api) assert.equal(shape(actual.api), shape(expected.api), label);
  return actual.diagnostics;
}

type Mutation = [string, (data: Record<string, any>) => void];

const first = (o: Record<string, any>) => Object.values(o)[0] as Record<string, any>;
const MUTATIONS: Mutation[] = [
  [
    'OpenAPI 3.1 schema for a 3.0 document',
    (d) => {
      d.openapi = '3.1.0';
    },
  ],
  [
    'unsupported version',
    (d) => {
      d.openapi = '4.0.0';
    },
  ],
  [
    'numeric version',
    (d) => {
      d.openapi = 3;
    },
  ],
  [
    'numeric info.version',
    (d) => {
      d.info.version = 2;
    },
  ],
  [
    'no paths',
    (d) => {
      delete d.paths;
    },
  ],
  [
    'unknown top-level key',
    (d) => {
      d.bogus = true;
    },
  ],
  [
    'bad parameter location',
    (d) => {
      first(first(d.paths)).parameters = [{ name: 'x', in: 'body' }];
    },
  ],
  [
    'wrong type in a component schema',
    (d) => {
      first(d.components.schemas).type = 'wat';
    },
  ],
  [
    'response that is not an object',
    (d) => {
      first(first(d.paths)).responses = { '200': 'ok' };
    },
  ],
  [
    '$ref to a missing component',
    (d) => {
      first(d.components.schemas).items = { $ref: '#/components/schemas/Missing' };
    },
  ],
  [
    'duplicate required names',
    (d) => {
      first(d.components.schemas).required = ['a', 'a'];
    },
  ],
  [
    'no info',
    (d) => {
      delete d.info;
    },
  ],
  [
    'server without a url',
    (d) => {
      d.servers = [{ description: 'x' }];
    },
  ],
  [
    'tags that are not a list',
    (d) => {
      d.tags = 'x';
    },
  ],
];

describe('openapi stage: the precompiled OpenAPI schema validator', () => {
  it('is what scripts/compile-openapi-validators.js generates from the installed Ajv and schemas', async () => {
    const script = pathToFileURL(path.join(packageRoot, 'scripts/compile-openapi-validators.js')).href;
    const { generateOpenApiValidators } = (await import(script)) as {
      generateOpenApiValidators(): Map<string, string>;
    };
    for (const [name, text] of generateOpenApiValidators()) {
      const committed = fs.readFileSync(path.join(packageRoot, 'src/openapi/generated', name), 'utf8');
      assert.ok(
        committed === text,
        `src/openapi/generated/${name} is out of date: run node scripts/compile-openapi-validators.js`,
      );
    }
  });

  it('reports what swagger-parser reports, and dereferences alike, on every spec and fixture', async () => {
    for (const file of SPECS) await assertSameAsSwaggerParser(sourceOf(file), file);
  });

  it('reports what swagger-parser reports on broken variants of the specs (3.0 and 3.1)', async () => {
    let invalid = 0;
    for (const file of ['openapi/v2.yaml', 'test/fixtures/openapi/small.yaml']) {
      const base = sourceOf(file);
      for (const [label, mutate] of MUTATIONS) {
        const data = structuredClone(base.data) as Record<string, any>;
        mutate(data);
        const diagnostics = await assertSameAsSwaggerParser({ ...base, data }, `${file}: ${label}`);
        if (diagnostics.length > 0) invalid++;
      }
    }
    // The 3.1 schema leaves Schema Objects and some others to JSON Schema: not every variant breaks it.
    assert.ok(invalid >= 20, `most variants are invalid (${invalid})`);
  });
});
