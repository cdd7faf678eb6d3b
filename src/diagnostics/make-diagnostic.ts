import {
  DIAGNOSTIC_CATALOGUE,
  type CatalogueEntry,
  type DiagnosticCode,
  type DiagnosticParams,
} from './diagnostic-codes.js';
import type { Diagnostic, SourceLocation } from './diagnostic.js';

/** The parameters argument of a code: none for a code worded without any, else exactly its own. */
export type ParamsArgument<C extends DiagnosticCode> = [DiagnosticParams<C>] extends [void]
  ? []
  : [params: DiagnosticParams<C>];

/**
 * The diagnostic of `code` at `location`, worded by the catalogue from `params`: its severity, message
 * and hint are the code's, so every call site of a code says the same thing the same way.
 */
export function makeDiagnostic<C extends DiagnosticCode>(
  code: C,
  location: SourceLocation | undefined,
  ...params: ParamsArgument<C>
): Diagnostic {
  const entry = DIAGNOSTIC_CATALOGUE[code] as CatalogueEntry<unknown>;
  const hint = entry.hint(params[0]);
  return {
    code,
    severity: entry.severity,
    message: entry.message(params[0]),
    ...(location && { location }),
    ...(hint !== undefined && { hint }),
  };
}
