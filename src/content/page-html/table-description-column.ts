import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';

/** Words per cell, on average, from which a column reads as prose rather than names or values. */
const PROSE_WORDS = 4;

/**
 * Marks the table's column of prose (`class="table-description"` on its cells): the column with the
 * most words, when its cells average at least four. The browser's table layout gives every column
 * its longest word and shares the rest by content length, so a column of long unbreakable names
 * could leave a description 130 px; the stylesheet gives the marked column its share first.
 * Tables with merged cells are left as they are.
 */
export function markDescriptionColumn(table: Element): void {
  const rows = rowsOf(table);
  if (rows.length < 2) return;
  const cellsByRow = rows.map((row) => row.children.filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th')));
  if (cellsByRow.some((cells) => cells.some((cell) => Number(cell.properties.colSpan ?? 1) > 1 || Number(cell.properties.rowSpan ?? 1) > 1))) return;
  const columns = Math.max(...cellsByRow.map((cells) => cells.length));
  if (columns < 2) return;
  const body = cellsByRow.filter((cells) => cells.every((cell) => cell.tagName === 'td'));
  if (body.length === 0) return;
  let best = -1;
  let bestWords = 0;
  for (let column = 0; column < columns; column += 1) {
    const words = body.reduce((sum, cells) => sum + wordCount(cells[column]), 0);
    if (words > bestWords) {
      best = column;
      bestWords = words;
    }
  }
  if (best === -1 || bestWords / body.length < PROSE_WORDS) return;
  for (const cells of cellsByRow) {
    const cell = cells[best];
    if (!cell) continue;
    const classes = Array.isArray(cell.properties.className) ? cell.properties.className : [];
    cell.properties.className = [...classes, 'table-description'];
  }
}

function rowsOf(node: Element): Element[] {
  const rows: Element[] = [];
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName === 'table') continue;
    if (child.tagName === 'tr') rows.push(child);
    else if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') rows.push(...rowsOf(child));
  }
  return rows;
}

function wordCount(cell: Element | undefined): number {
  if (!cell) return 0;
  return toString(cell).split(/\s+/).filter(Boolean).length;
}
