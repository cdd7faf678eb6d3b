import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { TryItData } from '../../../client/try-it/try-it-data.js';
import { compileResponseValidators } from '../../../src/openapi/response-validators.js';
import { buildFixture } from '../../helpers/build-fixture.js';

type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };

async function importModule(contents: string): Promise<Record<string, Validate>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(contents).toString('base64')}`)) as Record<
    string,
    Validate
  >;
}

describe('response validators of the "Try it" console, compiled at build time', () => {
  it('are standalone code, without Ajv, that checks each status and lists mismatches by JSON pointer', async () => {
    const [compiled] = await compileResponseValidators([
      [
        {
          status: '200',
          schema: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', minLength: 2 }, tags: { type: 'array', uniqueItems: true } },
          },
        },
        {
          status: '4XX',
          schema: {
            type: 'object',
            properties: { error: { type: 'object', properties: { message: { type: 'string' } } } },
          },
        },
      ],
    ]);
    assert.ok(compiled?.module);
    assert.match(compiled.module.file, /^try-it-checks-[0-9A-F]{10}\.js$/);
    assert.deepEqual(compiled.checks, [
      { status: '200', validator: 'v0' },
      { status: '4XX', validator: 'v1' },
    ]);
    // No require() call left for a browser (Ajv's helpers keep their source as a string), and not Ajv's compiler.
    assert.doesNotMatch(compiled.module.contents, /[^'"\w]require\(|CodeGen|compileSchema/);
    assert.ok(compiled.module.contents.length < 6000, `${compiled.module.contents.length} bytes`);
    const validators = await importModule(compiled.module.contents);
    assert.equal(validators.v0!({ id: 'ab', tags: [1, 2] }), true);
    assert.equal(validators.v0!({ id: 'a', tags: [{ a: 1 }, { a: 1 }] }), false);
    assert.deepEqual(
      validators.v0!.errors!.map((e) => [e.instancePath, e.keyword]),
      [
        ['/id', 'minLength'],
        ['/tags', 'uniqueItems'],
      ],
    );
    assert.equal(validators.v1!({ error: { message: 5 } }), false);
    assert.deepEqual(
      validators.v1!.errors!.map((e) => e.instancePath),
      ['/error/message'],
    );
  });

  it('say why a schema could not be compiled, and still compile the others', async () => {
    const [compiled] = await compileResponseValidators([
      [
        { status: '200', schema: { type: 'string', pattern: '((' } },
        { status: 'default', schema: { type: 'object' } },
      ],
    ]);
    assert.equal(compiled?.checks[0]?.status, '200');
    assert.match(compiled?.checks[0]?.error ?? '', /Invalid regular expression/);
    assert.deepEqual(compiled?.checks[1], { status: 'default', validator: 'v1' });
    assert.ok(compiled?.module);
  });

  it("say why a schema breaks JSON Schema's rules in Ajv's own words, and compile the valid ones", async () => {
    // Checked by draft-07's precompiled validator, as Ajv checks a schema it is given (validateSchema).
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const invalid = [
      { type: 'object', required: 'id' },
      { type: 'thing' },
      { properties: { n: { type: 'integer', minimum: 'low', maxLength: -1 } } },
      { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 12 }] },
    ];
    const ajvSays = invalid.map((schema, index) => {
      try {
        ajv.addSchema(schema, `s${index}`);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
    assert.ok(
      ajvSays.every((message) => message.startsWith('schema is invalid: ')),
      ajvSays.join('\n'),
    );
    const [compiled] = await compileResponseValidators([
      [
        ...invalid.map((schema, index) => ({ status: String(400 + index), schema })),
        { status: '200', schema: { type: 'object' } },
      ],
    ]);
    assert.deepEqual(
      compiled?.checks.map((check) => check.error),
      [...ajvSays, undefined],
    );
    assert.equal(compiled?.checks.at(-1)?.validator, 'v4');
  });

  it("compile a schema that several operations share once, into each operation's own module", async () => {
    const error = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
    const [first, none, second] = await compileResponseValidators([
      [
        { status: '200', schema: { type: 'integer' } },
        { status: '400', schema: error },
        { status: '500', schema: structuredClone(error) },
      ],
      [],
      [{ status: '404', schema: structuredClone(error) }],
    ]);
    assert.equal(none, undefined);
    assert.deepEqual(first?.checks, [
      { status: '200', validator: 'v0' },
      { status: '400', validator: 'v1' },
      { status: '500', validator: 'v1' },
    ]);
    assert.deepEqual(second?.checks, [{ status: '404', validator: 'v0' }]);
    assert.notEqual(first?.module?.file, second?.module?.file);
    const firstChecks = await importModule(first!.module!.contents);
    const secondChecks = await importModule(second!.module!.contents);
    assert.equal(firstChecks.v0!(3), true);
    assert.equal(firstChecks.v0!('3'), false);
    assert.equal(firstChecks.v1!({ message: 'no' }), true);
    assert.equal(secondChecks.v0!({ message: 'no' }), true);
    assert.deepEqual(secondChecks.v0!({}) ? [] : secondChecks.v0!.errors!.map((e) => e.keyword), ['required']);
    assert.equal(secondChecks.v1, undefined, "a module exports only its own operation's checks");
  });

  it('are written beside the console chunk, and the page names their module instead of carrying the schemas', async () => {
    const build = await buildFixture('try-it-site');
    assert.deepEqual(build.errors, []);
    const html = build.html('/endpoints/getorder')!;
    const data = JSON.parse(
      /<script type="application\/json" id="try-it-data">(.*?)<\/script>/s.exec(html)![1]!,
    ) as TryItData;
    assert.deepEqual(data.responseChecks, [
      { status: '200', validator: 'v0' },
      { status: '404', validator: 'v1' },
    ]);
    assert.ok(
      data.responseValidators && build.text(`assets/${data.responseValidators}`),
      'the module is an output file',
    );
    assert.doesNotMatch(html, /"schema":/);
    const validators = await importModule(build.text(`assets/${data.responseValidators}`)!);
    assert.equal(validators.v0!({ id: 'ord_1', status: 'open' }), true);
    assert.equal(validators.v0!({ id: 'ord_1', status: 'lost' }), false);
  });
});
