import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';

/**
 * The diagnostic for a page whose rendering threw a RangeError — in practice a call stack overflowed on
 * a nest the depth check let through — or undefined for any other error, which is a bug to show as one.
 * Only the message is kept: a stack trace into the bundled CLI says nothing to the author of the page.
 */
export function renderCrashDiagnostic(error: unknown, file: string): Diagnostic | undefined {
  if (!(error instanceof RangeError)) return undefined;
  if (/call stack/i.test(error.message)) {
    return makeDiagnostic('CONTENT_TOO_DEEP', { file }, { kind: 'stack overflow' });
  }
  return makeDiagnostic('CONTENT_RENDER_CRASH', { file }, { error: error.message });
}
