/** What a fence's meta string says: ```ts title="a.ts" {1,3-5} */
export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightedLines: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [start, end] = part.trim().split('-').map(Number);
      if (start === undefined || Number.isNaN(start)) continue;
      for (let line = start; line <= (end ?? start); line++) result.highlightedLines.add(line);
    }
  }
  return result;
}
