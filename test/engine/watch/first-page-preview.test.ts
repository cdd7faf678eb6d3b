import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, type DiscoveredSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { EndpointPage } from '../../../src/model/endpoint-page.js';
import { previewPage } from '../../../src/watch/first-page-preview.js';
import type { ServedFile } from '../../../src/watch/publish-files.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

/** A promise and the functions that settle it, for an openapi stage that ends when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const html = (files: Map<string, ServedFile> | undefined, file: string) =>
  Buffer.from(files?.get(file)?.contents ?? '').toString('utf8');

// The site the first build of watch hands over once it has discovered the content, with the openapi
// stage's pages still to come (a large spec takes seconds) until the test hands them over.
describe('a page shown ahead of the first build, while the openapi stage runs', () => {
  let root: string;
  let site: DiscoveredSite;
  let endpointPages: EndpointPage[];
  const openapiStage = deferred<EndpointPage[]>();

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-preview-'));
    await cp(path.join(fixturesDir, 'openapi-site'), root, { recursive: true });
    // The docs sidebar lists the spec's operations, as the SideShift site's does.
    await writeFile(
      path.join(root, 'site.config.ts'),
      `export default {
  title: 'Store API',
  url: 'https://store.example.com',
  sidebars: { docs: ['index', { type: 'openapi', spec: 'store', label: 'Store' }] },
  openapi: [{ id: 'store', file: 'openapi/store.yaml', routeBase: '/endpoints', label: 'Store' }],
};
`,
    );
    const built = await buildSite(
      { root, write: false, cache: false, logger: createMemoryLogger() },
      {
        onDiscovered: async (discovered) => {
          site = { ...discovered, endpoints: openapiStage.promise };
          endpointPages = await discovered.endpoints;
        },
      },
    );
    assert.equal(built.state !== undefined, true, 'the fixture builds');
  });
  after(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows a Markdown page at once, its sidebar listing the operations from the spec as written', {
    timeout: 60_000,
  }, async () => {
    const files = await previewPage(site, '');
    const page = html(files, 'index.html');
    assert.match(page, /The <a href="\/endpoints\/confirmshippingaddress">endpoints<\/a> of a small store\./);
    for (const title of ['Confirm a shipping address', 'List orders'])
      assert.match(page, new RegExp(`<a [^>]*href="/endpoints/[a-z]+"[^>]*>(?:<[^>]+>)*${title}<`), title);
  });

  it('answers a path that is neither a page nor under a spec’s routes at once, with nothing', {
    timeout: 60_000,
  }, async () => {
    assert.equal(await previewPage(site, 'no/such/page'), undefined);
  });

  it('shows an endpoint page once the openapi stage has made it', async () => {
    const shown = previewPage(site, 'endpoints/listorders');
    openapiStage.resolve(endpointPages);
    const page = html(await shown, 'endpoints/listorders/index.html');
    assert.match(page, /<h1[^>]*>List orders<\/h1>/);
  });
});
