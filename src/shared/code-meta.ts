/** What a fence's meta string says: ```ts title="a.ts" {1,3-5} showLineNumbers=10 */
export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  /** Number of the first line when `showLineNumbers` is set (`showLineNumbers=10` starts at 10). */
  lineNumbersStart?: number;
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightedLines: new Set() };
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const rest = meta.replace(TITLE, '');
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [start, end] = part.trim().split('-').map(Number);
      if (start === undefined || Number.isNaN(start)) continue;
      for (let line = start; line <= (end ?? start); line++) result.highlightedLines.add(line);
    }
  }
  const lineNumbers = LINE_NUMBERS.exec(rest);
  if (lineNumbers) result.lineNumbersStart = lineNumbers[1] === undefined ? 1 : Number(lineNumbers[1]);
  return result;
}
