import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { hitView, textOf } from '../../client/search/hit-view.js';
import { LOCAL_INDEX_OPTIONS } from '../../client/search/local-index-options.js';
import { searchLocalIndex } from '../../client/search/local-search-engine.js';
import type { SearchSettings } from '../../client/search/search-settings.js';
import type { SearchHit, SearchRecord } from '../../client/search/search-types.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { Page } from '../../src/model/page.js';
import { collectSearchRecords } from '../../src/search/collect-search-records.js';
import { buildFixture, fixturesDir, repoRoot } from '../helpers/build-fixture.js';

/** Text of an endpoint's schema as its records hold it: "object RefundAddressRequest:", "(string, required)". */
const SCHEMA_TEXT =
  /\bobject \w*:|\((?:string|number|integer|boolean|object|array)\b[^)]*\b(?:required|optional)\)|Content type application\//;

describe('search ranking rules on the records of the SideShift site', () => {
  let pages: Page[];
  let records: SearchRecord[];
  let index: MiniSearch<SearchRecord>;
  const search = (query: string, hitsPerPage = 20) => searchLocalIndex(index, { query, hitsPerPage }, 'q').hits;
  /** Position of the first hit on the page (0-based), or Infinity. */
  const rankOfPage = (hits: SearchHit[], route: string) => {
    const at = hits.findIndex((hit) => hit.url.replace(/#.*$/, '') === route);
    return at < 0 ? Infinity : at;
  };
  const titleOf = (hit: SearchHit) => textOf(hitView(hit).headingsHtml.join(' › '));

  before(async () => {
    const site = await buildFixture(path.relative(fixturesDir, repoRoot));
    assert.deepEqual(site.errors, []);
    pages = site.result!.pages;
    records = collectSearchRecords(await loadConfig(repoRoot), {
      pages,
      homeRoute: '/',
      sidebars: new Map(),
      posts: [],
      redirects: [],
    });
    const settings = JSON.parse(site.text('search/settings.json')!) as SearchSettings;
    index = MiniSearch.loadJSON<SearchRecord>(site.text(settings.indexUrls![0]!.slice(1))!, LOCAL_INDEX_OPTIONS);
  });

  it("marks every record of a deprecated operation's page deprecated, and no other", () => {
    const deprecated = new Set(pages.filter((page) => page.endpoint?.deprecated).map((page) => page.route));
    assert.ok(
      deprecated.size >= 10 && [...deprecated].every((route) => route.startsWith('/endpoints/v1/')),
      [...deprecated].join(', '),
    );
    for (const record of records)
      assert.equal(record.deprecated === true, deprecated.has(record.url.replace(/#.*$/, '')), record.url);
  });

  it('ranks a deprecated (V1) page below its live (V2) equivalent for the same words', () => {
    // Operations both specs have, by their titles as the pages give them (without the version).
    const live = new Map(
      pages.filter((page) => page.endpoint && !page.endpoint.deprecated).map((page) => [page.title, page.route]),
    );
    const pairs = pages
      .filter((page) => page.endpoint?.deprecated && live.has(page.title))
      .map((page) => ({ title: page.title, v1: page.route, v2: live.get(page.title)! }));
    assert.ok(pairs.length >= 3, `operations in both versions: ${pairs.map((pair) => pair.title).join(', ')}`);
    for (const { title, v1, v2 } of pairs) {
      for (const query of [title, title.toLowerCase().replace(/^(get|set|request) (a|an|your) /, '')]) {
        const hits = search(query, 50);
        assert.ok(
          rankOfPage(hits, v2) < rankOfPage(hits, v1),
          `"${query}": ${v2} (at ${rankOfPage(hits, v2)}) above ${v1} (at ${rankOfPage(hits, v1)})`,
        );
      }
    }
  });

  it('puts the live operation and the Refunds guide above the deprecated one for "refund address"', () => {
    const hits = search('refund address');
    assert.ok(!hits[0]!.deprecated, `first: ${hits[0]!.url}`);
    assert.ok(
      rankOfPage(hits, '/api-intro/refunds') < 5,
      `the Refunds guide is at ${rankOfPage(hits, '/api-intro/refunds')}`,
    );
    assert.ok(rankOfPage(hits, '/endpoints/v2/setrefundaddress') < rankOfPage(hits, '/endpoints/v1/setrefundaddress'));
  });

  it('never takes a record title from schema text: hierarchy levels are page titles and headings', () => {
    const headings = new Set(
      pages.flatMap((page) => [page.title, ...(page.content?.toc ?? []).map((item) => item.text)]),
    );
    for (const record of records) {
      for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
        const value = record.hierarchy[level];
        if (value === null) continue;
        assert.doesNotMatch(value, SCHEMA_TEXT, `${record.url} ${level}`);
        assert.ok(
          headings.has(value) || (level === 'lvl1' && headings.has(value.replace(/ \((V1|V2)\)$/, ''))),
          `${record.url} ${level} "${value}" is a page title or a heading`,
        );
      }
    }
  });

  for (const query of [
    'refund',
    'refund address',
    'address string required',
    'RefundAddressRequest',
    'depositAmount',
    'x-sideshift-secret',
    'error code message',
  ]) {
    it(`titles every hit for "${query}" with its page and section headings, the text under them in the snippet`, () => {
      const hits = search(query, 1000);
      assert.ok(hits.length > 0);
      for (const hit of hits) {
        const title = titleOf(hit);
        assert.doesNotMatch(title, SCHEMA_TEXT, `${hit.url}: "${title}"`);
        const own = hit.type === 'content' ? 6 : Number(hit.type.slice(3));
        const expected = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
          .slice(0, own)
          .map((level) => hit.hierarchy[level])
          .filter(Boolean);
        assert.equal(title, expected.join(' › '), hit.url);
      }
    });
  }

  it("shows an endpoint's schema text under its section's title, not as the title", () => {
    const hit = search('RefundAddressRequest').find(
      (found) => found.url === '/endpoints/v2/setrefundaddress#request-body',
    );
    assert.ok(hit, 'the request body is found by its schema name');
    const view = hitView(hit);
    assert.equal(textOf(view.headingsHtml.join(' › ')), 'Set a refund address (V2) › Request body');
    assert.match(view.snippetHtml ?? '', /<mark>RefundAddressRequest<\/mark>/);
  });

  it('places the sections of an endpoint under the headings above them, even a heading with no text of its own', () => {
    const pathParameters = records.find((record) => record.url === '/endpoints/v2/setrefundaddress#path-parameters');
    assert.deepEqual(pathParameters?.hierarchy, {
      lvl0: 'REST API',
      lvl1: 'Set a refund address (V2)',
      lvl2: 'Parameters',
      lvl3: 'Path parameters',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('shows a long heading whole, never cut to the snippet of a small screen', () => {
    const heading = 'What happens if a user sends the wrong amount to a fixed shift?';
    const hit = searchLocalIndex(
      index,
      { query: 'fixed shift wrong amount', attributesToSnippet: ['hierarchy.lvl3:5', 'content:5'] },
      'q',
    ).hits.find((found) => found.hierarchy.lvl3 === heading);
    assert.ok(hit, 'the FAQ entry is found');
    assert.equal(textOf(hitView(hit).headingsHtml.at(-1)!), heading);
  });

  it('folds hits repeating the same heading and text on several pages into one, which lists the others', () => {
    const hits = search('x-sideshift-secret', 1000);
    const v2 = hits.find(
      (hit) =>
        hit.url === '/endpoints/v2/createfixedshift#authentication' ||
        hit.repeatedIn?.some((repeat) => repeat.url === '/endpoints/v2/createfixedshift#authentication'),
    );
    assert.ok(v2, 'the V2 authentication section is found');
    const authentication = hits.filter((hit) => hit.hierarchy.lvl2 === 'Authentication' && hit.content === v2.content);
    assert.equal(authentication.length, 1, authentication.map((hit) => hit.url).join(', '));
    const repeats = authentication[0]!.repeatedIn ?? [];
    assert.ok(repeats.length >= 5, `${repeats.length} other pages`);
    const same = records.filter(
      (record) =>
        record.hierarchy.lvl2 === 'Authentication' &&
        record.type === 'lvl2' &&
        record.content === authentication[0]!.content,
    );
    assert.deepEqual(
      new Set([authentication[0]!.url, ...repeats.map((repeat) => repeat.url)]),
      new Set(same.map((record) => record.url)),
    );
    const contents = hits
      .filter((hit) => hit.content)
      .map((hit) => `${hit.type}|${hit.hierarchy[hit.type as 'lvl2'] ?? ''}|${hit.content}`);
    assert.equal(new Set(contents).size, contents.length, 'no two hits have the same heading and text');
  });

  it('searches a question by its words, not its stop words, and plurals by their singular', () => {
    assert.deepEqual(
      search('how do I cancel an order', 5).map((hit) => hit.url),
      search('cancel order', 5).map((hit) => hit.url),
    );
    assert.equal(search('refunds', 1)[0]?.url, search('refund', 1)[0]?.url);
    assert.ok(
      search('affiliate').some((hit) => /affiliateId/.test(hit.content ?? '')),
      'a camelCase name is found by its words',
    );
  });
});
