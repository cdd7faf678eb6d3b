import path from 'node:path';
import type { Message } from 'esbuild';
import type { Diagnostic, SourceLocation } from './diagnostic.js';
import type { DiagnosticCode, DiagnosticParams, EsbuildErrorParams } from './diagnostic-codes.js';
import { makeDiagnostic } from './make-diagnostic.js';

/** A code worded from an esbuild error (`EsbuildErrorParams`). */
export type EsbuildCode = {
  [C in DiagnosticCode]: DiagnosticParams<C> extends EsbuildErrorParams ? C : never;
}[DiagnosticCode];

/** How to report the errors of one esbuild run. */
export interface EsbuildDiagnosticOptions {
  /** The code of each of esbuild's error messages. */
  code: EsbuildCode;
  /** The folder esbuild resolved files from: the files it names are made relative to it. */
  root: string;
  /** The file to name when esbuild names none. */
  file?: string;
  /** The code of a failure that carries no esbuild messages (a crash, not the code). @default code */
  failure?: EsbuildCode;
}

/**
 * The errors esbuild threw as diagnostics, one per message, at the file, 1-based line and 0-based
 * column esbuild gives (relative to `root`); a failure without messages becomes one diagnostic.
 */
export function esbuildDiagnostics(error: unknown, options: EsbuildDiagnosticOptions): Diagnostic[] {
  const { code, root, file } = options;
  const fallback: SourceLocation | undefined = file === undefined ? undefined : { file };
  const messages = (error as { errors?: Message[] }).errors ?? [];
  if (messages.length === 0) {
    return [makeDiagnostic(options.failure ?? code, fallback, { error: String(error), crashed: true, file })];
  }
  return messages.map((message) => {
    const at = message.location;
    const relative = at ? path.relative(root, path.resolve(root, at.file)).split(path.sep).join('/') : undefined;
    // Line 0: the file is known but no line of it is (a compiled module's line that maps to none).
    const place = at && at.line > 0 ? { line: at.line, column: at.column } : {};
    const location = at ? { file: relative === '' && file !== undefined ? file : relative!, ...place } : fallback;
    return makeDiagnostic(code, location, { error: message.text, crashed: false, file });
  });
}
