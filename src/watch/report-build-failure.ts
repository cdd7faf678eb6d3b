import type { Logger } from '../context/logger.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format-diagnostic.js';
import { formatInternalError } from '../diagnostics/internal-error.js';
import type { OverlayError } from './watch-client.js';

/** Prints a failed build's diagnostics as `build` does; returns them for the browser overlay. */
export function reportBuildFailure(error: unknown, root: string, logger: Logger): OverlayError[] {
  if (!(error instanceof BuildError)) {
    const text = formatInternalError(error, Boolean(process.env.DOCS_BUILD_DEBUG));
    logger.error(text);
    return [{ location: '', text }];
  }
  return error.diagnostics.map((diagnostic) => {
    const text = formatDiagnostic(diagnostic, root);
    logger.error(`${text}\n`);
    const { location } = diagnostic;
    return { location: location ? `${location.file}${location.line ? `:${location.line}` : ''}` : '', text };
  });
}
