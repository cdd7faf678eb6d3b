const LINE = /<span class="line">([\s\S]*?)<\/span>(?=\n|<\/code>)/g;

/**
 * Which lines of a request sample may wrap in a narrow column: a line with a URL, a comment, and in a
 * shell sample the command and its options (the JSON it sends keeps its layout).
 */
export function isWrappableLine(line: string, language: string): boolean {
  if (/\bhttps?:\/\//.test(line) || /^\s*(#|\/\/)/.test(line)) return true;
  return language === 'bash' && /^\s*(curl\b|--)/.test(line);
}

/**
 * Marks the wrappable lines of a highlighted sample (`line-wrap`, see endpoint.css). In them a line
 * breaks at a space or after a run of slashes (a `<wbr>`), never inside a word: a word with a hyphen
 * (`set-refund-address`, `x-sideshift-secret`) is kept whole, so a URL wraps between its segments.
 * Neither adds text: copying the code copies it unchanged.
 */
export function markWrappableLines(html: string, code: string, language: string): string {
  const lines = code.split('\n');
  let index = 0;
  return html.replace(LINE, (whole, content: string) => {
    const line = lines[index++] ?? '';
    if (!isWrappableLine(line, language)) return whole;
    const marked = content.replace(/(^|>)([^<]+)/g, (_m, before: string, text: string) => before + markText(text));
    return `<span class="line line-wrap">${marked}</span>`;
  });
}

function markText(text: string): string {
  return text.replace(
    /(:\/\/|\/+(?=[\w$%{.~-]))|((?=[^\s/]*[^\s/-])[^\s/]*-[^\s/]*)/g,
    (_m, slashes: string | undefined, word: string | undefined) =>
      slashes ? `${slashes}<wbr>` : `<span class="nobr">${word}</span>`,
  );
}
