import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

const CONTEXT_LINES = 2;
/** The most characters of a line a code frame shows, and how many of them come before the caret. */
const FRAME_WIDTH = 120;
const FRAME_COLUMNS_BEFORE = 60;

/** Formats a diagnostic as `file:line:column`, the message, a code frame and the hint. */
export function formatDiagnostic(diagnostic: Diagnostic, root: string): string {
  const { location } = diagnostic;
  const label = diagnostic.severity === 'error' ? 'error' : 'warning';
  const lines: string[] = [];
  if (location) {
    const position = location.line
      ? `:${location.line}${location.column !== undefined ? `:${location.column + 1}` : ''}`
      : '';
    lines.push(`${label} [${diagnostic.code}] ${location.file}${position}`);
  } else {
    lines.push(`${label} [${diagnostic.code}]`);
  }
  lines.push(`  ${diagnostic.message}`);
  if (location?.line) {
    const frame = codeFrame(path.resolve(root, location.file), location.line, location.column);
    if (frame) lines.push(frame);
  }
  if (diagnostic.hint) lines.push(`  hint: ${diagnostic.hint}`);
  return lines.join('\n');
}

function codeFrame(file: string, line: number, column: number | undefined): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const all = text.split(/\r?\n/);
  if (line > all.length) return undefined;
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(all.length, line + CONTEXT_LINES);
  const width = String(last).length;
  // One window of columns for every line of the frame, so the caret stays under its column.
  const from = column === undefined ? 0 : Math.max(0, column - FRAME_COLUMNS_BEFORE);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`  ${marker} ${String(n).padStart(width)} | ${clip(all[n - 1]!, from)}`);
    if (n === line && column !== undefined) {
      out.push(`    ${' '.repeat(width)} | ${' '.repeat(column - from + (from > 0 ? 1 : 0))}^`);
    }
  }
  return out.join('\n');
}

/**
 * A line of the frame cut to a window from column `from`: a hostile or minified line can be megabytes
 * long, and printing it whole buries the message.
 */
function clip(text: string, from: number): string {
  if (from > 0 && text.length <= from) return '';
  const head = from > 0 ? `…${text.slice(from, from + FRAME_WIDTH)}` : text.slice(0, FRAME_WIDTH);
  return text.length > from + FRAME_WIDTH ? `${head}…` : head;
}
