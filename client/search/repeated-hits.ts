import type { RepeatedHit, SearchRecord } from './search-types.js';

/** What makes two hits the same to a reader: their own heading and their text, word for word. */
function repeatKey(hit: Pick<SearchRecord, 'type' | 'hierarchy' | 'content'>): string | undefined {
  if (!hit.content) return undefined;
  const own = hit.type === 'content' ? '' : (hit.hierarchy[hit.type] ?? '');
  return `${own}\n${hit.content.replace(/\s+/g, ' ').trim()}`;
}

const pageOf = (url: string) => url.replace(/#.*$/, '');

/**
 * Hits in the same order, a hit that repeats an earlier one's heading and text on another page (the
 * same schema, the same error response, on every endpoint) folded into that earlier hit's
 * `repeatedIn`: one result stands for them all, instead of a screen of identical snippets. New
 * objects: the hits given are not changed.
 */
export function groupRepeatedHits<Hit extends SearchRecord & { repeatedIn?: RepeatedHit[] }>(hits: readonly Hit[]): Hit[] {
  const firstOf = new Map<string, number>();
  const kept: Hit[] = [];
  for (const hit of hits) {
    const key = repeatKey(hit);
    const at = key === undefined ? undefined : firstOf.get(key);
    const first = at === undefined ? undefined : kept[at]!;
    if (first && pageOf(first.url) !== pageOf(hit.url)) {
      kept[at!] = { ...first, repeatedIn: [...(first.repeatedIn ?? []), { url: hit.url, hierarchy: hit.hierarchy }, ...(hit.repeatedIn ?? [])] };
      continue;
    }
    if (key !== undefined && at === undefined) firstOf.set(key, kept.length);
    kept.push(hit);
  }
  return kept;
}
