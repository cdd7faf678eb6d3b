import type { SiteConfig } from '../config/config-schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createCodeHighlighter, type CodeHighlighter } from '../content/code-highlighter.js';
import type { Logger } from './logger.js';

/** Everything one build needs, passed down to every stage; no stage keeps state of its own. */
export interface BuildContext {
  /** Absolute path of the site root (where `site.config.ts` is). */
  root: string;
  /** Absolute path of the output folder. */
  outDir: string;
  config: SiteConfig;
  logger: Logger;
  /** Warnings collected along the way; printed after the summary line. */
  warnings: Diagnostic[];
  /** The build's one syntax highlighter, created on first use (grammars are costly to load twice). */
  highlighter(): Promise<CodeHighlighter>;
}

/** A context for one build; the highlighter is created on first use and then shared. */
export function createBuildContext(fields: Omit<BuildContext, 'warnings' | 'highlighter'>): BuildContext {
  let highlighter: Promise<CodeHighlighter> | undefined;
  return { ...fields, warnings: [], highlighter: () => (highlighter ??= createCodeHighlighter()) };
}
