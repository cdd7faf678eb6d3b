import { escapeHtml } from './escape-html.js';
import { HIERARCHY_LEVELS, type HighlightResult, type HighlightValue, type SearchRecord } from './search-types.js';
import { WORD } from './local-index-options.js';

export interface HighlightOptions {
  /** Query words, normalised. */
  words: string[];
  /** Words of the record that matched (normalised); a text holding none of them needs no tokenising. */
  terms?: string[];
  /** Says which query words a word of the text matches (none: not highlighted). */
  matchWord: (word: string) => string[];
  preTag: string;
  postTag: string;
  ellipsis: string;
  /** Attribute (`content`, `hierarchy.lvl1`) → words its snippet keeps. */
  snippetWords: Map<string, number>;
}

interface Token {
  start: number;
  end: number;
  matched: string[];
}

/** `_highlightResult` and `_snippetResult` of a record; every value is HTML-escaped before tags are added. */
export function highlightRecord(
  record: SearchRecord,
  options: HighlightOptions,
): { highlight: HighlightResult; snippet: HighlightResult } {
  const highlight: HighlightResult = { hierarchy: {} };
  const snippet: HighlightResult = { hierarchy: {} };
  const attributes: [string, string | null][] = [
    ...HIERARCHY_LEVELS.map((level): [string, string | null] => [`hierarchy.${level}`, record.hierarchy[level]]),
    ['content', record.content],
  ];
  for (const [attribute, text] of attributes) {
    if (text === null || text === undefined) continue;
    const tokens = mayMatch(text, options.terms) ? tokenize(text, options.matchWord) : plainTokens(text);
    const full = render(text, tokens, 0, tokens.length, options);
    const words = options.snippetWords.get(attribute);
    const cut = words === undefined ? undefined : snippetOf(text, tokens, words, options);
    if (attribute === 'content') {
      highlight.content = full;
      if (cut) snippet.content = cut;
    } else {
      const level = attribute.slice('hierarchy.'.length) as keyof HighlightResult['hierarchy'];
      highlight.hierarchy[level] = full;
      if (cut) snippet.hierarchy[level] = cut;
    }
  }
  return { highlight, snippet };
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * False only when the text surely holds none of the terms (plain ASCII text without any of them). A
 * term is a singular, so its plural's stem is looked for (`entry` in "entries").
 */
function mayMatch(text: string, terms: string[] | undefined): boolean {
  if (!terms || !ASCII.test(text)) return true;
  const lower = text.toLowerCase();
  return terms.some((term) => lower.includes(term.replace(/y$/, '')));
}

/** Word positions without matching, for snippets of texts that cannot match. */
function plainTokens(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    matched: [],
  }));
}

function tokenize(text: string, matchWord: (word: string) => string[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ start, end: start + match[0].length, matched: matchWord(match[0]) });
  }
  return tokens;
}

/** Tokens `from`…`to` (exclusive) with the text between them; `to === tokens.length` runs to the end. */
function render(text: string, tokens: Token[], from: number, to: number, options: HighlightOptions): HighlightValue {
  const matchedWords = new Set<string>();
  const start = from === 0 ? 0 : tokens[from]!.start;
  const end = to >= tokens.length ? text.length : tokens[to - 1]!.end;
  let value = '';
  let cursor = start;
  for (let i = from; i < Math.min(to, tokens.length); i++) {
    const token = tokens[i]!;
    if (token.matched.length === 0) continue;
    // biome-ignore lint/suspicious/useIterableCallbackReturn: Set#add's return value is ignored by forEach.
    token.matched.forEach((word) => matchedWords.add(word));
    value +=
      escapeHtml(text.slice(cursor, token.start)) +
      options.preTag +
      escapeHtml(text.slice(token.start, token.end)) +
      options.postTag;
    cursor = token.end;
  }
  value += escapeHtml(text.slice(cursor, end));
  const matchLevel =
    matchedWords.size === 0 ? 'none' : options.words.every((word) => matchedWords.has(word)) ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matchedWords] };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
function snippetOf(text: string, tokens: Token[], words: number, options: HighlightOptions): HighlightValue {
  if (tokens.length <= words) return render(text, tokens, 0, tokens.length, options);
  const first = Math.max(
    0,
    tokens.findIndex((token) => token.matched.length > 0),
  );
  const from = Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
  const to = from + words;
  const result = render(text, tokens, from, to, options);
  const collapsed = result.value.replace(/\s+/g, ' ').trim();
  return {
    ...result,
    value: `${from > 0 ? options.ellipsis : ''}${collapsed}${to < tokens.length ? options.ellipsis : ''}`,
  };
}
