import MiniSearch, { type Options } from 'minisearch';
import { LOCAL_INDEX_OPTIONS, type SearchRecord } from '../shared/browser-shapes.js';

/** How often a term occurs, by field id, then by document short id: MiniSearch's serialised postings. */
type TermPostings = Record<number, Record<number, number>>;
/**
 * A term's counts while records are read: by field id, a flat list of document short ids and counts
 * (`[id, count, id, count…]`). Records are read in order, so a document's ids come in increasing
 * order and a repeated word only bumps the last count.
 */
type TermCounts = number[][];

/**
 * One shard of the local index as JSON, loadable with `MiniSearch.loadJSON(json, LOCAL_INDEX_OPTIONS)`:
 * byte for byte what `JSON.stringify` of a MiniSearch given `addAll(records)` gives (serialisation
 * version 2), with the same options doing the tokenising and normalising.
 *
 * Made without MiniSearch's `add`: it walks its radix tree for every word of every record, which was
 * two thirds of the indexing time. Here words are counted in a hash map, and the tree is built once
 * per distinct term, by MiniSearch itself (`loadJS`), only to list the terms in the order its
 * `toJSON` walks them. The postings are counted in flat lists and written as JSON directly (see
 * `postingsJson`): objects keyed by numbers were slower to fill and to stringify, and left more garbage.
 */
export function serializeLocalIndex(
  records: readonly SearchRecord[],
  options: Options<SearchRecord> = LOCAL_INDEX_OPTIONS,
): string {
  const { fields, storeFields = [], idField = 'id' } = options;
  const extractField =
    options.extractField ??
    ((record: SearchRecord, field: string) => (record as unknown as Record<string, unknown>)[field]);
  const stringifyField = options.stringifyField ?? ((value: unknown) => String(value));
  const tokenize = options.tokenize ?? MiniSearch.getDefault('tokenize');
  const wordsOf = rememberedWords(options.processTerm ?? MiniSearch.getDefault('processTerm'));

  const fieldIds = Object.fromEntries(fields.map((field, id) => [field, id]));
  const documentIds: Record<number, unknown> = {};
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  const storedFields: Record<number, Record<string, unknown>> = {};
  // By term, in the order the words first occur: the order MiniSearch's tree is grown in.
  const postings = new Map<string, TermCounts>();
  const seenIds = new Set<unknown>();
  const count = (term: string, fieldId: number, documentId: number) => {
    let byField = postings.get(term);
    if (byField === undefined) postings.set(term, (byField = []));
    const counts = (byField[fieldId] ??= []);
    const last = counts.length - 2;
    if (counts[last] === documentId) counts[last + 1]! += 1;
    else counts.push(documentId, 1);
  };

  let documentCount = 0;
  for (const record of records) {
    const id = extractField(record, idField);
    if (id == null) throw new Error(`MiniSearch: document does not have ID field "${idField}"`);
    if (seenIds.has(id)) throw new Error(`MiniSearch: duplicate ID ${String(id)}`);
    seenIds.add(id);
    const documentId = documentCount;
    documentIds[documentId] = id;

    if (storeFields.length > 0) {
      const stored: Record<string, unknown> = (storedFields[documentId] = {});
      for (const name of storeFields) {
        const value = extractField(record, name);
        if (value !== undefined) stored[name] = value;
      }
    }

    for (const [fieldId, field] of fields.entries()) {
      const value = extractField(record, field);
      if (value == null) continue;
      // A field's length is its distinct words as tokenised, before normalising (MiniSearch counts a
      // Set of them; here each word remembers the last record it was seen in, in this field).
      const wordOf = wordsOf(field);
      let length = 0;
      for (const token of tokenize(stringifyField(value, field), field)) {
        const word = wordOf(token);
        if (word.lastSeenIn !== documentId) {
          word.lastSeenIn = documentId;
          length += 1;
        }
        const { terms } = word;
        if (Array.isArray(terms)) for (const term of terms) count(term, fieldId, documentId);
        else if (terms) count(terms, fieldId, documentId);
      }
      (fieldLength[documentId] ??= [])[fieldId] = length;
      // Updated as MiniSearch updates it, so that the floating-point result is the same.
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * documentCount + length) / (documentCount + 1);
    }
    documentCount += 1;
  }

  const head = JSON.stringify({
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength,
    storedFields,
    dirtCount: 0,
  });
  const index = termsInTreeOrder(postings.keys(), fieldIds, options).map(
    (term) => `[${JSON.stringify(term)},${postingsJson(postings.get(term)!)}]`,
  );
  return `${head.slice(0, -1)},"index":[${index.join(',')}],"serializationVersion":2}`;
}

/**
 * A term's counts as `JSON.stringify` writes MiniSearch's postings: objects keyed by field id, then by
 * document short id, both in increasing order (the order JSON gives keys that are array indexes).
 */
function postingsJson(byField: TermCounts): string {
  const fields: string[] = [];
  byField.forEach((counts, fieldId) => {
    const documents: string[] = [];
    for (let at = 0; at < counts.length; at += 2) documents.push(`"${counts[at]}":${counts[at + 1]}`);
    fields.push(`"${fieldId}":{${documents.join(',')}}`);
  });
  return `{${fields.join(',')}}`;
}

/** `terms`, inserted in this order into MiniSearch's radix tree, in the order its `toJSON` lists them. */
function termsInTreeOrder(
  terms: Iterable<string>,
  fieldIds: Record<string, number>,
  options: Options<SearchRecord>,
): string[] {
  const empty = {
    documentCount: 0,
    nextId: 0,
    documentIds: {},
    fieldIds,
    fieldLength: {},
    averageFieldLength: [],
    storedFields: {},
    dirtCount: 0,
    index: Array.from(terms, (term): [string, TermPostings] => [term, {}]),
    serializationVersion: 2,
  };
  return MiniSearch.loadJS(empty, options)
    .toJSON()
    .index.map(([term]) => term);
}

/** A word as tokenised in one field: its terms (`processTerm`), and the last record it was seen in there. */
interface Word {
  terms: ReturnType<NonNullable<Options<SearchRecord>['processTerm']>>;
  lastSeenIn: number;
}

/**
 * Each field's words, remembered: a shard says the same few thousand words again and again, and
 * folding one (case, accents, plural, camelCase parts) costs several regular expressions. One lookup
 * per word gives its terms and the last record it was seen in.
 */
function rememberedWords(
  processTerm: NonNullable<Options<SearchRecord>['processTerm']>,
): (field: string) => (token: string) => Word {
  const byField = new Map<string, (token: string) => Word>();
  return (field) => {
    let wordOf = byField.get(field);
    if (wordOf === undefined) {
      const known = new Map<string, Word>();
      wordOf = (token) => {
        let word = known.get(token);
        if (word === undefined) known.set(token, (word = { terms: processTerm(token, field), lastSeenIn: -1 }));
        return word;
      };
      byField.set(field, wordOf);
    }
    return wordOf;
  };
}
