import { escapeHtml } from './escape-html.js';
import {
  HIERARCHY_LEVELS,
  type HighlightResult,
  type HighlightValue,
  type MatchLevel,
  type SearchHit,
} from './search-types.js';

/** Tags asked of the hosted service; everything between them is escaped before they become `<mark>`. */
export const HOSTED_PRE_TAG = '__docs-build-mark__';
export const HOSTED_POST_TAG = '__/docs-build-mark__';

interface Tags {
  pre: string;
  post: string;
}

/**
 * A hit from the hosted service in the DocSearch shape, with every highlight and snippet value
 * HTML-escaped and the service's marker tags turned into the requested highlight tags: records in
 * the index cannot inject markup.
 */
export function normalizeHostedHit(raw: Record<string, unknown>, tags: Tags): SearchHit {
  const hierarchy = (raw.hierarchy ?? {}) as Record<string, unknown>;
  const hit: SearchHit = {
    objectID: String(raw.objectID ?? ''),
    url: typeof raw.url === 'string' ? raw.url : '',
    type: (typeof raw.type === 'string' ? raw.type : 'content') as SearchHit['type'],
    hierarchy: Object.fromEntries(
      HIERARCHY_LEVELS.map((level) => [level, typeof hierarchy[level] === 'string' ? hierarchy[level] : null]),
    ) as SearchHit['hierarchy'],
    content: typeof raw.content === 'string' ? raw.content : null,
    weight: (raw.weight as SearchHit['weight']) ?? { level: 0, position: 0 },
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  if (raw.deprecated === true) hit.deprecated = true;
  if (typeof raw.version === 'string') hit.version = raw.version;
  hit._highlightResult = escapeResult(raw._highlightResult, hit, tags);
  hit._snippetResult = escapeResult(raw._snippetResult, hit, tags);
  return hit;
}

function escapeResult(raw: unknown, hit: SearchHit, tags: Tags): HighlightResult {
  const result = (raw ?? {}) as { hierarchy?: Record<string, unknown>; content?: unknown };
  const out: HighlightResult = { hierarchy: {} };
  for (const level of HIERARCHY_LEVELS) {
    const value = escapeValue(result.hierarchy?.[level], tags) ?? plain(hit.hierarchy[level]);
    if (value) out.hierarchy[level] = value;
  }
  const content = escapeValue(result.content, tags) ?? plain(hit.content);
  if (content) out.content = content;
  return out;
}

function escapeValue(raw: unknown, tags: Tags): HighlightValue | undefined {
  if (!raw || typeof raw !== 'object' || typeof (raw as { value?: unknown }).value !== 'string') return undefined;
  const { value, matchLevel, matchedWords } = raw as { value: string; matchLevel?: unknown; matchedWords?: unknown };
  const escaped = value
    .split(HOSTED_PRE_TAG)
    .map((part, index) => {
      if (index === 0) return escapeHtml(part);
      const [marked = '', ...rest] = part.split(HOSTED_POST_TAG);
      return tags.pre + escapeHtml(marked) + tags.post + escapeHtml(rest.join(HOSTED_POST_TAG));
    })
    .join('');
  return {
    value: escaped,
    matchLevel: (['none', 'partial', 'full'] as const).includes(matchLevel as MatchLevel)
      ? (matchLevel as MatchLevel)
      : 'none',
    matchedWords: Array.isArray(matchedWords)
      ? matchedWords.filter((word): word is string => typeof word === 'string')
      : [],
  };
}

function plain(text: string | null): HighlightValue | undefined {
  return text === null ? undefined : { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
}
