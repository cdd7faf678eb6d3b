import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS, localSearchOptions } from '../../../client/search/local-index-options.js';
import {
  FEW_RESULTS,
  queryTerms,
  rankResult,
  searchLocalIndex,
  type RankedResult,
} from '../../../client/search/local-search-engine.js';
import type { SearchRecord } from '../../../client/search/search-types.js';
import type { SiteConfig } from '../../../src/config/config-schema.js';
import { loadConfig } from '../../../src/config/load-config.js';
import type { SiteModel } from '../../../src/model/site-model.js';
import { collectSearchRecords } from '../../../src/search/collect-search-records.js';
import { dealIntoShards, shardCount } from '../../../src/search/deal-into-shards.js';
import { localIndexShards, type IndexShard } from '../../../src/search/local-index-shards.js';
import { localSearchIndex } from '../../../src/search/local-search-index.js';
import { serializeLocalIndex } from '../../../src/search/serialize-local-index.js';
import { buildFixture, fixturesDir, repoRoot } from '../../helpers/build-fixture.js';

type Index = MiniSearch<SearchRecord>;
const load = (contents: string | Uint8Array): Index =>
  MiniSearch.loadJSON<SearchRecord>(
    typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'),
    LOCAL_INDEX_OPTIONS,
  );
/** A shard made without a cache has its contents. */
const contentsOf = (shard: IndexShard): string | Uint8Array => {
  assert.ok('contents' in shard);
  return shard.contents;
};

/** The shards as handed over, in shard order, and the file names returned, which must be theirs. */
async function collectShards(
  make: (onShard: (shard: IndexShard, position: number) => void) => Promise<string[]>,
): Promise<IndexShard[]> {
  const shards: IndexShard[] = [];
  const files = await make((shard, position) => {
    assert.equal(shards[position], undefined, `shard ${position} handed over once`);
    shards[position] = shard;
  });
  assert.deepEqual(
    files,
    shards.map((shard) => shard.file),
  );
  return shards;
}

function record(url: string, lvl1: string, content: string, position: number): SearchRecord {
  return {
    objectID: url,
    url,
    type: 'lvl1',
    hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    weight: { level: 100, position },
  };
}

/** What readers type on the SideShift site (the bench's queries). */
const SITE_QUERIES = [
  'createfixedshift',
  'POST /shifts/fixed',
  'create fixed shift',
  'deposit',
  'refund address',
  'refund adress',
  'rate limit',
  'widget react',
  'affiliate id',
  'network fees',
  'permissions',
  'quote',
  'checkout',
  'memo',
  'error 429',
  'how do i cancel',
  'coins',
  'sideshift',
  'x-sideshift-secret',
  'dep',
];

describe('sharding the local index', () => {
  it('keeps a site within the shard size in one shard, and deals a bigger one round-robin into shards of about that size', () => {
    assert.equal(shardCount(0, 10), 1);
    assert.equal(shardCount(25, 25), 1);
    assert.equal(shardCount(25, 10), 3);
    const items = Array.from({ length: 25 }, (_, i) => i);
    assert.deepEqual(dealIntoShards(items, 1), [items]);
    const shards = dealIntoShards(items, 3);
    assert.deepEqual(
      shards.map((shard) => shard.length),
      [9, 8, 8],
    );
    assert.deepEqual(shards[1]!.slice(0, 3), [1, 4, 7]);
    assert.deepEqual(
      shards.flat().sort((a, b) => a - b),
      items,
      'every item in exactly one shard',
    );
  });

  it('decides "few results" over all shards together, not per shard', async () => {
    const records = [
      // Titled apart: records with the same heading and text on several pages are one hit.
      ...Array.from({ length: FEW_RESULTS }, (_, i) => record(`/gamma-delta-${i}`, `Greek ${i}`, 'gamma delta', i)),
      record('/gamma', 'Greek', 'gamma', 9),
    ];
    const dealt = dealIntoShards(records, 3);
    const shards = (
      await collectShards((onShard) => localIndexShards(dealt.length, (shard) => dealt[shard]!, onShard))
    ).map((shard) => load(contentsOf(shard)));
    assert.equal(shards.length, 3);
    const urls = searchLocalIndex(shards, { query: 'gamma delta' }, 'q').hits.map((hit) => hit.url);
    assert.equal(
      urls.length,
      FEW_RESULTS,
      'each shard alone has too few records with both words, all together have enough',
    );
    assert.ok(!urls.includes('/gamma'));
  });

  describe('of the SideShift site', () => {
    let config: SiteConfig;
    let site: SiteModel;
    let records: SearchRecord[];
    let single: Index;
    let shards: Index[];
    const shardsOf = async (shardSize: number) => {
      const shardConfig = { ...config, search: { ...config.search, localIndexShardSize: shardSize } };
      const made = await collectShards(
        async (onShard) => (await localSearchIndex(shardConfig, site, onShard)).shardFiles,
      );
      assert.ok(made.every((shard) => /^assets\/search-index-[0-9A-F]{10}\.json$/.test(shard.file)));
      assert.equal(new Set(made.map((shard) => shard.file)).size, made.length, 'each shard has a file of its own');
      return made.map((shard) => load(contentsOf(shard)));
    };

    before(async () => {
      const build = await buildFixture(path.relative(fixturesDir, repoRoot));
      assert.deepEqual(build.errors, []);
      config = await loadConfig(repoRoot);
      site = { pages: build.result!.pages, homeRoute: '/', sidebars: new Map(), posts: [], redirects: [] };
      records = collectSearchRecords(config, site);
      single = load(serializeLocalIndex(records));
      shards = await shardsOf(60);
    });

    it("indexes the site's records as MiniSearch does, byte for byte", () => {
      const index = new MiniSearch<SearchRecord>(LOCAL_INDEX_OPTIONS);
      index.addAll(records);
      assert.equal(serializeLocalIndex(records), JSON.stringify(index));
    });

    it('keeps the whole site in one shard by default, the same index as one MiniSearch index of its records', async () => {
      const made = await collectShards(async (onShard) => (await localSearchIndex(config, site, onShard)).shardFiles);
      assert.deepEqual(made.map(contentsOf), [serializeLocalIndex(records)]);
    });

    it('makes shards of about 60 records that hold every record once', () => {
      assert.ok(records.length > 300, `the site has ${records.length} records`);
      assert.equal(shards.length, Math.ceil(records.length / 60));
      assert.ok(
        shards.every((shard) => shard.documentCount > 30 && shard.documentCount < 90),
        shards.map((shard) => shard.documentCount).join(', '),
      );
      for (const { objectID } of records)
        assert.equal(shards.filter((shard) => shard.has(objectID)).length, 1, objectID);
    });

    it('finds every record by its own heading', () => {
      for (const found of records) {
        const heading = found.type === 'content' ? found.content! : found.hierarchy[found.type]!;
        const hits = searchLocalIndex(shards, { query: heading, hitsPerPage: 1000 }, 'q').hits;
        const urls = hits.flatMap((hit) => [hit.url, ...(hit.repeatedIn ?? []).map((repeat) => repeat.url)]);
        assert.ok(urls.includes(found.url), `"${heading}" finds ${found.url}, as a hit or as a page a hit repeats`);
      }
    });

    it("merges the shards' results in the engine's order: by the ranking criteria, then by score", () => {
      for (const query of ['deposit', 'refund address', 'network fees']) {
        const terms = queryTerms(query);
        const found = new Map<string, { ranked: RankedResult; shard: number }>();
        shards.forEach((shard, at) => {
          for (const result of shard.search(terms.join(' '), localSearchOptions('AND')))
            found.set(String(result.id), { ranked: rankResult(result, terms), shard: at });
        });
        const hits = searchLocalIndex(shards, { query, hitsPerPage: 1000 }, 'q').hits;
        assert.equal(
          hits.reduce((count, hit) => count + 1 + (hit.repeatedIn?.length ?? 0), 0),
          found.size,
        );
        const ranked = hits.map((hit) => found.get(hit.url)!);
        assert.ok(new Set(ranked.map((hit) => hit.shard)).size > 1, `"${query}" finds records in several shards`);
        for (let i = 1; i < ranked.length; i++) {
          const [above, below] = [ranked[i - 1]!.ranked, ranked[i]!.ranked];
          const criteria = (r: RankedResult) => [r.words, -r.typos, r.inHeadings];
          const order =
            criteria(above)
              .map((value, at) => value - criteria(below)[at]!)
              .find((difference) => difference !== 0) ?? 0;
          assert.ok(
            order > 0 || (order === 0 && above.result.score >= below.result.score),
            `"${query}": hit ${i} is not above hit ${i - 1}`,
          );
        }
      }
    });

    // Each shard scores with its own word statistics (as a sharded search engine does), so records
    // whose scores are within a few percent can swap places; what a reader sees first stays.
    it('finds what one index finds first, for every query of the bench, with the site in two shards', async () => {
      const halves = await shardsOf(Math.ceil(records.length / 2));
      assert.equal(halves.length, 2);
      for (const query of SITE_QUERIES) {
        const ranked = searchLocalIndex(single, { query, hitsPerPage: 1000 }, 'q').hits.map((hit) => hit.url);
        const top = searchLocalIndex(halves, { query, hitsPerPage: 5 }, 'q').hits.map((hit) => hit.url);
        assert.equal(top.length, Math.min(5, ranked.length));
        assert.ok(
          top.slice(0, 2).includes(ranked[0]!),
          `"${query}": one index's first hit ${ranked[0]} is among the first two of ${JSON.stringify(top)}`,
        );
        // The last of five may come from further down: "memo" gives one index's 12th hit fifth (its shard counts the word rarer).
        assert.ok(
          top.every((url) => ranked.indexOf(url) < 15),
          `"${query}": ${JSON.stringify(top)} are all in one index's first 15`,
        );
      }
    });
  });
});
