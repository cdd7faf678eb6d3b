import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { Page, PageKind } from '../model/page.js';

/** Which page stands in for a missing home page, best first. */
const STAND_INS: PageKind[] = ['doc', 'endpoint', 'page', 'blog-listing'];

/**
 * Where the site's home links (navbar title, breadcrumbs, the 404 page) lead: `/` when a page has it;
 * otherwise the first doc in sidebar order (or another page), with a warning, rather than the 404 page.
 */
export function homeRoute(pages: Page[], docsFolder: string, diagnostics: Diagnostic[]): string {
  if (pages.some((page) => page.route === '/')) return '/';
  for (const kind of STAND_INS) {
    const standIn = pages.find((page) => page.kind === kind);
    if (!standIn) continue;
    diagnostics.push(
      makeDiagnostic(
        'NO_HOME_PAGE',
        { file: standIn.file ?? docsFolder },
        { route: standIn.route, file: standIn.file, docsFolder },
      ),
    );
    return standIn.route;
  }
  return '/';
}
