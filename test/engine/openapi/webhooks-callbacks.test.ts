import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildFixtureOnce, type FixtureBuild } from '../../helpers/build-fixture.js';

/** Webhooks (OpenAPI 3.1 `webhooks`) and callbacks (an operation's `callbacks`) in test/fixtures/openapi-features-site. */
describe('webhook and callback pages', () => {
  let build: FixtureBuild;
  before(async () => {
    build = await buildFixtureOnce('openapi-features-site');
    assert.deepEqual(build.errors, []);
  });

  it('gives each webhook and callback a page, grouped in the sidebar like operations', () => {
    const html = build.html('/api/webhook-newpet')!;
    const links = [
      ...html.matchAll(/<a class="sidebar-link" href="(\/api\/[^"]+)"[^>]*data-method="([A-Z]+)">([^<]+)</g),
    ].map((m) => `${m[2]} ${m[3]} ${m[1]}`);
    assert.deepEqual(links, [
      'POST Create a pet /api/createpet',
      'POST Pet adopted /api/createpet-petadopted',
      'POST Register a dog /api/createdog',
      'GET Get an animal /api/getanimal',
      'GET List tags /api/listtags',
      'POST New pet /api/webhook-newpet',
    ]);
    assert.match(html, /<span>Webhooks<\/span>.*href="\/api\/webhook-newpet"/s);
  });

  it("shows a webhook's payload fields and example, as the API sends it: read-only fields in, write-only out", () => {
    const markdown = build.text('api/webhook-newpet.md')!;
    assert.match(markdown, /`POST newPet`\n\nA webhook: the API sends this `POST` request to a URL you register/);
    const payload = markdown.slice(markdown.indexOf('## Payload'), markdown.indexOf('## Responses'));
    assert.match(payload, /- `id` \(`string`, required, read-only\): Given by the server\./);
    assert.doesNotMatch(payload, /password/);
    assert.match(
      payload,
      /\*\*Example \(from the schema\)\*\*\n\n```json\n\{\n {2}"id": "p-100",\n {2}"name": "Rex"\n\}/,
    );
    assert.match(markdown, /No request sample: the API sends this request/);
    const html = build.html('/api/webhook-newpet')!;
    assert.match(html, /<h2[^>]*id="payload"/);
    assert.doesNotMatch(html, /data-try-it|Try it/);
  });

  it('links a callback to the operation it answers and names the URL expression it is sent to', () => {
    const html = build.html('/api/createpet-petadopted')!;
    assert.match(html, /A callback \(<code>petAdopted<\/code>\) of <a href="\/api\/createpet">POST \/pets<\/a>/);
    assert.match(html, /\{\$request\.body#\/callbackUrl\}/);
    const markdown = build.text('api/createpet-petadopted.md')!;
    assert.match(markdown, /"petId": "p-100",\n {2}"adoptedAt": "2025-07-14T09:21:37\.512Z"/);
  });

  it('puts webhooks in search, all-docs.txt and llms.txt', () => {
    const index = [...build.result!.files.keys()].find((file) => /^assets\/search-index-.*\.json$/.test(file))!;
    const records = build.text(index)!;
    assert.ok(records.includes('/api/webhook-newpet'), 'the search index has the webhook page');
    assert.ok(records.includes('/api/createpet-petadopted'), 'and the callback page');
    assert.match(build.text('all-docs.txt')!, /A webhook: the API sends this `POST` request/);
    assert.match(build.text('llms.txt')!, /\[New pet\]\([^)]*\/api\/webhook-newpet\.md\)/);
  });
});
