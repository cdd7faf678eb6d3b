import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { parseConfig } from '../../../src/config/load-config.js';
import { createCodeHighlighter } from '../../../src/content/code-blocks/code-highlighter.js';
import { createBuildContext } from '../../../src/context/build-context.js';
import type { BuildContext } from '../../../src/context/build-context.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { loadOpenApiPages } from '../../../src/openapi/load-openapi-pages.js';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/openapi/', import.meta.url));

function contextFor(file: string): BuildContext {
  const config = parseConfig(
    { title: 'Fixture', openapi: [{ id: 'fixture', file, routeBase: '/endpoints/fixture' }] },
    undefined,
  );
  return createBuildContext({
    root: fixtures,
    outDir: '/nonexistent-output',
    config,
    logger: createMemoryLogger(),
    createHighlighter: createCodeHighlighter,
  });
}

async function diagnosticsOf(file: string): Promise<Diagnostic[]> {
  try {
    await loadOpenApiPages(contextFor(file));
  } catch (error) {
    assert.ok(error instanceof BuildError, `expected a BuildError, got ${String(error)}`);
    return error.diagnostics;
  }
  assert.fail(`${file} should fail the build`);
}

describe('openapi stage: bad specs fail the build with the file and the JSON pointer', () => {
  it('reports an invalid spec at the object that breaks the OpenAPI schema', async () => {
    const [d, ...rest] = await diagnosticsOf('invalid-spec.yaml');
    assert.equal(rest.length, 0);
    assert.equal(d!.code, 'OPENAPI_INVALID');
    assert.deepEqual(d!.location, { file: 'invalid-spec.yaml', line: 12, column: 8 });
    assert.match(d!.message, /#\/paths\/~1things\/get\/responses\/200\b/);
    assert.match(d!.message, /description/);
  });

  it('reports a $ref that does not resolve where the $ref is written', async () => {
    const [d, ...rest] = await diagnosticsOf('unresolved-ref.yaml');
    assert.equal(rest.length, 0);
    assert.equal(d!.code, 'OPENAPI_UNRESOLVED_REF');
    assert.equal(d!.location?.file, 'unresolved-ref.yaml');
    assert.equal(d!.location?.line, 17);
    assert.ok(
      d!.message.includes('#/paths/~1things/get/responses/200/content/application~1json/schema/$ref'),
      d!.message,
    );
    assert.ok(d!.message.includes('#/components/schemas/Thing'), d!.message);
  });

  it('reports two operations whose slugs collide, naming both', async () => {
    const [d, ...rest] = await diagnosticsOf('duplicate-slug.yaml');
    assert.equal(rest.length, 0);
    assert.equal(d!.code, 'OPENAPI_DUPLICATE_SLUG');
    assert.deepEqual(d!.location, { file: 'duplicate-slug.yaml', line: 15, column: 4 });
    assert.ok(d!.message.includes('#/paths/~1things~1all/get'), d!.message);
    assert.ok(d!.message.includes('#/paths/~1things/get'), d!.message);
    assert.ok(d!.message.includes('"listthings"'), d!.message);
  });

  it('reports an operation without a tag', async () => {
    const [d, ...rest] = await diagnosticsOf('missing-tag.yaml');
    assert.equal(rest.length, 0);
    assert.equal(d!.code, 'OPENAPI_MISSING_TAG');
    assert.deepEqual(d!.location, { file: 'missing-tag.yaml', line: 14, column: 4 });
    assert.ok(d!.message.includes('#/paths/~1things/post'), d!.message);
  });

  it('reports an x-try-it value the console does not know, at its line, for the root and for an operation', async () => {
    const diagnostics = await diagnosticsOf('unknown-try-it.yaml');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.location]),
      [
        ['OPENAPI_TRY_IT_VALUE', { file: 'unknown-try-it.yaml', line: 5, column: 0 }],
        ['OPENAPI_TRY_IT_VALUE', { file: 'unknown-try-it.yaml', line: 20, column: 6 }],
      ],
    );
    const [root, operation] = diagnostics as [Diagnostic, Diagnostic];
    assert.match(root.message, /^#\/x-try-it: the spec has x-try-it: "off"/);
    assert.match(root.hint ?? '', /`x-try-it: false` to hide the "Try it" console on every page of this spec/);
    assert.match(operation.message, /^#\/paths\/~1things\/delete\/x-try-it: DELETE \/things has x-try-it: "safely"/);
    assert.match(operation.hint ?? '', /`x-try-it: safe` to send it without asking first/);
  });

  it('reports a spec file that does not exist', async () => {
    const [d] = await diagnosticsOf('no-such-spec.yaml');
    assert.equal(d!.code, 'OPENAPI_NOT_FOUND');
    assert.equal(d!.location?.file, 'no-such-spec.yaml');
  });

  it('collects the problems of every spec before failing', async () => {
    const config = parseConfig(
      {
        title: 'Fixture',
        openapi: [
          { id: 'a', file: 'missing-tag.yaml', routeBase: '/a' },
          { id: 'b', file: 'duplicate-slug.yaml', routeBase: '/b' },
        ],
      },
      undefined,
    );
    await assert.rejects(
      loadOpenApiPages(
        createBuildContext({
          root: fixtures,
          outDir: '/nonexistent-output',
          config,
          logger: createMemoryLogger(),
          createHighlighter: createCodeHighlighter,
        }),
      ),
      (error: unknown) => {
        assert.ok(error instanceof BuildError);
        assert.deepEqual(error.diagnostics.map((d) => d.location?.file).sort(), [
          'duplicate-slug.yaml',
          'missing-tag.yaml',
        ]);
        return true;
      },
    );
  });
});
