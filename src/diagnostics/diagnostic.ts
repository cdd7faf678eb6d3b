import type { DiagnosticCode } from './diagnostic-codes.js';

/** Where a problem is: one shape everywhere (file relative to the site root, 1-based line, 0-based column). */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export type Severity = 'error' | 'warning';

/** A problem a person can act on: what went wrong, where, and what to do about it. */
export interface Diagnostic {
  /** Stable identifier from the catalogue in `diagnostic-codes.ts` (next to this file), e.g. `DEAD_LINK`. */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  location?: SourceLocation;
  hint?: string;
}

/** Thrown by a stage that collected one or more errors; carries every one of them. */
export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} build error${diagnostics.length === 1 ? '' : 's'}`);
    this.name = 'BuildError';
    this.diagnostics = diagnostics;
  }
}

/** Throws one BuildError with every error in the list, if there is any. */
export function failOnErrors(diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new BuildError(errors);
}

/** A build refused before it started because of how it was invoked, e.g. an unsafe `--out-dir` (exit status 2). */
export class UsageError extends BuildError {
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics);
    this.name = 'UsageError';
  }
}
