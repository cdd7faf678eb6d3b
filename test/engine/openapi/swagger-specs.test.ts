import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { buildFixture, fixturesDir, writeSite } from '../../helpers/build-fixture.js';
import { loadSpecPages } from '../../helpers/load-spec-pages.js';

const load = loadSpecPages;

/** What the test reads of a published spec. */
interface PublishedSpec {
  swagger?: string;
  openapi?: string;
  servers?: unknown;
  paths: Record<
    string,
    Record<string, { requestBody: { content: Record<string, { schema?: unknown }> }; parameters?: { in: string }[] }>
  >;
  components: { schemas: Record<string, unknown> };
}

describe('openapi stage: Swagger 2.0 specs are converted to OpenAPI 3, never read as if they were', () => {
  it('converts a Swagger 2.0 spec with swagger2openapi and warns at its swagger: line', async () => {
    const { pages, warnings, errors } = await load(fixturesDir, 'openapi/swagger2.yaml');
    assert.deepEqual(errors, []);
    assert.deepEqual(
      warnings.map((w) => [w.code, w.severity, w.location?.file, w.location?.line]),
      [['OPENAPI_SWAGGER_CONVERTED', 'warning', 'openapi/swagger2.yaml', 1]],
    );
    assert.match(warnings[0]!.message, /is Swagger 2\.0: its pages are built from it converted to OpenAPI 3\.0/);
    assert.deepEqual(
      pages.map((p) => [p.route, p.method, p.path]),
      [
        ['/api/placeorder', 'POST', '/orders'],
        ['/api/getorder', 'GET', '/orders/{orderId}'],
      ],
    );
    const place = pages[0]!.content.markdown ?? '';
    // host, basePath and schemes became the server; the body parameter a request body (no "body" parameter).
    assert.match(place, /^`POST https:\/\/legacy\.example\.com\/v1\/orders`/);
    assert.match(place, /## Request body\n\nRequired\.\n\nContent type `application\/json`, `object` Order:/);
    assert.doesNotMatch(place, /`body`/);
    assert.match(place, /"item": "teapot",\n\s*"quantity": 1/);
    assert.match(pages[1]!.content.markdown ?? '', /### 200 OK\n\nThe order\.\n\nContent type `application\/json`/);
  });

  it('refuses a Swagger document of another version at its swagger: line', async () => {
    const root = writeSite({
      'openapi/old.yaml': "info:\n  title: Old\n  version: '1'\nswagger: '1.2'\npaths: {}\n",
    });
    const { errors } = await load(root, 'openapi/old.yaml');
    assert.deepEqual(
      errors.map((e) => [e.code, e.location?.file, e.location?.line]),
      [['OPENAPI_SWAGGER', 'openapi/old.yaml', 4]],
    );
    assert.match(errors[0]!.message, /Swagger 1\.2 document, which docs-build does not read/);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports an invalid Swagger 2.0 spec as invalid, not converted', async () => {
    const source = fs.readFileSync(path.join(fixturesDir, 'openapi/swagger2.yaml'), 'utf8');
    const root = writeSite({
      'openapi/bad.yaml': source.replace('      summary: Get an order\n', '      summary: 42\n      bogus: true\n'),
    });
    const { errors, warnings } = await load(root, 'openapi/bad.yaml');
    assert.ok(errors.length > 0, 'the build fails');
    assert.ok(
      errors.every((e) => e.code === 'OPENAPI_INVALID'),
      JSON.stringify(errors),
    );
    assert.deepEqual(warnings, []);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('publishes the converted OpenAPI 3 document at openapi/{id}.yaml, so the download matches the pages', async () => {
    const build = await buildFixture({
      'site.config.ts':
        "export default { title: 'Legacy', openapi: [{ id: 'legacy', file: 'openapi/legacy.yaml', routeBase: '/api' }] };",
      'content/docs/index.md': '# Home\n',
      'openapi/legacy.yaml': fs.readFileSync(path.join(fixturesDir, 'openapi/swagger2.yaml'), 'utf8'),
    });
    assert.deepEqual(build.errors, []);
    const published = parseYaml(build.text('openapi/legacy.yaml')!) as PublishedSpec;
    assert.equal(published.swagger, undefined, 'not the Swagger file');
    assert.match(String(published.openapi), /^3\.0\./);
    assert.deepEqual(published.servers, [{ url: 'https://legacy.example.com/v1' }]);
    // The body parameter is a request body there too, as on the page; the definitions are components.
    const place = published.paths['/orders'].post;
    assert.ok(place.requestBody.content['application/json'].schema, 'a request body');
    assert.ok(!(place.parameters ?? []).some((p: { in: string }) => p.in === 'body'), 'no body parameter');
    assert.ok(published.components.schemas.Order, 'definitions became components');
    fs.rmSync(build.root, { recursive: true, force: true });
  });
});
