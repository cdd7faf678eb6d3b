import { normalizeWord, typosAllowed } from './local-index-options.js';

/** Levenshtein distance, giving up (returning `limit + 1`) as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Which query words a text word stands for: the same word, a word starting with the last query word
 * (prefix search), or a word within the typos the query word allows.
 */
export function createWordMatcher(words: string[]): (textWord: string) => string[] {
  const seen = new Map<string, string[]>();
  return (textWord) => {
    const word = normalizeWord(textWord);
    const known = seen.get(word);
    if (known) return known;
    const matched = words.filter(
      (query, index) =>
        word === query ||
        (index === words.length - 1 && word.startsWith(query)) ||
        (typosAllowed(query) > 0 && editDistance(word, query, typosAllowed(query)) <= typosAllowed(query)),
    );
    seen.set(word, matched);
    return matched;
  };
}
