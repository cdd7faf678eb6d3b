import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildFixture, fixturesDir, type FileMap } from '../../helpers/build-fixture.js';

// buildSite runs the openapi stage on a worker thread while the content renders: its pages, its errors
// and the content's errors must come out as they would from one thread.
function siteWithSpec(spec: string, files: FileMap = {}): FileMap {
  return {
    'site.config.ts': `export default { title: 'Fixture', openapi: [{ id: 'api', file: 'openapi/${spec}', routeBase: '/endpoints/api' }] };\n`,
    [`openapi/${spec}`]: fs.readFileSync(path.join(fixturesDir, 'openapi', spec), 'utf8'),
    'content/docs/index.md': '# Home\n\nSee [the endpoints](/endpoints/api/listthings).\n',
    ...files,
  };
}

describe('the openapi stage in a build', () => {
  it('adds endpoint pages that content pages can link to', async () => {
    const build = await buildFixture(siteWithSpec('small.yaml', { 'content/docs/index.md': '# Home\n' }));
    assert.deepEqual(build.errors, []);
    const endpoints = build.result!.pages.filter((page) => page.kind === 'endpoint');
    assert.ok(endpoints.length > 0);
    assert.match(build.html(endpoints[0]!.route)!, /<h1[^>]*>/);
  });

  it('builds a site whose config holds unified plugins and an editUrl function, which a thread cannot receive', async () => {
    const build = await buildFixture(
      siteWithSpec('small.yaml', {
        'content/docs/index.md': '# Home\n',
        'site.config.ts': [
          "const remarkShout = () => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Shouted.' }] }); };",
          'export default {',
          "  title: 'Fixture',",
          "  openapi: [{ id: 'api', file: 'openapi/small.yaml', routeBase: '/endpoints/api' }],",
          '  markdown: { remarkPlugins: [remarkShout] },',
          '  editUrl: ({ docPath }) => `https://example.com/edit/${docPath}`,',
          '};',
          '',
        ].join('\n'),
      }),
    );
    assert.deepEqual(build.errors, []);
    assert.match(build.html('/')!, /Shouted\./, 'the plugin ran on the content');
    assert.ok(build.result!.pages.some((page) => page.kind === 'endpoint'));
  });

  it('fails the build with the spec error, its file and line', async () => {
    const build = await buildFixture(siteWithSpec('invalid-spec.yaml'));
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.location?.file, error.location?.line]),
      [['OPENAPI_INVALID', 'openapi/invalid-spec.yaml', 12]],
    );
  });

  it('reports the content errors first when both stages fail', async () => {
    const build = await buildFixture(
      siteWithSpec('invalid-spec.yaml', { 'content/docs/index.md': '# Home\n\n![gone](/img/missing.png)\n' }),
    );
    assert.deepEqual(
      build.errors.map((error) => error.code),
      ['MISSING_IMAGE'],
    );
  });
});
