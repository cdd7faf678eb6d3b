import type { SiteConfig } from '../config/config-schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
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
}
