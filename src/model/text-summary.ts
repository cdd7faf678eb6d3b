/** The first sentences of a text, cut at a word boundary, for meta descriptions and feed summaries. */
export function summarize(text: string, maxLength = 160): string {
  const flat = flattenStart(text, maxLength);
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The text with its whitespace runs made single spaces and trimmed, or, when that is longer than
 * `maxLength`, a start of it that is: only as much of a long page's text is read as the summary needs
 * (the routes stage summarizes every page on every rebuild).
 */
function flattenStart(text: string, maxLength: number): string {
  for (let length = maxLength * 4; ; length *= 2) {
    const flat = text.slice(0, length).replace(/\s+/g, ' ').trim();
    if (length >= text.length || flat.length > maxLength) return flat;
  }
}

/** Minutes a reader needs for a text at about 200 words a minute; at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 200));
}
