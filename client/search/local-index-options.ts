import type { Options, SearchOptions } from 'minisearch';
import { HIERARCHY_LEVELS, type SearchRecord } from './search-types.js';
import { normalizeWord, wordTerms } from './word-forms.js';

export { normalizeWord };

// The local index's options, shared by the build (which indexes and serialises) and the Web Worker
// (which loads the index): both sides must tokenise and normalise words the same way.

/** Runs of anything but spaces, line breaks, punctuation and symbols (`<`, `=`, `$`…): the words indexed. */
export const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
const SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;

/** The words of a query or a text, normalised, empty ones dropped. */
export function queryWords(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map(normalizeWord)
    .filter((word) => word.length > 0);
}

/** Typos allowed in a query word: one from 3 letters, two from 7. */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  return length >= 7 ? 2 : length >= 3 ? 1 : 0;
}

/**
 * Derived fields: the record's own heading, the headings above it, the section name, text and
 * keywords. A page's own record also takes the words of its route (`/endpoints/v2/pairs`), which say
 * where it sits in the site ("endpoints", "v2") when its title does not.
 */
function extractField(record: SearchRecord, field: string): string {
  const own = record.type === 'content' ? null : record.type;
  switch (field) {
    case 'title':
      return own ? (record.hierarchy[own] ?? '') : '';
    case 'parents':
      return HIERARCHY_LEVELS.slice(1)
        .filter((level) => level !== own)
        .map((level) => record.hierarchy[level] ?? '')
        .join(' ');
    case 'section':
      return record.hierarchy.lvl0 ?? '';
    case 'keywords':
      return [...(record.keywords ?? []), record.type === 'lvl1' ? record.url.replace(/#.*$/, '') : ''].join(' ');
    default:
      return (record as unknown as Record<string, unknown>)[field] as string;
  }
}

/** Field boosts: a record's own heading and an endpoint's keywords rank above the headings above it, then body text. */
export const FIELD_BOOSTS = { title: 6, keywords: 5, parents: 2, content: 1, section: 0.5 };

export const LOCAL_INDEX_OPTIONS: Options<SearchRecord> = {
  idField: 'objectID',
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: ['url', 'type', 'hierarchy', 'content', 'weight', 'deprecated', 'version'],
  extractField: extractField as Options<SearchRecord>['extractField'],
  tokenize: (text) => text.split(SEPARATORS),
  processTerm: (term) => {
    const terms = wordTerms(term);
    return terms.length > 1 ? terms : (terms[0] ?? null);
  },
};

/**
 * How much a deprecated page's records weigh against a live page's: enough for the live operation to
 * come first for the same words ("Set a refund address" V2 before V1), not so much that a deprecated
 * page that alone holds the words disappears.
 */
export const DEPRECATED_WEIGHT = 0.4;

/** Prefix search on the last word only, typo tolerance by word length, heading boosts, deprecated pages weighed down. */
export function localSearchOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    boost: FIELD_BOOSTS,
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => typosAllowed(term) || false,
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: 0.6 },
    boostDocument: (_id, _term, stored) => (stored?.deprecated === true ? DEPRECATED_WEIGHT : 1),
  };
}
