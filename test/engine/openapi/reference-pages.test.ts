import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import {
  buildFixture,
  buildFixtureOnce,
  type FixtureBuild,
  fixtureFiles,
  writeSite,
} from '../../helpers/build-fixture.js';

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@e',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@e',
};

/** The sidebar's links of a page, `METHOD label href` (no method for a schema page or the changelog). */
function sidebarLinks(html: string): string[] {
  return [
    ...html.matchAll(/<a class="sidebar-link" href="(\/api\/[^"]+)"(?:[^>]*data-method="([A-Z]+)")?[^>]*>([^<]+)</g),
  ].map((m) => [m[2], m[3], m[1]].filter(Boolean).join(' '));
}

/** The JSON of the code block titled `title` in a page's Markdown copy. */
function jsonAfter(markdown: string, title: string): unknown {
  const at = markdown.indexOf(`**${title}**`);
  assert.ok(at >= 0, `a block titled ${title}`);
  const block = /```json\n([\s\S]*?)\n```/.exec(markdown.slice(at))!;
  return JSON.parse(block[1]!);
}

/** Schema pages and the changelog of test/fixtures/openapi-reference-site (`schemaPages`, `changelog.baseFile`). */
describe('schema pages (schemaPages)', () => {
  let build: FixtureBuild;
  before(async () => {
    build = await buildFixtureOnce('openapi-reference-site');
    assert.deepEqual(build.errors, []);
  });

  it('gives each named schema a page in a Schemas group after the operations, and the changelog a link at the end', () => {
    const html = build.html('/api/schemas/order')!;
    assert.deepEqual(sidebarLinks(html), [
      'POST Create an order /api/createorder',
      'GET Get an order /api/getorder',
      'GET List customers /api/listcustomers',
      'DELETE Delete a customer /api/deletecustomer',
      'POST Order shipped /api/webhook-ordershipped',
      'Order /api/schemas/order',
      'LineItem /api/schemas/lineitem',
      'Customer /api/schemas/customer',
      'Unused /api/schemas/unused',
      'Changelog /api/changelog',
    ]);
    assert.match(html, /<span>Schemas<\/span>.*href="\/api\/schemas\/order"/s);
    assert.match(html, /<h1[^>]*>Order<\/h1>/);
  });

  it('lists every field, read-only and write-only ones flagged, and links a field that is a named schema to its page', () => {
    const html = build.html('/api/schemas/order')!;
    const fields = [...html.matchAll(/<code class="schema-property-name">([^<]+)<\/code>/g)].map((m) => m[1]);
    assert.deepEqual(fields, ['id', 'status', 'note', 'cardNumber', 'items', 'customer']);
    assert.match(html, /<span class="schema-badge">read-only<\/span>/);
    assert.match(html, /<span class="schema-badge">write-only<\/span>/);
    assert.match(html, /<a href="\/api\/schemas\/lineitem">LineItem<\/a> \(see its page\)/);
    assert.match(
      html,
      /schema-property-name">customer<\/code><span class="schema-type">object<\/span><a class="schema-name" href="\/api\/schemas\/customer">Customer<\/a>/,
    );
    const markdown = build.text('api/schemas/order.md')!;
    assert.match(markdown, /^# Order\n\nAn order a customer placed\.\n\n## Fields\n/);
    assert.match(markdown, /- `id` \(`string`, required, read-only\)/);
    assert.match(markdown, /- `cardNumber` \(`string`, optional, write-only\): Sent once, never returned\./);
    // As the API returns it: read-only fields in, write-only ones out.
    assert.deepEqual(JSON.parse(/## Example\n\n```json\n([\s\S]*?)\n```/.exec(markdown)![1]!), {
      id: 'o-1',
      status: 'paid',
      items: [{ sku: 'tea', quantity: 1 }],
    });
  });

  it('links to the operations that return it, accept it and the webhooks that send it', () => {
    const markdown = build.text('api/schemas/order.md')!;
    const list = (title: string) => {
      const start = markdown.indexOf(`## ${title}\n`);
      assert.ok(start >= 0, title);
      return markdown.slice(start).split('\n\n')[1]!.trim();
    };
    assert.equal(
      list('Returned by'),
      '- [`POST /orders`: Create an order](https://store.example.com/api/createorder)\n' +
        '- [`GET /orders/{orderId}`: Get an order](https://store.example.com/api/getorder)',
    );
    assert.equal(list('Accepted by'), '- [`POST /orders`: Create an order](https://store.example.com/api/createorder)');
    assert.equal(
      list('Sent by'),
      '- [`POST orderShipped`: Order shipped](https://store.example.com/api/webhook-ordershipped)',
    );
    // A schema used only inside another is returned by what returns that one.
    const customer = build.html('/api/schemas/customer')!;
    assert.match(customer, /id="returned-by".*href="\/api\/listcustomers".*href="\/api\/createorder"/s);
    assert.match(build.html('/api/schemas/unused')!, /No operation uses this schema\./);
  });

  it('puts schema pages in search (by name), all-docs.txt and llms.txt, like endpoint pages', () => {
    const index = [...build.result!.files.keys()].find((file) => /^assets\/search-index-.*\.json$/.test(file))!;
    const records = build.text(index)!;
    assert.ok(records.includes('/api/schemas/lineitem'), 'the search index has the schema page');
    assert.ok(records.includes('/api/changelog'), 'and the changelog');
    assert.match(build.text('all-docs.txt')!, /One product of an order, and how many\./);
    assert.match(build.text('llms.txt')!, /\[LineItem\]\([^)]*\/api\/schemas\/lineitem\.md\)/);
  });
});

describe('endpoint pages of a spec with schema pages', () => {
  it("link a named schema's name to its page", async () => {
    const build = await buildFixtureOnce('openapi-reference-site');
    const html = build.html('/api/createorder')!;
    assert.match(
      html,
      /<span class="schema-type">object<\/span><a class="schema-name" href="\/api\/schemas\/order">Order<\/a>/,
    );
    assert.match(html, /<a class="schema-name" href="\/api\/schemas\/customer">Customer<\/a>/);
    // Without schemaPages the name is plain text (openapi-features-site).
    const other = await buildFixtureOnce('openapi-features-site');
    assert.match(other.html('/api/createpet')!, /<span class="schema-name">Pet<\/span>/);
  });
});

describe('examples the spec writes, as a request or response holds them', () => {
  it('leaves read-only fields (at any depth) out of a request example and write-only ones out of a response example', async () => {
    const build = await buildFixtureOnce('openapi-reference-site');
    const markdown = build.text('api/createorder.md')!;
    const request = jsonAfter(markdown, 'Example');
    assert.deepEqual(request, {
      note: 'Leave it at the door.',
      cardNumber: '4242424242424242',
      items: [{ sku: 'tea', quantity: 2 }],
      customer: { id: 'c-7', name: 'Ada' },
    });
    const response = jsonAfter(markdown, 'A stored order') as Record<string, unknown>;
    assert.equal(response.cardNumber, undefined, 'no write-only field in the response example');
    assert.equal(response.id, 'o-1', 'read-only fields stay in a response');
    assert.deepEqual(response.items, [{ lineId: 'l-1', sku: 'tea', quantity: 2 }]);
    // The request samples send what the request example holds.
    const samples = markdown.slice(markdown.indexOf('## Request samples'));
    assert.doesNotMatch(samples, /"status"|"lineId"|"id": "o-1"/);
    assert.match(samples, /"cardNumber": "4242424242424242"/);
  });
});

describe('the changelog page (changelog)', () => {
  const expectedChanges = [
    '## Added',
    '',
    '- [`DELETE /customers/{customerId}`: Delete a customer](https://store.example.com/api/deletecustomer)',
    '- [`POST orderShipped`: Order shipped](https://store.example.com/api/webhook-ordershipped)',
    '',
    '## Removed',
    '',
    '- `GET /ping`: Ping',
  ].join('\n');

  it('lists the operations added and removed since the base file, and what changed in the others, field by field', async () => {
    const build = await buildFixtureOnce('openapi-reference-site');
    const markdown = build.text('api/changelog.md')!;
    assert.match(
      markdown,
      /^# Changelog\n\nChanges from version 1\.0\.0 \(openapi\/store-v1\.yaml\) to version 2\.0\.0\./,
    );
    assert.ok(markdown.includes(expectedChanges), markdown);
    const createOrder = markdown.slice(markdown.indexOf('- [`POST /orders`'), markdown.indexOf('- [`GET /orders/'));
    assert.match(createOrder, /- Request body:\n(?: {4}- .*\n)*? {4}- `coupon` removed\n/);
    assert.match(createOrder, / {4}- `items\[\]\.quantity`: type `string` → `integer` \*\*\(breaking\)\*\*/);
    assert.match(createOrder, / {4}- `items\[\]\.quantity` now required \*\*\(breaking\)\*\*/);
    assert.match(createOrder, / {4}- `note` added\n/);
    assert.match(createOrder, / {2}- Response 201:\n/);
    assert.match(
      markdown,
      /- \[`GET \/customers`: List customers\]\([^)]+\)\n {2}- Query parameters:\n {4}- `limit`: type `string` → `integer`/,
    );
    const html = build.html('/api/changelog')!;
    assert.match(html, /<h2 id="added">Added/);
    assert.match(
      html,
      /<a href="\/api\/deletecustomer"><code>\/customers\/\{customerId\}<\/code> Delete a customer<\/a>/,
    );
    assert.match(
      html,
      /<code>items\[\]\.quantity<\/code>: type <code>string<\/code> → <code>integer<\/code> <span class="schema-badge schema-badge-deprecated">breaking<\/span>/,
    );
    // A removed operation has no page to link to.
    assert.match(html, /<span class="method-badge method-get">GET<\/span> <code>\/ping<\/code> Ping/);
  });

  it('reads the base from a git ref (git show REF:./FILE in the site folder)', async () => {
    const root = writeSite(fixtureFiles('openapi-reference-site'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        stdio: 'pipe',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
      });
    const current = fs.readFileSync(path.join(root, 'openapi/store.yaml'), 'utf8');
    fs.copyFileSync(path.join(root, 'openapi/store-v1.yaml'), path.join(root, 'openapi/store.yaml'));
    fs.rmSync(path.join(root, 'openapi/store-v1.yaml'));
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'v1');
    git('tag', 'v1.0');
    fs.writeFileSync(path.join(root, 'openapi/store.yaml'), current);
    const config = fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      config.replace("changelog: { baseFile: 'openapi/store-v1.yaml' }", "changelog: { baseRef: 'v1.0' }"),
    );
    const build = await buildFixture(root);
    assert.deepEqual(build.errors, []);
    const markdown = build.text('api/changelog.md')!;
    assert.match(markdown, /Changes from version 1\.0\.0 \(git ref v1\.0\) to version 2\.0\.0\./);
    assert.ok(markdown.includes(expectedChanges), markdown);

    // A ref git does not know is an error at the config line that names it, saying what to do.
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      config.replace("changelog: { baseFile: 'openapi/store-v1.yaml' }", "changelog: { baseRef: 'v9.9' }"),
    );
    const missing = await buildFixture(root);
    assert.deepEqual(
      missing.errors.map((e) => [e.code, e.location?.file, e.location?.line]),
      [['OPENAPI_CHANGELOG_BASE', 'site.config.ts', 15]],
    );
    assert.match(missing.errors[0]!.message, /The changelog of spec "store" cannot read its base git ref v9\.9: /);
    assert.match(missing.errors[0]!.hint ?? '', /Check that the ref exists in this repository/);

    // Without git, the error says to install it or give a file.
    const pathBefore = process.env.PATH;
    process.env.PATH = path.join(root, 'no-such-folder');
    let noGit: FixtureBuild;
    try {
      noGit = await buildFixture(root);
    } finally {
      process.env.PATH = pathBefore;
    }
    assert.deepEqual(
      noGit.errors.map((e) => [e.code, e.location?.line]),
      [['OPENAPI_CHANGELOG_BASE', 15]],
    );
    assert.match(noGit.errors[0]!.message, /git is not installed/);
    assert.match(noGit.errors[0]!.hint ?? '', /Install git/);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads a branch given as baseRef again when it moves (the cached pages are keyed on the blob it names)', async () => {
    const root = writeSite(fixtureFiles('openapi-reference-site'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: root, stdio: 'pipe', env: { ...process.env, ...GIT_IDENTITY } });
    const config = fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      config.replace("changelog: { baseFile: 'openapi/store-v1.yaml' }", "changelog: { baseRef: 'released' }"),
    );
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'v2');
    git('branch', 'released');
    const build = async () => {
      const result = await buildSite({ root, write: false, cache: true, logger: createMemoryLogger() });
      const file = result.files.get('api/changelog.md')!;
      const text = typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
      return { text, openapi: result.cache.openapi };
    };
    const first = await build();
    assert.match(first.text, /No operation was added, removed or changed\./);
    assert.deepEqual(await build().then((b) => b.openapi), { hits: 1, misses: 0 }, 'unchanged: from the cache');
    // The released branch moves to a commit where the spec had one more operation.
    git('checkout', '-q', 'released');
    const spec = fs.readFileSync(path.join(root, 'openapi/store.yaml'), 'utf8');
    fs.writeFileSync(
      path.join(root, 'openapi/store.yaml'),
      spec.replace(
        'paths:\n',
        "paths:\n  /ping:\n    get:\n      tags: [Orders]\n      summary: Ping\n      responses:\n        '200':\n          description: Pong.\n",
      ),
    );
    git('commit', '-qam', 'ping');
    git('checkout', '-q', '-');
    fs.writeFileSync(path.join(root, 'openapi/store.yaml'), spec);
    assert.equal(git('status', '--porcelain', '--untracked-files=no').toString(), '', 'the site is as it was');
    const moved = await build();
    assert.equal(moved.openapi?.misses, 1, 'read again');
    assert.match(moved.text, /## Removed\n\n- `GET \/ping`: Ping/);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports a base file that cannot be read, or is not OpenAPI, at its config line', async () => {
    const files = fixtureFiles('openapi-reference-site');
    const missing = await buildFixture({
      ...files,
      'site.config.ts': files['site.config.ts']!.replace(
        "baseFile: 'openapi/store-v1.yaml'",
        "baseFile: 'openapi/store-v0.yaml'",
      ),
    });
    assert.deepEqual(
      missing.errors.map((e) => [e.code, e.location?.file, e.location?.line]),
      [['OPENAPI_CHANGELOG_BASE', 'site.config.ts', 15]],
    );
    assert.match(missing.errors[0]!.message, /openapi\/store-v0\.yaml cannot be read/);
    const notOpenApi = await buildFixture({ ...files, 'openapi/store-v1.yaml': 'title: not a spec\n' });
    assert.match(notOpenApi.errors[0]?.message ?? '', /it has no `openapi` version/);
    assert.equal(notOpenApi.errors[0]?.location?.line, 15);
  });

  it('refuses a changelog that names both a git ref and a file, or neither', async () => {
    const files = fixtureFiles('openapi-reference-site');
    const both = await buildFixture({
      ...files,
      'site.config.ts': files['site.config.ts']!.replace(
        "baseFile: 'openapi/store-v1.yaml'",
        "baseFile: 'openapi/store-v1.yaml', baseRef: 'v1'",
      ),
    });
    assert.equal(both.errors.length, 1);
    assert.match(
      both.errors[0]!.message,
      /give the base version as one of baseRef \(a git ref\) or baseFile \(a file\)/,
    );
    assert.equal(both.errors[0]!.location?.file, 'site.config.ts');
  });
});
