import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { highlightRecord } from './highlight-hit.js';
import { localSearchOptions, queryWords } from './local-index-options.js';
import { groupRepeatedHits } from './repeated-hits.js';
import { parseSnippetAttributes, searchDefaults } from './search-parameters.js';
import type { SearchHit, SearchParameters, SearchRecord, SearchResponse } from './search-types.js';
import { meaningfulWords } from './stop-words.js';
import { createWordMatcher } from './word-matcher.js';
import { wordTerms } from './word-forms.js';

/** With fewer hits than this when every word is required, records matching any word are added after them. */
export const FEW_RESULTS = 5;

/** The local index: one MiniSearch index, or the shards of one, each holding some of the site's records. */
export type LocalIndex = MiniSearch<SearchRecord> | readonly MiniSearch<SearchRecord>[];

/**
 * A result with what ranks it before its score: how many query words it holds, how many of them only
 * with a typo, and how many in its headings (its own, the page title and those between) or keywords.
 */
export interface RankedResult {
  result: SearchResult;
  words: number;
  typos: number;
  inHeadings: number;
}

/** Fields that name a record rather than tell its text. */
const NAMING_FIELDS = new Set(['title', 'parents', 'keywords']);

/**
 * Searches the local MiniSearch index and answers like Algolia: a question's stop words dropped; all
 * words required first, then any word when that finds few records; among those, records holding the
 * words as typed before records that hold them only with a typo, then by score (field boosts, deprecated
 * pages weighed down), headings above text; a hit repeated word for word on other pages stands for
 * them; `hitsPerPage` hits of page `page` with escaped highlights and snippets. Shards are searched
 * alike and their results merged by score, as if they were one index.
 */
export function searchLocalIndex(index: LocalIndex, parameters: SearchParameters, queryID: string): SearchResponse {
  const settings = { ...searchDefaults, ...parameters };
  const hitsPerPage = Math.max(1, Math.min(1000, Math.floor(Number(settings.hitsPerPage) || 20)));
  const page = Math.max(0, Math.floor(Number(settings.page) || 0));
  const query = String(settings.query ?? '');
  const terms = queryTerms(query);
  const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, queryID };
  if (terms.length === 0) return empty;

  const shards = Array.isArray(index) ? index : [index as MiniSearch<SearchRecord>];
  const found = searchShards(shards, terms);
  const distinctTerms = new Set(terms).size;
  const complete = found.filter((ranked) => ranked.words === distinctTerms).sort(byRelevance);
  const all =
    complete.length < FEW_RESULTS && distinctTerms > 1
      ? [...complete, ...found.filter((ranked) => ranked.words < distinctTerms).sort(byRelevance)]
      : complete;
  const grouped = groupRepeatedHits(all.map(({ result }) => toHit(result)));

  const matcher = createWordMatcher(terms);
  const base = {
    words: [...new Set(terms)],
    preTag: settings.highlightPreTag,
    postTag: settings.highlightPostTag,
    ellipsis: settings.snippetEllipsisText,
    snippetWords: parseSnippetAttributes(settings.attributesToSnippet),
  };
  const termsOf = rememberedWordTerms();
  const hits = grouped.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ result, ...hit }): SearchHit => {
    const { highlight, snippet } = highlightRecord(hit, {
      ...base,
      terms: result.terms,
      matchWord: termMatcher(result, matcher, termsOf),
    });
    return { ...hit, _highlightResult: highlight, _snippetResult: snippet };
  });
  return {
    hits,
    nbHits: grouped.length,
    page,
    nbPages: Math.ceil(grouped.length / hitsPerPage),
    hitsPerPage,
    query,
    queryID,
  };
}

/** The words of a query as the index holds them (folded, singular), its stop words left out: what MiniSearch searches for. */
export function queryTerms(query: string): string[] {
  return meaningfulWords(queryWords(query)).map((word) => wordTerms(word)[0] ?? word);
}

/**
 * Highlights exactly the words MiniSearch matched in this record (`result.terms`), each credited to
 * the query words it stands for: a word of the text is highlighted when one of its terms (its
 * singular, the parts of a camelCase name) matched.
 */
function termMatcher(
  result: SearchResult,
  matcher: (word: string) => string[],
  termsOf: (word: string) => string[],
): (word: string) => string[] {
  const matched = new Map<string, string[]>();
  for (const term of result.terms) {
    const words = matcher(term);
    matched.set(term, words.length > 0 ? words : result.queryTerms.slice(0, 1));
  }
  return (word) => {
    const terms = termsOf(word);
    if (terms.length === 1) return matched.get(terms[0]!) ?? NONE;
    return [...new Set(terms.flatMap((term) => matched.get(term) ?? NONE))];
  };
}

const NONE: string[] = [];

/** `wordTerms`, remembered for the words of one answer's hits (the same words recur from hit to hit). */
function rememberedWordTerms(): (word: string) => string[] {
  const known = new Map<string, string[]>();
  return (word) => {
    let terms = known.get(word);
    if (terms === undefined) known.set(word, (terms = wordTerms(word)));
    return terms;
  };
}

/** Every shard's results for the terms, any of them matching, with their ranking criteria. */
function searchShards(shards: readonly MiniSearch<SearchRecord>[], terms: string[]): RankedResult[] {
  const options = localSearchOptions('OR');
  return shards.flatMap((shard) => shard.search(terms.join(' '), options)).map((result) => rankResult(result, terms));
}

/**
 * How many distinct query terms the record holds; how many of them only with a typo (a term is held
 * as typed when the record has it, or, for the last term, searched as a prefix, a word it starts); and
 * how many in a field that names the record.
 */
export function rankResult(result: SearchResult, terms: string[]): RankedResult {
  const held = new Set(result.queryTerms);
  const matches = Object.entries(result.match);
  const last = terms[terms.length - 1];
  let typos = 0;
  let inHeadings = 0;
  for (const term of held) {
    const asTyped = matches.filter(([word]) => word === term || (term === last && word.startsWith(term)));
    if (asTyped.length === 0) typos += 1;
    const matching = asTyped.length > 0 ? asTyped : matches.filter(([word]) => !terms.includes(word));
    if (matching.some(([, fields]) => fields.some((field) => NAMING_FIELDS.has(field)))) inHeadings += 1;
  }
  return { result, words: held.size, typos, inHeadings };
}

/**
 * More query words first, then fewer typos, then more words in the record's headings, then score;
 * among equals, headings before text and earlier sections before later ones.
 */
function byRelevance(a: RankedResult, b: RankedResult): number {
  if (a.words !== b.words) return b.words - a.words;
  if (a.typos !== b.typos) return a.typos - b.typos;
  if (a.inHeadings !== b.inHeadings) return b.inHeadings - a.inHeadings;
  if (a.result.score !== b.result.score) return b.result.score - a.result.score;
  const wa = a.result.weight as SearchRecord['weight'];
  const wb = b.result.weight as SearchRecord['weight'];
  return wb.level - wa.level || wa.position - wb.position;
}

/** The stored record of a result, and the result itself (for its highlights, once the hit is on the page asked for). */
function toHit(result: SearchResult): SearchRecord & { result: SearchResult } {
  const hit: SearchRecord & { result: SearchResult } = {
    objectID: String(result.id),
    url: result.url as string,
    type: result.type as SearchRecord['type'],
    hierarchy: result.hierarchy as SearchRecord['hierarchy'],
    content: (result.content as string | null) ?? null,
    weight: result.weight as SearchRecord['weight'],
    result,
  };
  if (result.deprecated === true) hit.deprecated = true;
  if (typeof result.version === 'string') hit.version = result.version;
  return hit;
}
