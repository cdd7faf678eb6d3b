import assert from 'node:assert/strict';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from '../../client/search/local-index-options.js';
import { searchLocalIndex } from '../../client/search/local-search-engine.js';
import type { SearchSettings } from '../../client/search/search-settings.js';
import type { SearchRecord } from '../../client/search/search-types.js';
import { loadConfig } from '../../src/config/load-config.js';
import { collectSearchRecords, searchRecordCount, searchRecordsOf } from '../../src/search/collect-search-records.js';
import { buildFixture, fixturesDir, repoRoot, type FixtureBuild } from '../helpers/build-fixture.js';

describe('search records and the local index of the SideShift site', () => {
  let site: FixtureBuild;
  let records: SearchRecord[];
  let settings: SearchSettings;
  let index: MiniSearch<SearchRecord>;
  let indexJson: string;

  before(async () => {
    site = await buildFixtureAt(repoRoot);
    const config = await loadConfig(repoRoot);
    records = collectSearchRecords(config, {
      pages: site.result!.pages,
      homeRoute: '/',
      sidebars: new Map(),
      posts: [],
      redirects: [],
    });
    settings = JSON.parse(site.text('search/settings.json')!) as SearchSettings;
    indexJson = site.text(settings.indexUrls![0]!.slice(1))!;
    index = MiniSearch.loadJSON<SearchRecord>(indexJson, LOCAL_INDEX_OPTIONS);
  });

  const find = (url: string) => {
    const found = records.find((record) => record.url === url);
    assert.ok(found, `a record for ${url}`);
    return found;
  };

  it('writes the browser settings with the local provider and a hashed index in one shard', () => {
    assert.equal(settings.provider, 'local');
    assert.equal(settings.indexUrls?.length, 1);
    assert.match(settings.indexUrls[0]!, /^\/assets\/search-index-[0-9A-F]{10}\.json$/);
    assert.equal(settings.placeholder, 'Search docs');
    assert.equal(settings.maxResultsPerGroup, 5);
    assert.equal(settings.insights, false);
    assert.deepEqual(settings.suggestedQueries.slice(0, 3), ['REST API', 'Widget', 'Blog']);
    assert.equal(index.documentCount, records.length);
  });

  it('makes one DocSearch record per page and per heading, with lvl0 from the navbar', () => {
    assert.deepEqual(find('/api-intro/deposits'), {
      ...find('/api-intro/deposits'),
      objectID: '/api-intro/deposits',
      type: 'lvl1',
      hierarchy: { lvl0: 'REST API', lvl1: 'Deposits', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      weight: { level: 100, position: 0 },
    });
    const section = find('/api-intro/deposits#confirmations');
    assert.equal(section.type, 'lvl2');
    assert.equal(section.hierarchy.lvl2, 'Confirmations');
    assert.equal(section.weight.level, 90);
    assert.match(section.content ?? '', /block confirmation/);
    assert.equal(find('/widget').hierarchy.lvl0, 'Widget');
    assert.equal(find('/blog/welcome').hierarchy.lvl0, 'Blog');
    assert.equal(find('/showcase').hierarchy.lvl0, 'Showcase');
    assert.equal(new Set(records.map((record) => record.objectID)).size, records.length, 'objectIDs are unique');
    assert.ok(
      !records.some(
        (record) => record.url.startsWith('/blog/tags') || record.url === '/search' || record.url === '/404',
      ),
    );
  });

  it("counts each page's records without making them, as many as it makes (the shards are sized by the counts)", async () => {
    const config = await loadConfig(repoRoot);
    const pages = site.result!.pages;
    assert.ok(
      pages.some((page) => page.kind === 'endpoint') &&
        pages.some((page) => searchRecordsOf(config, page).length === 0) &&
        pages.some((page) => searchRecordsOf(config, page).length > 3),
    );
    for (const page of pages) assert.equal(searchRecordCount(page), searchRecordsOf(config, page).length, page.route);
  });

  it('indexes endpoint pages with their method, path, operation and sections', () => {
    const endpoint = find('/endpoints/v2/createfixedshift');
    assert.equal(endpoint.hierarchy.lvl1, 'Create a fixed shift (V2)', 'the version tells the specs apart');
    assert.equal(find('/endpoints/v1/requestaquote').hierarchy.lvl1, 'Request a quote (V1)');
    assert.equal(find('/endpoints/v2/requestquote').hierarchy.lvl1, 'Request a quote (V2)');
    const titles = searchLocalIndex(index, { query: 'request a quote' }, 'q').hits.map((hit) => hit.hierarchy.lvl1);
    assert.ok(
      titles.includes('Request a quote (V2)') && titles.includes('Request a quote (V1)'),
      `the built index tells them apart too: ${titles.join(', ')}`,
    );
    assert.deepEqual(endpoint.keywords, ['createfixedshift', 'POST', '/shifts/fixed']);
    assert.equal(find('/endpoints/v2/createfixedshift#request-body').hierarchy.lvl2, 'Request body');
    assert.equal(find('/endpoints/v2/createfixedshift#response-201').hierarchy.lvl3, '201 Created');
  });

  for (const query of ['createfixedshift', 'POST /shifts/fixed', 'create fixed shift']) {
    it(`finds /endpoints/v2/createfixedshift first for "${query}"`, () => {
      assert.equal(searchLocalIndex(index, { query }, 'q').hits[0]?.url, '/endpoints/v2/createfixedshift');
    });
  }

  it('keeps the site index under 150 KB gzipped', () => {
    assert.ok(gzipSync(indexJson).length < 150 * 1024, `gzip size ${gzipSync(indexJson).length}`);
  });
});

describe('search records for a hosted index', () => {
  it('writes hosted settings and the records to upload, and no local index', async () => {
    const site = await buildFixtureAt('search-hosted');
    const settings = JSON.parse(site.text('search/settings.json')!) as SearchSettings;
    assert.equal(settings.provider, 'hosted');
    assert.equal(settings.indexName, 'fixture_docs');
    assert.deepEqual(settings.hosts, [
      { url: '127.0.0.1:9', protocol: 'http' },
      { url: '127.0.0.1:10', protocol: 'http' },
    ]);
    assert.equal(settings.placeholder, 'Search the fixture');
    assert.ok(![...site.result!.files.keys()].some((file) => file.startsWith('assets/search-index-')));
    const uploaded = JSON.parse(site.text('search/records.json')!) as SearchRecord[];
    assert.deepEqual(
      uploaded.map((record) => [record.url, record.type, record.hierarchy.lvl0]),
      [
        ['/', 'lvl1', 'Guides'],
        ['/#install-the-client', 'lvl2', 'Guides'],
        ['/setup', 'lvl1', 'Guides'],
        ['/setup#keys', 'lvl2', 'Guides'],
        ['/setup#rotate-a-key', 'lvl3', 'Guides'],
        ['/blog/release', 'lvl1', 'News'],
      ],
    );
  });

  it('refuses a hosted config missing one of appId, apiKey and indexName', async () => {
    const site = await buildFixture({
      'site.config.ts': "export default { title: 'Half hosted', search: { appId: 'APP', apiKey: 'key' } };\n",
      'content/docs/index.md': '# Home\n',
    });
    assert.ok(
      site.errors.some((error) => /appId, apiKey and indexName/.test(error.message)),
      JSON.stringify(site.errors),
    );
  });
});

/** A fixture folder's name, or (absolute) the repository: built in memory, without errors. */
async function buildFixtureAt(root: string): Promise<FixtureBuild> {
  const site = await buildFixture(path.isAbsolute(root) ? path.relative(fixturesDir, root) : root);
  assert.deepEqual(site.errors, []);
  return site;
}
