import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { loadSpecPages } from '../../helpers/load-spec-pages.js';

describe('endpoint pages: the servers an operation can be called on, and their variables', () => {
  let pages: Map<string, EndpointPage>;
  before(async () => {
    const loaded = await loadSpecPages(path.join(fixturesDir, 'openapi-features-site'), 'openapi/pets.yaml');
    pages = new Map(loaded.pages.map((page) => [page.route, page]));
  });

  it('lists every server with its description and its variables (values, default, description)', () => {
    const { html, markdown = '', toc, plainText } = pages.get('/api/createpet')!.content;
    assert.match(html, /<h2[^>]*id="servers"/);
    assert.deepEqual(
      toc.slice(0, 2).map((t) => t.text),
      ['Servers', 'Authentication'],
    );
    assert.ok(
      markdown.includes(
        [
          '## Servers',
          '',
          "- `https://{region}.pets.example.com/{version}` (used by the samples): Production, in your account's region.",
          '  - `{region}` (default "eu"): Where your account lives. One of: "eu", "us".',
          '  - `{version}` (default "v1")',
          '- `https://sandbox.pets.example.com/v1`: Sandbox, for tests.',
        ].join('\n'),
      ),
      markdown,
    );
    assert.match(plainText, /Servers:\n- https:\/\/\{region\}\.pets\.example\.com\/\{version\}: Production/);
    const servers = html.slice(html.indexOf('id="servers"'), html.indexOf('id="authentication"'));
    assert.match(servers, /<code class="schema-property-name">\{region\}<\/code>/);
    assert.match(servers, /<dt>Enum<\/dt><dd><span class="schema-enum"><span><code>&quot;eu&quot;<\/code>/);
    assert.match(servers, /<dt>Default<\/dt><dd><code>&quot;eu&quot;<\/code>/);
  });

  it("uses an operation's own single server without a section, and drops its trailing slash", () => {
    const { html, markdown = '' } = pages.get('/api/listtags')!.content;
    assert.doesNotMatch(html, /id="servers"/);
    assert.match(markdown, /^`GET https:\/\/tags\.pets\.example\.com\/tags`/);
  });
});
