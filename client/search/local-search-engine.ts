import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { highlightRecord } from './highlight-hit.js';
import { localSearchOptions, normalizeWord, queryWords } from './local-index-options.js';
import { parseSnippetAttributes, searchDefaults } from './search-parameters.js';
import type { SearchHit, SearchParameters, SearchRecord, SearchResponse } from './search-types.js';
import { createWordMatcher } from './word-matcher.js';

/** With fewer hits than this when every word is required, records matching any word are added after them. */
export const FEW_RESULTS = 5;

/** The local index: one MiniSearch index, or the shards of one, each holding some of the site's records. */
export type LocalIndex = MiniSearch<SearchRecord> | readonly MiniSearch<SearchRecord>[];

/**
 * Searches the local MiniSearch index and answers like Algolia: all words required first, then any
 * word when that finds few records; headings above text; `hitsPerPage` hits of page `page` with
 * escaped highlights and snippets. Shards are searched alike and their results merged by score, as
 * if they were one index.
 */
export function searchLocalIndex(index: LocalIndex, parameters: SearchParameters, queryID: string): SearchResponse {
  const settings = { ...searchDefaults, ...parameters };
  const hitsPerPage = Math.max(1, Math.min(1000, Math.floor(Number(settings.hitsPerPage) || 20)));
  const page = Math.max(0, Math.floor(Number(settings.page) || 0));
  const query = String(settings.query ?? '');
  const words = queryWords(query);
  const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, queryID };
  if (words.length === 0) return empty;

  const shards = Array.isArray(index) ? index : [index as MiniSearch<SearchRecord>];
  const text = words.join(' ');
  const all = searchShards(shards, text, 'AND');
  if (all.length < FEW_RESULTS && words.length > 1) {
    const found = new Set(all.map((result) => result.id));
    all.push(...searchShards(shards, text, 'OR').filter((result) => !found.has(result.id)));
  }

  const matcher = createWordMatcher(words);
  const base = {
    words,
    preTag: settings.highlightPreTag,
    postTag: settings.highlightPostTag,
    ellipsis: settings.snippetEllipsisText,
    snippetWords: parseSnippetAttributes(settings.attributesToSnippet),
  };
  const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): SearchHit => {
    const record = toRecord(result);
    const { highlight, snippet } = highlightRecord(record, { ...base, terms: result.terms, matchWord: termMatcher(result, matcher) });
    return { ...record, _highlightResult: highlight, _snippetResult: snippet };
  });
  return { hits, nbHits: all.length, page, nbPages: Math.ceil(all.length / hitsPerPage), hitsPerPage, query, queryID };
}

/**
 * Highlights exactly the words MiniSearch matched in this record (`result.terms`), each credited to
 * the query words it stands for.
 */
function termMatcher(result: SearchResult, matcher: (word: string) => string[]): (word: string) => string[] {
  const terms = new Map<string, string[]>();
  for (const term of result.terms) {
    const words = matcher(term);
    terms.set(term, words.length > 0 ? words : result.queryTerms.slice(0, 1));
  }
  return (word) => terms.get(normalizeWord(word)) ?? [];
}

/** Every shard's results for `text`, merged in order of relevance. */
function searchShards(shards: readonly MiniSearch<SearchRecord>[], text: string, combineWith: 'AND' | 'OR'): SearchResult[] {
  const options = localSearchOptions(combineWith);
  return shards.flatMap((shard) => shard.search(text, options)).sort(byRelevance);
}

/** Score first; among equals, headings before text and earlier sections before later ones. */
function byRelevance(a: SearchResult, b: SearchResult): number {
  if (a.score !== b.score) return b.score - a.score;
  const wa = a.weight as SearchRecord['weight'];
  const wb = b.weight as SearchRecord['weight'];
  return wb.level - wa.level || wa.position - wb.position;
}

function toRecord(result: SearchResult): SearchRecord {
  return {
    objectID: String(result.id),
    url: result.url as string,
    type: result.type as SearchRecord['type'],
    hierarchy: result.hierarchy as SearchRecord['hierarchy'],
    content: (result.content as string | null) ?? null,
    weight: result.weight as SearchRecord['weight'],
  };
}
