import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from '../../../client/search/local-index-options.js';
import { searchLocalIndex } from '../../../client/search/local-search-engine.js';
import { searchParametersFor } from '../../../client/search/search-parameters.js';
import type { SearchSettings } from '../../../client/search/search-settings.js';
import type { SearchRecord } from '../../../client/search/search-types.js';
import { filteredTags, versionSearchTags } from '../../../client/search/version-scope.js';
import { buildFixture, buildFixtureOnce, fixtureFiles, type FixtureBuild } from '../../helpers/build-fixture.js';

const SITE = 'versioned-site';

function settingsOf(build: FixtureBuild): SearchSettings {
  return JSON.parse(build.text('search/settings.json')!) as SearchSettings;
}

/** The local index's shards as the browser loads them, each with its search tag. */
function shardsOf(build: FixtureBuild): { tag: string; index: MiniSearch<SearchRecord> }[] {
  const settings = settingsOf(build);
  return settings.indexUrls!.map((url, i) => ({
    tag: settings.indexTags![i]!,
    index: MiniSearch.loadJSON<SearchRecord>(build.text(url.slice(1))!, LOCAL_INDEX_OPTIONS),
  }));
}

/**
 * The routes a query finds, searched as the local provider does: the shards whose tags the query's
 * `facetFilters` name (every shard when it names none), for a search of `version` (`all`: every version).
 */
function search(build: FixtureBuild, query: string, version: string): string[] {
  const parameters = searchParametersFor({}, query, { tags: versionSearchTags(version), hitsPerPage: 100 });
  const tags = filteredTags(parameters.facetFilters);
  const shards = shardsOf(build)
    .filter(({ tag }) => !tags || tags.has(tag))
    .map(({ index }) => index);
  return [...new Set(searchLocalIndex(shards, parameters, 'q').hits.map((hit) => hit.url.replace(/#.*$/, '')))].sort();
}

const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('search on a versioned site is of the version being read', () => {
  it('shards the local index by version, and names each shard’s tag and the versions in the settings', async () => {
    const build = await buildFixtureOnce(SITE);
    const settings = settingsOf(build);
    assert.deepEqual(settings.versions, [
      { name: 'current', label: 'Next' },
      { name: '3.0', label: '3.0' },
      { name: '2.0', label: '2.0' },
      { name: '1.0', label: '1.0' },
    ]);
    assert.equal(settings.lastVersion, '3.0');
    assert.deepEqual([...new Set(settings.indexTags)].sort(), [
      'default',
      'docs-default-1.0',
      'docs-default-2.0',
      'docs-default-3.0',
      'docs-default-current',
    ]);
    assert.equal(settings.indexTags!.length, settings.indexUrls!.length);
    // every record of a shard carries the shard's tag, and a doc's its version
    for (const { tag, index } of shardsOf(build)) {
      const records = searchLocalIndex(index, { query: 'beacon', hitsPerPage: 1000 }, 'q').hits;
      for (const record of records) {
        const version = tag === 'default' ? undefined : tag.replace('docs-default-', '');
        assert.equal(record.version, version, `${record.url} in the ${tag} shard`);
      }
    }
  });

  it('finds only the pages of the version searched, and the pages outside the docs', () =>
    buildFixtureOnce(SITE).then((build) => {
      assert.deepEqual(search(build, 'lantern', '2.0'), ['/docs/2.0/guide']);
      assert.deepEqual(search(build, 'lantern', '1.0'), ['/docs/1.0/guide']);
      assert.deepEqual(search(build, 'lantern', 'current'), ['/docs/next/guide']);
      assert.deepEqual(search(build, 'lantern', 'all'), [
        '/docs/1.0/guide',
        '/docs/2.0/guide',
        '/docs/guide',
        '/docs/next/guide',
      ]);
      // the home page (outside the docs) is found in any version's search
      assert.ok(search(build, 'beacon', '1.0').includes('/'));
      assert.ok(search(build, 'beacon', '1.0').every((route) => route === '/' || route.startsWith('/docs/1.0/')));
    }));

  it('names each page’s version and search tag in its head, as Docusaurus does for DocSearch', async () => {
    const build = await buildFixtureOnce(SITE);
    assert.equal(metaOf(build.html('/docs/2.0/guide')!, 'docsearch:version'), '2.0');
    assert.equal(metaOf(build.html('/docs/2.0/guide')!, 'docsearch:docusaurus_tag'), 'docs-default-2.0');
    assert.equal(metaOf(build.html('/docs/guide')!, 'docsearch:docusaurus_tag'), 'docs-default-3.0');
    assert.equal(metaOf(build.html('/docs/next/guide')!, 'docsearch:version'), 'current');
    assert.equal(metaOf(build.html('/')!, 'docsearch:version'), undefined);
    assert.equal(metaOf(build.html('/')!, 'docsearch:docusaurus_tag'), 'default');
  });

  it('gives the hosted provider’s records their tag and version, and its searches a docusaurus_tag facet filter', async () => {
    const files = fixtureFiles(SITE);
    const build = await buildFixture({
      ...files,
      'site.config.ts': files['site.config.ts']!.replace(
        "url: 'https://beacon.example.com',",
        "url: 'https://beacon.example.com',\n  search: { appId: 'APP', apiKey: 'KEY', indexName: 'beacon' },",
      ),
    });
    assert.deepEqual(build.errors, []);
    const records = JSON.parse(build.text('search/records.json')!) as SearchRecord[];
    const guide = records.find((record) => record.url === '/docs/2.0/guide')!;
    assert.equal(guide.version, '2.0');
    assert.equal(guide.docusaurus_tag, 'docs-default-2.0');
    const home = records.find((record) => record.url === '/')!;
    assert.equal(home.version, undefined);
    assert.equal(home.docusaurus_tag, 'default');
    const settings = settingsOf(build);
    assert.equal(settings.provider, 'hosted');
    assert.equal(settings.indexTags, undefined);
    assert.equal(settings.lastVersion, '3.0');
    // the site's own facet filters stay, and the version's tags are one OR group beside them
    assert.deepEqual(
      searchParametersFor({ facetFilters: ['language:en'] }, 'x', { tags: versionSearchTags('2.0') }).facetFilters,
      ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']],
    );
    assert.equal(searchParametersFor({}, 'x', { tags: versionSearchTags('all') }).facetFilters, undefined);
  });

  it('leaves the records, settings and heads of a site without versions as they were', async () => {
    const build = await buildFixture('chrome-site');
    assert.deepEqual(build.errors, []);
    const settings = settingsOf(build);
    assert.equal('versions' in settings || 'indexTags' in settings || 'lastVersion' in settings, false);
    const shard = build.text(settings.indexUrls![0]!.slice(1))!;
    assert.equal(shard.includes('docusaurus_tag'), false);
    assert.equal(build.html('/')!.includes('docsearch:'), false);
  });
});

describe('filteredTags', () => {
  it('reads the tags an Algolia facetFilters value limits docusaurus_tag to', () => {
    assert.equal(filteredTags(undefined), undefined);
    assert.equal(filteredTags(['language:en']), undefined);
    assert.deepEqual(filteredTags('docusaurus_tag:default'), new Set(['default']));
    assert.deepEqual(
      filteredTags(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']]),
      new Set(['default', 'docs-default-2.0']),
    );
    // an OR group with another attribute in it does not limit the tags
    assert.equal(filteredTags([['docusaurus_tag:default', 'language:en']]), undefined);
    // two filters: the tags both allow
    assert.deepEqual(filteredTags([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b']), new Set(['b']));
  });
});
