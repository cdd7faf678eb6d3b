import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * The diagnostic for a page whose rendering threw a RangeError — in practice a call stack overflowed on
 * a nest the depth check let through — or undefined for any other error, which is a bug to show as one.
 * Only the message is kept: a stack trace into the bundled CLI says nothing to the author of the page.
 */
export function renderCrashDiagnostic(error: unknown, file: string): Diagnostic | undefined {
  if (!(error instanceof RangeError)) return undefined;
  if (/call stack/i.test(error.message)) {
    return {
      code: 'CONTENT_TOO_DEEP',
      severity: 'error',
      message: 'rendering this page overflowed the call stack: something on it nests too deeply (lists, block quotes, emphasis, links or components inside each other)',
      location: { file },
      hint: 'Find the deepest nest on the page and flatten it: split it into sections, or put it in a ``` fence if it is not meant as Markdown.',
    };
  }
  return {
    code: 'CONTENT_RENDER_CRASH',
    severity: 'error',
    message: `rendering this page failed: ${error.message}`,
    location: { file },
    hint: 'The page is too large or too deeply built for the renderer; split it into smaller pages.',
  };
}
