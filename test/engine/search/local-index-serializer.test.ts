import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch, { type Options } from 'minisearch';
import { LOCAL_INDEX_OPTIONS } from '../../../client/search/local-index-options.js';
import { HIERARCHY_LEVELS, type SearchRecord } from '../../../client/search/search-types.js';
import { serializeLocalIndex } from '../../../src/search/serialize-local-index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

// The local index is serialised without MiniSearch's `add`. Whatever the records, the JSON must be the
// one MiniSearch writes after `addAll`, byte for byte: the browser loads it with MiniSearch.

/** What MiniSearch itself writes for these records. */
function serializedByMiniSearch(
  records: readonly SearchRecord[],
  options: Options<SearchRecord> = LOCAL_INDEX_OPTIONS,
): string {
  const index = new MiniSearch<SearchRecord>(options);
  index.addAll(records);
  return JSON.stringify(index);
}

// Words that share prefixes (the radix tree splits and merges its edges on them), cases and accents
// that normalise to the same term, punctuation and symbols that separate words, scripts without spaces.
const WORDS = [
  'deposit',
  'deposits',
  'Deposit',
  'DEPOSIT',
  'dépôt',
  'depot',
  'de',
  'd',
  'shift',
  'shifts',
  'shi',
  'sh',
  'fixed',
  'fix',
  'x',
  'Ωmega',
  'ωmega',
  '漢字',
  'コイン',
  'ﬁle',
  'e\u0301',
  '1',
  '12',
  '0x1f',
  'BTC',
  'btc',
];
const SEPARATORS = [
  ' ',
  ' ',
  ' ',
  '  ',
  ', ',
  '. ',
  '/',
  '-',
  '_',
  '\n',
  '\t',
  '$',
  '`',
  '<',
  '=',
  '\u00a0',
  '…',
  '🙂',
  "'",
];

function generatedRecords(seed: number, count: number): SearchRecord[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const text = (most: number) => {
    let value = next() < 0.2 ? pick(SEPARATORS) : '';
    for (let n = Math.floor(next() * most); n > 0; n--) value += pick(WORDS) + pick(SEPARATORS);
    return next() < 0.5 ? value.trimEnd() : value;
  };
  const maybe = (most: number) => (next() < 0.3 ? null : text(most));
  return Array.from({ length: count }, (_, position) => {
    const type = pick([...HIERARCHY_LEVELS, 'content', 'content'] as const);
    const hierarchy = Object.fromEntries(
      HIERARCHY_LEVELS.map((level, depth) => [level, depth <= 1 || level === type ? text(4) : maybe(4)]),
    ) as SearchRecord['hierarchy'];
    return {
      objectID: `/page-${Math.floor(position / 4)}#${position}`,
      url: `/page-${Math.floor(position / 4)}#${position}`,
      type,
      hierarchy,
      content: type === 'content' || next() < 0.5 ? text(30) : null,
      weight: { level: Math.floor(next() * 100), position },
      ...(next() < 0.1 && { keywords: [text(2), text(2)] }),
    };
  });
}

describe('the local index serialiser', () => {
  it('writes what MiniSearch writes after addAll, byte for byte, for 400 shards of generated records', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const records = generatedRecords(seed, seed % 40);
      assert.equal(serializeLocalIndex(records), serializedByMiniSearch(records), `seed ${seed}`);
    }
  });

  it('writes what MiniSearch writes with its own defaults and a term processor that returns several terms', () => {
    const options: Options<SearchRecord> = {
      idField: 'url',
      fields: ['content', 'type'],
      processTerm: (term) =>
        term.length > 3 ? [term.toLowerCase(), term.slice(0, 3).toLowerCase()] : term ? term : null,
    };
    for (let seed = 1; seed <= 50; seed++) {
      const records = generatedRecords(seed, 20);
      assert.equal(serializeLocalIndex(records, options), serializedByMiniSearch(records, options), `seed ${seed}`);
    }
  });

  it('refuses records with the same ID, or none, as MiniSearch does', () => {
    const [first, second] = generatedRecords(3, 2) as [SearchRecord, SearchRecord];
    assert.throws(() => serializeLocalIndex([first, { ...second, objectID: first.objectID }]), {
      message: `MiniSearch: duplicate ID ${first.objectID}`,
    });
    assert.throws(() => serializeLocalIndex([{ ...first, objectID: undefined as unknown as string }]), {
      message: 'MiniSearch: document does not have ID field "objectID"',
    });
  });
});
