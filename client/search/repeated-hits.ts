import type { RepeatedHit, SearchRecord } from './search-types.js';

const pageOf = (url: string) => url.replace(/#.*$/, '');

/** A hit's own heading: what, with its text, makes two hits the same to a reader. */
const ownHeading = (hit: Pick<SearchRecord, 'type' | 'hierarchy'>) =>
  hit.type === 'content' ? '' : (hit.hierarchy[hit.type] ?? '');

/**
 * Hits in the same order, a hit that repeats an earlier one's heading and text word for word on
 * another page (the same schema, the same error response, on every endpoint) folded into that earlier
 * hit's `repeatedIn`: one result stands for them all, instead of a screen of identical snippets. New
 * objects: the hits given are not changed.
 */
export function groupRepeatedHits<Hit extends SearchRecord & { repeatedIn?: RepeatedHit[] }>(
  hits: readonly Hit[],
): Hit[] {
  // By text, then by heading: the texts are the records' own strings, whose hashes the engine keeps.
  const firstOf = new Map<string, Map<string, number>>();
  const kept: Hit[] = [];
  for (const hit of hits) {
    if (!hit.content) {
      kept.push(hit);
      continue;
    }
    const heading = ownHeading(hit);
    let byHeading = firstOf.get(hit.content);
    if (!byHeading) firstOf.set(hit.content, (byHeading = new Map()));
    const at = byHeading.get(heading);
    const first = at === undefined ? undefined : kept[at]!;
    if (first && pageOf(first.url) !== pageOf(hit.url)) {
      kept[at!] = {
        ...first,
        repeatedIn: [
          ...(first.repeatedIn ?? []),
          { url: hit.url, hierarchy: hit.hierarchy },
          ...(hit.repeatedIn ?? []),
        ],
      };
      continue;
    }
    if (at === undefined) byHeading.set(heading, kept.length);
    kept.push(hit);
  }
  return kept;
}
