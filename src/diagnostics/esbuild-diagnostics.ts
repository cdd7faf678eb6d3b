import path from 'node:path';
import type { Message } from 'esbuild';
import type { Diagnostic, SourceLocation } from './diagnostic.js';
import type { DiagnosticCode } from './diagnostic-codes.js';

/** How to report the errors of one esbuild run. */
export interface EsbuildDiagnosticOptions {
  /** The code of each of esbuild's error messages. */
  code: DiagnosticCode;
  /** The folder esbuild resolved files from: the files it names are made relative to it. */
  root: string;
  /** The file to name when esbuild names none. */
  file?: string;
  /** What to do about each error. */
  hint?: string;
  /** Put before each message (`bundling the client failed: `). */
  prefix?: string;
  /** A failure that carries no esbuild messages (a crash, not the code): its code and hint. @default the code, no hint */
  failure?: { code: DiagnosticCode; hint?: string };
}

/**
 * The errors esbuild threw as diagnostics, one per message, at the file, 1-based line and 0-based
 * column esbuild gives (relative to `root`); a failure without messages becomes one diagnostic.
 */
export function esbuildDiagnostics(error: unknown, options: EsbuildDiagnosticOptions): Diagnostic[] {
  const { code, root, file, hint, prefix = '' } = options;
  const fallback: SourceLocation | undefined = file === undefined ? undefined : { file };
  const messages = (error as { errors?: Message[] }).errors ?? [];
  if (messages.length === 0) {
    const failure = options.failure ?? { code };
    return [diagnostic(failure.code, prefix + String(error), fallback, failure.hint)];
  }
  return messages.map((message) => {
    const at = message.location;
    const relative = at ? path.relative(root, path.resolve(root, at.file)).split(path.sep).join('/') : undefined;
    // Line 0: the file is known but no line of it is (a compiled module's line that maps to none).
    const place = at && at.line > 0 ? { line: at.line, column: at.column } : {};
    const location = at ? { file: relative === '' && file !== undefined ? file : relative!, ...place } : fallback;
    return diagnostic(code, prefix + message.text, location, hint);
  });
}

function diagnostic(code: DiagnosticCode, message: string, location: SourceLocation | undefined, hint: string | undefined): Diagnostic {
  return { code, severity: 'error', message, ...(location && { location }), ...(hint !== undefined && { hint }) };
}
