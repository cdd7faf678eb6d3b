import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupRepeatedHits } from '../../../client/search/repeated-hits.js';
import type { RepeatedHit, SearchRecord } from '../../../client/search/search-types.js';
import { meaningfulWords } from '../../../client/search/stop-words.js';
import { singular, wordTerms } from '../../../client/search/word-forms.js';

describe('how the search folds words', () => {
  it('folds regular English plurals to their singular and leaves other words alone', () => {
    const folds: Record<string, string> = {
      fees: 'fee',
      shifts: 'shift',
      entries: 'entry',
      addresses: 'address',
      matches: 'match',
      boxes: 'box',
      refunds: 'refund',
      sizes: 'size',
      statuses: 'status',
      causes: 'cause',
      uses: 'use',
    };
    for (const [plural, one] of Object.entries(folds)) assert.equal(singular(plural), one, plural);
    for (const word of ['status', 'address', 'analysis', 'gas', 'this', 'fee', 'v2', 'https2'])
      assert.equal(singular(word), word, word);
  });

  it('indexes a camelCase name as itself and as its words', () => {
    assert.deepEqual(wordTerms('affiliateId'), ['affiliateid', 'affiliate', 'id']);
    assert.deepEqual(wordTerms('RefundAddressRequest'), ['refundaddressrequest', 'refund', 'address', 'request']);
    assert.deepEqual(wordTerms('XMLHttpRequests'), ['xmlhttprequest', 'xml', 'http', 'request']);
    assert.deepEqual(wordTerms('Deposits'), ['deposit']);
    assert.deepEqual(wordTerms('Déjà'), ['deja']);
    assert.deepEqual(wordTerms(''), []);
  });

  it("drops a question's stop words, unless nothing else is left", () => {
    assert.deepEqual(meaningfulWords(['how', 'do', 'i', 'cancel', 'an', 'order']), ['cancel', 'order']);
    assert.deepEqual(meaningfulWords(['404', 'not', 'found']), ['404', 'not', 'found']);
    assert.deepEqual(meaningfulWords(['to', 'be']), ['to', 'be']);
  });
});

describe('repeated hits', () => {
  const hit = (
    url: string,
    lvl1: string,
    lvl2: string,
    content: string,
  ): SearchRecord & { repeatedIn?: RepeatedHit[] } => ({
    objectID: url,
    url,
    type: 'lvl2',
    hierarchy: { lvl0: 'API', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    weight: { level: 90, position: 1 },
  });

  it('fold into the first hit with the same heading and text on another page, in order, without changing the hits given', () => {
    const hits = [
      hit('/a#errors', 'A', 'Errors', 'Every error has the same body.'),
      hit('/b#intro', 'B', 'Intro', 'Every error has the same body.'),
      hit('/b#errors', 'B', 'Errors', 'Every error has the same body.'),
      hit('/a#errors-again', 'A', 'Errors', 'Every error has the same body.'),
      hit('/c#errors', 'C', 'Errors', 'Every error has the same body.'),
    ];
    const before = JSON.stringify(hits);
    const grouped = groupRepeatedHits(hits);
    assert.deepEqual(
      grouped.map((found) => found.url),
      ['/a#errors', '/b#intro', '/a#errors-again'],
    );
    assert.deepEqual(
      grouped[0]!.repeatedIn?.map((repeat) => repeat.url),
      ['/b#errors', '/c#errors'],
    );
    assert.equal(grouped[1]!.repeatedIn, undefined, 'another heading is another hit');
    assert.equal(grouped[2]!.repeatedIn, undefined, 'the same page twice is not a repeat');
    assert.equal(JSON.stringify(hits), before);
  });
});
