/**
 * Lays out rows as a plain-text table with a header rule; numbers-looking cells are right-aligned.
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function formatTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column] ?? '').length)),
  );
  const numeric = header.map(
    (_, column) => rows.length > 0 && rows.every((row) => /^[\d.,]+( \w+)?$|^—$/.test(String(row[column] ?? ''))),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        numeric[column] ? String(cell ?? '').padStart(widths[column]) : String(cell ?? '').padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** `1234.5` → `1,234.5`-style fixed decimals, or `—` when the value is missing. */
export function number(value, decimals = 0) {
  if (value === undefined || value === null || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
