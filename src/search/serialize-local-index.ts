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
  const processTerm = rememberedTerms(options.processTerm ?? MiniSearch.getDefault('processTerm'));

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
      const tokens = tokenize(stringifyField(value, field), field);
      // A field's length is its distinct words as tokenised, before normalising; the average is
      // updated as MiniSearch updates it, so that the floating-point result is the same.
      const length = new Set(tokens).size;
      (fieldLength[documentId] ??= [])[fieldId] = length;
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * documentCount + length) / (documentCount + 1);
      for (const token of tokens) {
        const terms = processTerm(token, field);
        if (Array.isArray(terms)) for (const term of terms) count(term, fieldId, documentId);
        else if (terms) count(terms, fieldId, documentId);
      }
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

/**
 * `processTerm`, remembered per field and word: a shard says the same few thousand words again and
 * again, and folding one (case, accents, plural, camelCase parts) costs several regular expressions.
 */
function rememberedTerms(processTerm: NonNullable<Options<SearchRecord>['processTerm']>): typeof processTerm {
  const byField = new Map<string, Map<string, ReturnType<typeof processTerm>>>();
  return (token, field) => {
    const key = field ?? '';
    let known = byField.get(key);
    if (known === undefined) byField.set(key, (known = new Map()));
    let terms = known.get(token);
    if (terms === undefined && !known.has(token)) known.set(token, (terms = processTerm(token, field)));
    return terms;
  };
}
