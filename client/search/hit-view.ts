import { escapeHtml } from './escape-html.js';
import { HIERARCHY_LEVELS, type HighlightValue, type HierarchyLevel, type SearchHit, type SearchRecord } from './search-types.js';

/** How a hit is shown: its title and the headings above it, as escaped HTML with `<mark>` highlights. */
export interface HitView {
  titleHtml: string;
  /** lvl1 › lvl2 … above the title. */
  pathHtml: string[];
  /** A snippet of the text under the heading, when the text matched too. */
  snippetHtml?: string;
}

/**
 * A heading hit is titled by its own heading; when only the text under it matched, the hit is
 * titled by that text's snippet and the heading joins the path (as DocSearch shows content hits).
 */
export function hitView(hit: Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'> & Partial<Pick<SearchHit, '_highlightResult' | '_snippetResult'>>): HitView {
  const highlighted = (level: HierarchyLevel): HighlightValue | undefined =>
    hit._snippetResult?.hierarchy[level] ?? hit._highlightResult?.hierarchy[level] ?? plain(hit.hierarchy[level]);
  const own = hit.type === 'content' ? undefined : hit.type;
  const content = hit._snippetResult?.content ?? hit._highlightResult?.content ?? plain(hit.content);
  const headingMatched = own !== undefined && (highlighted(own)?.matchLevel ?? 'none') !== 'none';
  const contentMatched = (content?.matchLevel ?? 'none') !== 'none';
  const titledByContent = content !== undefined && (own === undefined || (contentMatched && !headingMatched));
  const lastPathLevel = titledByContent ? (own ? HIERARCHY_LEVELS.indexOf(own) : 6) : HIERARCHY_LEVELS.indexOf(own!) - 1;
  const pathHtml = HIERARCHY_LEVELS.slice(1, lastPathLevel + 1)
    .map((level) => highlighted(level)?.value)
    .filter((value): value is string => Boolean(value));
  return {
    titleHtml: titledByContent ? content!.value : (highlighted(own!)?.value ?? escapeHtml(hit.url)),
    pathHtml,
    snippetHtml: !titledByContent && contentMatched ? content!.value : undefined,
  };
}

/** Plain text of a highlighted value (for accessible names and stored searches). */
export function textOf(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface HitGroup<Hit> {
  name: string;
  hits: Hit[];
}

/** Hits grouped by `hierarchy.lvl0` in order of first appearance, at most `perGroup` in each. */
export function groupHits<Hit extends SearchRecord>(hits: Hit[], perGroup = Infinity): HitGroup<Hit>[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const name = hit.hierarchy.lvl0 ?? '';
    const group = groups.get(name) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(name, group);
  }
  return [...groups].map(([name, grouped]) => ({ name, hits: grouped }));
}

function plain(text: string | null): HighlightValue | undefined {
  return text === null ? undefined : { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
}
