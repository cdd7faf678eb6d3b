import type { Diagnostic } from './diagnostic.js';

/** What a build does with broken links and anchors (`onBrokenLinks` / `onBrokenAnchors` in the config). */
export interface BrokenLinkPolicy {
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
}

/**
 * Applies the site's choice to the dead-link and dead-anchor errors among `diagnostics`: kept as errors
 * (`throw`), turned into warnings (`warn`) or dropped (`ignore`). Every other diagnostic — a missing
 * image included — is returned as it is.
 */
export function applyBrokenLinkPolicy(diagnostics: Diagnostic[], policy: BrokenLinkPolicy): Diagnostic[] {
  return diagnostics.flatMap((diagnostic): Diagnostic[] => {
    const choice =
      diagnostic.code === 'DEAD_LINK'
        ? policy.onBrokenLinks
        : diagnostic.code === 'DEAD_ANCHOR'
          ? policy.onBrokenAnchors
          : 'throw';
    if (choice === 'throw') return [diagnostic];
    if (choice === 'ignore') return [];
    return [{ ...diagnostic, severity: 'warning' }];
  });
}
