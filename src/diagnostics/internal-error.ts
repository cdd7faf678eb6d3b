import { BuildError } from './diagnostic.js';

/**
 * An error docs-build did not foresee (a bug, not bad input), with the page it was working on. The CLI
 * prints it as `error [INTERNAL]` with that page and how to report it, never as a bare stack trace.
 */
export class InternalError extends Error {
  readonly page: string | undefined;

  constructor(cause: unknown, page?: string) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'InternalError';
    this.page = page;
  }
}

/** Runs `work` for one page; an unforeseen error names the page (diagnostics pass through). */
export function attributeToPage<T>(page: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw attributedToPage(error, page);
  }
}

/** The error to throw for a failure on `page`: diagnostics and already attributed errors as they are. */
export function attributedToPage(error: unknown, page: string): unknown {
  return error instanceof BuildError || error instanceof InternalError ? error : new InternalError(error, page);
}

/** The text of an unforeseen failure: what failed, on which page, and how to report it. */
export function formatInternalError(error: unknown, debug: boolean): string {
  const page = error instanceof InternalError ? error.page : undefined;
  const cause = error instanceof InternalError ? error.cause : error;
  const message = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const lines = [
    `error [INTERNAL]${page ? ` ${page}` : ''}`,
    `  docs-build failed unexpectedly${page ? ` while processing ${page}` : ''}: ${message.split('\n')[0]}`,
    '  hint: This is a bug in docs-build, not in your site. Please report it as a docs-build issue with this message and, if you can, the page named above; run again with DOCS_BUILD_DEBUG=1 to include the stack trace.',
  ];
  if (debug && cause instanceof Error && cause.stack) lines.push(cause.stack);
  return lines.join('\n');
}
