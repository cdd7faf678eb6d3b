import path from 'node:path';
import type { Message } from 'esbuild';
import type { ImportLocation } from './remark-record-imports.js';

/**
 * esbuild reports a failed import of a compiled MDX page at a line of the JavaScript MDX made, which
 * is not a line of the page. Moves each such message to the page's `import` line of that module (found
 * by the specifier the compiled line names), or, when none matches, to the page without a line.
 */
export function mapCompiledPageLocations(error: unknown, root: string, importsByPage: ReadonlyMap<string, ImportLocation[]>): void {
  const messages = (error as { errors?: Message[] }).errors ?? [];
  for (const message of messages) {
    const at = message.location;
    if (!at) continue;
    const imports = importsByPage.get(path.resolve(root, at.file));
    if (!imports) continue;
    const quoted = [...at.lineText.matchAll(/(["'])((?:(?!\1).)+)\1/g)].map((match) => match[2]);
    const found = imports.find((entry) => quoted.includes(entry.specifier)) ?? imports.find((entry) => message.text.includes(`"${entry.specifier}"`));
    if (found) {
      message.location = { ...at, line: found.line, column: found.column, lineText: '' };
    } else {
      message.location = { ...at, line: 0, column: 0, lineText: '' };
    }
  }
}
