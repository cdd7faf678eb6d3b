import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.js';

const CONTEXT_LINES = 2;

/** Formats a diagnostic as `file:line:column`, the message, a code frame and the hint. */
export function formatDiagnostic(diagnostic: Diagnostic, root: string): string {
  const { location } = diagnostic;
  const label = diagnostic.severity === 'error' ? 'error' : 'warning';
  const lines: string[] = [];
  if (location) {
    const position = location.line ? `:${location.line}${location.column !== undefined ? `:${location.column + 1}` : ''}` : '';
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
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`  ${marker} ${String(n).padStart(width)} | ${all[n - 1]}`);
    if (n === line && column !== undefined) {
      out.push(`    ${' '.repeat(width)} | ${' '.repeat(column)}^`);
    }
  }
  return out.join('\n');
}
