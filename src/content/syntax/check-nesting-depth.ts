import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import { lineNesting } from './line-nesting.js';

/**
 * How many lists and block quotes a page may nest. remark's time grows much faster than the size of a
 * deep nest (a 1 MB list indented one level deeper per line: 30 s), and past several hundred levels its
 * tree walkers overflow the call stack; documentation needs ten at most.
 */
export const NESTING_LIMIT = 100;
/**
 * The limit on lines inside fenced code. Code is not nested Markdown, but this scan's idea of where a
 * fence starts and ends is simpler than the parser's (an HTML block or an over-indented fence is not
 * one), so a fake fence must not hide a deep nest: past this limit even code fails. Code indented by
 * 600 columns is not documentation, and a nest just under this limit parses in about a second.
 */
export const FENCED_NESTING_LIMIT = 300;

const BACKTICK = 0x60;
const TILDE = 0x7e;

/**
 * Fails a Markdown or MDX page whose lists and block quotes nest deeper than {@link NESTING_LIMIT}
 * before remark sees it: one linear pass over the lines, reading only each line's container prefix
 * (and fences), so a megabyte is scanned in milliseconds. Returns the diagnostic for the first line
 * over the limit, or undefined.
 */
export function checkNestingDepth(markdown: string, file: string): Diagnostic | undefined {
  let fence: { marker: number; length: number } | undefined;
  let lineNumber = 0;
  for (let start = 0; start <= markdown.length; ) {
    lineNumber++;
    const newline = markdown.indexOf('\n', start);
    const end = newline === -1 ? markdown.length : newline;
    const inFence = fence !== undefined;
    const limit = inFence ? FENCED_NESTING_LIMIT : NESTING_LIMIT;
    const nesting = lineNesting(markdown, start, end, limit);
    if (nesting.overLimitAt !== undefined) {
      return tooDeep(file, { line: lineNumber, column: nesting.overLimitAt }, nesting.depth, limit, inFence);
    }
    const contentStart = start + nesting.contentStart;
    if (fence === undefined) fence = fenceOpening(markdown, contentStart, end);
    else if (closesFence(markdown, contentStart, end, fence)) fence = undefined;
    if (newline === -1) break;
    start = newline + 1;
  }
  return undefined;
}

function tooDeep(file: string, at: { line: number; column: number }, depth: number, limit: number, inFence: boolean): Diagnostic {
  return makeDiagnostic('CONTENT_TOO_DEEP', { file, ...at }, { kind: 'lines', depth, limit, inFence });
}

/** A ``` or ~~~ fence opening at `pos` (an info string after backticks may not contain a backtick). */
function fenceOpening(text: string, pos: number, end: number): { marker: number; length: number } | undefined {
  const marker = text.charCodeAt(pos);
  if (marker !== BACKTICK && marker !== TILDE) return undefined;
  const length = runLength(text, pos, end, marker);
  if (length < 3) return undefined;
  if (marker === BACKTICK) for (let index = pos + length; index < end; index++) if (text.charCodeAt(index) === BACKTICK) return undefined;
  return { marker, length };
}

/** A run of the fence's character at least as long as the opening one, and nothing but white space after it. */
function closesFence(text: string, pos: number, end: number, fence: { marker: number; length: number }): boolean {
  const length = runLength(text, pos, end, fence.marker);
  if (length < fence.length) return false;
  for (let index = pos + length; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0d) return false;
  }
  return true;
}

function runLength(text: string, pos: number, end: number, code: number): number {
  let index = pos;
  while (index < end && text.charCodeAt(index) === code) index++;
  return index - pos;
}
