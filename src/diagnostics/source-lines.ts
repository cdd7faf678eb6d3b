import fs from 'node:fs';
import path from 'node:path';
import type { SourceLocation } from './diagnostic.js';

/** Finds where a piece of text appears in a file of the site, so diagnostics can point at a line. */
export interface LineFinder {
  /** The first line of `file` (relative to the site root) holding one of `needles`; line 1 when none does. */
  locate(file: string, needles: string[]): SourceLocation;
}

/** A LineFinder that reads each file at most once per build. */
export function createLineFinder(root: string): LineFinder {
  const texts = new Map<string, string[] | undefined>();
  const linesOf = (file: string): string[] | undefined => {
    if (!texts.has(file)) {
      const absPath = path.join(root, file);
      texts.set(file, fs.existsSync(absPath) ? fs.readFileSync(absPath, 'utf8').split(/\r?\n/) : undefined);
    }
    return texts.get(file);
  };
  return {
    locate(file, needles) {
      const lines = linesOf(file);
      if (!lines) return { file };
      for (const needle of needles) {
        const index = lines.findIndex((line) => line.includes(needle));
        if (index !== -1) return { file, line: index + 1, column: lines[index]!.indexOf(needle) };
      }
      return { file, line: 1, column: 0 };
    },
  };
}

/** The ways a string value can be written in a TypeScript config: single, double or back quotes. */
export function quoted(value: string): string[] {
  return [`'${value}'`, `"${value}"`, `\`${value}\``];
}

/** Location of a front matter key (`date:`, `slug:`) in a source, or its first line when the key is absent. */
export function frontMatterLocation(source: { file: string; text: string }, key: string): SourceLocation {
  const pattern = new RegExp(`^\\s*${key}\\s*:`);
  // Line by line from the start, so that only the front matter block is read (the routes stage asks
  // for every page, on every rebuild).
  const { text } = source;
  let start = 0;
  for (let index = 0; start <= text.length; index++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
    if (index === 0 ? line.trim() !== '---' : line.trim() === '---') break;
    if (index > 0 && pattern.test(line)) return { file: source.file, line: index + 1, column: 0 };
    if (end === -1) break;
    start = end + 1;
  }
  return { file: source.file, line: 1, column: 0 };
}
