import { escapeHtml } from './escape-html.js';
import {
  HIERARCHY_LEVELS,
  type HighlightValue,
  type HierarchyLevel,
  type SearchHit,
  type SearchRecord,
} from './search-types.js';

/** How a hit is shown: the headings that locate it and its text, as escaped HTML with `<mark>` highlights. */
export interface HitView {
  /**
   * The page title and the headings down to the hit's own (page › section › subsection): its title.
   * Whole, never a snippet cut around a match, and never the text under the heading.
   */
  headingsHtml: string[];
  /** A snippet of the text under the heading, when the text matched. */
  snippetHtml?: string;
  /** The hit's page is deprecated. */
  deprecated: boolean;
  /** Other pages whose hit repeats this one word for word, each as its page › section in plain text. */
  repeatedIn: { url: string; title: string }[];
}

type ViewedHit = Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content' | 'deprecated'> &
  Partial<Pick<SearchHit, '_highlightResult' | '_snippetResult' | 'repeatedIn'>>;

/**
 * A hit is titled by its page and its section headings, whatever matched: text under a heading (an
 * endpoint's schema, a code sample) goes in the snippet, never in the title. Headings come from the
 * highlight, not the snippet, so that a long heading is never cut before its match.
 */
export function hitView(hit: ViewedHit): HitView {
  const content = hit._snippetResult?.content ?? hit._highlightResult?.content ?? plain(hit.content);
  const contentMatched = (content?.matchLevel ?? 'none') !== 'none';
  const headingsHtml = headingLevels(hit).map(
    (level) => (hit._highlightResult?.hierarchy[level] ?? plain(hit.hierarchy[level]))!.value,
  );
  return {
    headingsHtml: headingsHtml.length > 0 ? headingsHtml : [escapeHtml(hit.url)],
    snippetHtml: contentMatched ? content!.value : undefined,
    deprecated: hit.deprecated === true,
    repeatedIn: (hit.repeatedIn ?? []).map((repeat) => ({
      url: repeat.url,
      title: headingLevels({ ...repeat, type: 'content' })
        .map((level) => repeat.hierarchy[level])
        .join(' › '),
    })),
  };
}

/** lvl1 down to the hit's own level (to the deepest heading for a text hit), skipping empty levels. */
function headingLevels(hit: Pick<SearchRecord, 'type' | 'hierarchy'>): HierarchyLevel[] {
  const last = hit.type === 'content' ? HIERARCHY_LEVELS.length - 1 : HIERARCHY_LEVELS.indexOf(hit.type);
  return HIERARCHY_LEVELS.slice(1, last + 1).filter((level) => Boolean(hit.hierarchy[level]));
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
