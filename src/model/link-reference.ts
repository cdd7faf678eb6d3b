import type { SourceLocation } from '../diagnostics/diagnostic.js';

/** An internal link found in content, already resolved to a route (and maybe `#anchor`). */
export interface LinkReference {
  /** Route, with `#anchor` if the link had one (`/api-intro/deposits#statuses`). */
  target: string;
  /** The link as written. */
  written: string;
  location: SourceLocation;
}
