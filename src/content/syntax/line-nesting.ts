const SPACE = 0x20;
const TAB = 0x09;
const QUOTE = 0x3e; // >
const DASH = 0x2d;
const STAR = 0x2a;
const PLUS = 0x2b;
const DOT = 0x2e;
const PAREN = 0x29; // )
const CR = 0x0d;
const ZERO = 0x30;
const NINE = 0x39;
/** CommonMark allows at most nine digits in an ordered list marker. */
const MAX_ORDERED_DIGITS = 9;

/** The container nesting a line can open or continue, and where its own text starts. */
export interface LineNesting {
  /** An upper bound on how many block containers (lists, block quotes) are open on this line. */
  depth: number;
  /** Offset in the line where `depth` first went above `limit`, if it did. */
  overLimitAt?: number;
  /** Offset in the line of the first character after the container prefix (markers and white space). */
  contentStart: number;
}

/**
 * Estimates, in one pass over the line's prefix, how deeply a Markdown line nests block containers.
 *
 * The estimate is an upper bound of what a CommonMark parser builds, without tracking which containers
 * are open: a container on a line is either opened by a marker on that line (`>`, `-`, `*`, `+`, `1.`,
 * `1)`), or continued — a block quote by its `>`, a list item by indentation of at least its content
 * offset, which is two columns or more (`- `), and one inside another needs the sum. So the depth is at
 * most the markers plus half the columns of white space that can continue list items: at the start of
 * the line and after each `>` (less the one space a `>` owns), but not after a list marker, since a
 * container opened on this line holds nothing yet. Ordinary text never gets near the limit this way:
 * ten levels of list are twenty columns, and only fenced code (checked with its own limit) is indented
 * by hundreds.
 *
 * The line is `text` from `start` to `end`, so a page is scanned without being split into lines.
 */
export function lineNesting(text: string, start: number, end: number, limit: number): LineNesting {
  let depth = 0;
  let overLimitAt: number | undefined;
  let pos = start;
  let column = 0;
  // White space continues list items at the start of a line and after a `>`, not after a list marker.
  let indentCounts = true;
  let afterQuote = false;
  let rules: ThematicBreaks | undefined;
  for (;;) {
    const indentStart = column;
    while (pos < end) {
      const code = text.charCodeAt(pos);
      if (code === SPACE) column++;
      else if (code === TAB) column += 4 - (column % 4);
      else break;
      pos++;
    }
    // White space with nothing after it (a blank line, or a blank line in a quote) opens nothing.
    if (pos >= end || text.charCodeAt(pos) === CR) break;
    if (indentCounts) depth += Math.floor(Math.max(0, column - indentStart - (afterQuote ? 1 : 0)) / 2);
    if (overLimitAt === undefined && depth > limit) overLimitAt = pos - start;
    const markerAt = pos;
    const code = text.charCodeAt(pos);
    if (code === QUOTE) {
      pos++;
      column++;
      indentCounts = true;
      afterQuote = true;
    } else {
      const markerEnd = listMarkerEnd(text, pos, end);
      if (markerEnd === undefined || (rules ??= new ThematicBreaks(text, end)).startsAt(pos)) break;
      column += markerEnd - pos;
      pos = markerEnd;
      indentCounts = false;
      afterQuote = false;
    }
    depth++;
    if (overLimitAt === undefined && depth > limit) overLimitAt = markerAt - start;
  }
  return { depth, contentStart: pos - start, ...(overLimitAt === undefined ? {} : { overLimitAt }) };
}

/** Where a list marker at `pos` ends (`-`, `*`, `+`, or up to nine digits and `.` or `)`), followed by white space or the end of the line. */
function listMarkerEnd(text: string, pos: number, end: number): number | undefined {
  const code = text.charCodeAt(pos);
  let after: number;
  if (code === DASH || code === STAR || code === PLUS) after = pos + 1;
  else {
    let digitsEnd = pos;
    while (digitsEnd < end && digitsEnd - pos < MAX_ORDERED_DIGITS && isDigit(text.charCodeAt(digitsEnd))) digitsEnd++;
    if (digitsEnd === pos || digitsEnd >= end) return undefined;
    const delimiter = text.charCodeAt(digitsEnd);
    if (delimiter !== DOT && delimiter !== PAREN) return undefined;
    after = digitsEnd + 1;
  }
  if (after < end && !isBlank(text.charCodeAt(after))) return undefined;
  return after;
}

/**
 * `- - -` and `* * *` are a rule, not three nested lists. Checked without reading the rest of the line
 * again at every marker (which made a one-line list of n markers cost n² steps): the rest of the line
 * can only be a rule after the last character that is neither the marker nor white space, found once
 * per marker character; past it, the rest is read at most three times, since a rest with fewer than
 * three markers ends the chain within two more.
 */
class ThematicBreaks {
  /** Per marker (`-`, `*`): index of the last other character of the line; -2 until looked for. */
  private lastDash = -2;
  private lastStar = -2;

  private readonly text: string;
  private readonly end: number;

  constructor(text: string, end: number) {
    this.text = text;
    this.end = end;
  }

  startsAt(pos: number): boolean {
    const marker = this.text.charCodeAt(pos);
    if (marker !== DASH && marker !== STAR) return false;
    if (marker === DASH && this.lastDash === -2) this.lastDash = this.lastOther(marker, pos);
    if (marker === STAR && this.lastStar === -2) this.lastStar = this.lastOther(marker, pos);
    if ((marker === DASH ? this.lastDash : this.lastStar) >= pos) return false;
    let count = 0;
    for (let index = pos; index < this.end && count < 3; index++) if (this.text.charCodeAt(index) === marker) count++;
    return count >= 3;
  }

  private lastOther(marker: number, from: number): number {
    let last = this.end - 1;
    while (last >= from && (this.text.charCodeAt(last) === marker || isBlank(this.text.charCodeAt(last)))) last--;
    return last;
  }
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === CR;
}
