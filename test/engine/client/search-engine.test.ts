import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from '../../../client/search/local-index-options.js';
import { FEW_RESULTS, searchLocalIndex } from '../../../client/search/local-search-engine.js';
import type { SearchHit, SearchParameters, SearchRecord } from '../../../client/search/search-types.js';
import { serializeLocalIndex } from '../../../src/search/serialize-local-index.js';

let position = 0;
function record(
  url: string,
  lvl1: string,
  content: string | null,
  lvl2: string | null = null,
  lvl0 = 'Docs',
): SearchRecord {
  return {
    objectID: url,
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    weight: { level: lvl2 ? 90 : 100, position: position++ },
  };
}

const longText = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'needle' : `word${i}`)).join(' ');
const records: SearchRecord[] = [
  record('/refunds#refund-address', 'Refunds', 'Give an address that can take the coins back.', 'Refund address'),
  record('/deposits#statuses', 'Deposits', 'A refund address is used when a deposit fails.', 'Statuses'),
  record('/deposits', 'Deposits', 'A shift starts when the deposit arrives.'),
  record('/xss', '<img src=x onerror=alert(1)>', '<script>alert("x")</script> & friends'),
  record('/long', 'Long page', longText),
  record('/alpha-beta', 'Letters', 'alpha beta'),
  record('/alpha', 'Letters', 'alpha'),
  record('/beta', 'Letters', 'beta'),
  // Titled apart: records with the same heading and text on several pages are one hit.
  ...Array.from({ length: FEW_RESULTS }, (_, i) => record(`/gamma-delta-${i}`, `Greek ${i}`, 'gamma delta')),
  record('/gamma', 'Greek', 'gamma'),
  record('/animals', 'Animals', 'zebra axe planet network lightning'),
  record('/ax', 'Short', 'ax'),
  ...Array.from({ length: 30 }, (_, i) => record(`/omega-${i}`, `Omega ${i}`, 'omega')),
];
const index = MiniSearch.loadJSON<SearchRecord>(serializeLocalIndex(records), LOCAL_INDEX_OPTIONS);
const search = (query: string, extra: Partial<SearchParameters> = {}) =>
  searchLocalIndex(index, { query, ...extra }, 'query-1');
const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url);

describe('the local search engine', () => {
  it('answers in the Algolia shape: hits with highlight and snippet results, nbHits, queryID', () => {
    const response = search('refund address');
    assert.equal(response.queryID, 'query-1');
    assert.equal(response.nbHits, response.hits.length);
    const hit = response.hits[0]!;
    assert.deepEqual(Object.keys(hit.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
    assert.deepEqual(hit._highlightResult.hierarchy.lvl2, {
      value: '<mark>Refund</mark> <mark>address</mark>',
      matchLevel: 'full',
      matchedWords: ['refund', 'address'],
    });
    assert.equal(hit._snippetResult.content?.matchLevel, 'partial');
    assert.deepEqual(hit._snippetResult.content?.matchedWords, ['address']);
  });

  it('ranks a heading match above the same words in body text', () => {
    assert.deepEqual(urls(search('refund address').hits).slice(0, 2), [
      '/refunds#refund-address',
      '/deposits#statuses',
    ]);
  });

  it('requires every word first and adds records matching any word only when that finds few', () => {
    assert.deepEqual(urls(search('alpha beta').hits), ['/alpha-beta', '/alpha', '/beta']);
    const many = urls(search('gamma delta').hits);
    assert.equal(many.length, FEW_RESULTS);
    assert.ok(!many.includes('/gamma'), 'with enough records holding both words, one word alone is not enough');
  });

  it('searches the last word as a prefix, and only the last', () => {
    assert.deepEqual(urls(search('depos').hits).slice(0, 1), ['/deposits']);
    assert.equal(search('refund addr').hits[0]?._highlightResult.hierarchy.lvl2?.matchLevel, 'full');
    assert.equal(
      search('addr refund').hits.find((hit) => hit.url === '/refunds#refund-address')?._highlightResult.hierarchy.lvl2
        ?.matchLevel,
      'partial',
    );
  });

  it('tolerates one typo from 3 letters and two from 7, none below 3', () => {
    assert.ok(urls(search('axo').hits).includes('/animals'), '3 letters, 1 typo');
    assert.ok(!urls(search('ab').hits).includes('/ax'), '2 letters: no typo allowed');
    assert.ok(urls(search('zebro').hits).includes('/animals'), '5 letters, 1 typo');
    assert.ok(!urls(search('zxbro').hits).includes('/animals'), '5 letters, 2 typos');
    assert.ok(!urls(search('plaent').hits).includes('/animals'), '6 letters, 2 typos');
    assert.ok(urls(search('newtork').hits).includes('/animals'), '7 letters, 2 typos');
    assert.ok(urls(search('ligthning').hits).includes('/animals'), '9 letters, 2 typos');
  });

  it('HTML-escapes highlight and snippet values before adding <mark>', () => {
    const hit = search('onerror script').hits.find((h) => h.url === '/xss')!;
    assert.equal(hit._highlightResult.hierarchy.lvl1?.value, '&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    assert.equal(
      hit._highlightResult.content?.value,
      '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; friends',
    );
  });

  it('cuts snippets to 10 words around the match by default, and to the words asked for', () => {
    const hit = search('needle').hits[0]!;
    assert.equal(
      hit._snippetResult.content?.value,
      '…word18 word19 <mark>needle</mark> word21 word22 word23 word24 word25 word26 word27…',
    );
    const small = search('needle', { attributesToSnippet: ['content:5'] }).hits[0]!;
    assert.equal(small._snippetResult.content?.value, '…word19 <mark>needle</mark> word21 word22 word23…');
    assert.equal(hit._highlightResult.content?.value.includes('word0 '), true, 'the highlight keeps the whole text');
  });

  it('returns 20 hits per page by default, and the page asked for', () => {
    const first = search('omega');
    assert.equal(first.hits.length, 20);
    assert.equal(first.nbHits, 30);
    assert.equal(first.nbPages, 2);
    const second = search('omega', { page: 1 });
    assert.equal(second.hits.length, 10);
    assert.equal(new Set([...urls(first.hits), ...urls(second.hits)]).size, 30);
    assert.equal(search('omega', { hitsPerPage: 5 }).hits.length, 5);
  });

  it('uses the highlight tags asked for', () => {
    const hit = search('needle', { highlightPreTag: '<em>', highlightPostTag: '</em>' }).hits[0]!;
    assert.match(hit._snippetResult.content!.value, /<em>needle<\/em>/);
  });

  for (const query of [
    'x'.repeat(64),
    '     ',
    '!?.,;:',
    '🚀🔥',
    '<img src=x onerror=alert(1)>',
    '.*+?^${}()|[]\\',
    '((((',
    'a'.repeat(64) + ' ' + 'b'.repeat(64),
  ]) {
    it(`answers ${JSON.stringify(query.slice(0, 20))} normally, with only <mark> as markup`, () => {
      const response = search(query);
      assert.ok(Array.isArray(response.hits));
      assert.equal(typeof response.nbHits, 'number');
      for (const hit of response.hits) {
        const values = [
          ...Object.values(hit._highlightResult.hierarchy),
          hit._highlightResult.content,
          hit._snippetResult.content,
        ].map((v) => v?.value ?? '');
        for (const value of values) assert.doesNotMatch(value.replace(/<\/?mark>/g, ''), /[<>]/);
      }
    });
  }
});
