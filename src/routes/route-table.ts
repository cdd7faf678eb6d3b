import type { Diagnostic, SourceLocation } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { Page } from '../model/page.js';

/** Who claims a route, for the duplicate-route message. */
export interface RouteClaim {
  page: Page;
  /** Where to point the reader: the file (and line, e.g. of `slug:`) that set the route. */
  location?: SourceLocation;
}

/**
 * Maps each route to its page. When two claims share a route, the first keeps it and each later one is
 * reported, naming both owners.
 */
export function buildRouteTable(claims: RouteClaim[]): { routes: Map<string, Page>; diagnostics: Diagnostic[] } {
  const routes = new Map<string, Page>();
  const first = new Map<string, RouteClaim>();
  const diagnostics: Diagnostic[] = [];
  for (const claim of claims) {
    const earlier = first.get(claim.page.route);
    if (!earlier) {
      first.set(claim.page.route, claim);
      routes.set(claim.page.route, claim.page);
      continue;
    }
    diagnostics.push(
      makeDiagnostic('DUPLICATE_ROUTE', claim.location ?? earlier.location, {
        route: claim.page.route,
        first: ownerOf(earlier.page),
        second: ownerOf(claim.page),
        ...generatedOf(earlier.page, claim.page),
      }),
    );
  }
  return { routes, diagnostics };
}

/** How a page's origin is named in messages: its file, the operation of a spec, or what generates it. */
export function ownerOf(page: Page): string {
  if (page.endpoint?.method)
    return `${page.endpoint.file} (${page.endpoint.method.toUpperCase()} ${page.endpoint.path})`;
  if (page.endpoint) return `${page.endpoint.file} (${page.endpoint.title})`;
  if (page.file) return page.file;
  if (page.kind === 'blog-listing') return `the generated blog page ${page.route}`;
  return `the built-in ${page.kind} page`;
}

/** Which of two pages on one route docs-build generates (if one does), and whether one is an endpoint's. */
function generatedOf(
  a: Page,
  b: Page,
): { generated?: { route: string; otherFile: string | undefined }; endpoint: boolean } {
  const generated = [a, b].find((page) => !page.file);
  const other = generated === a ? b : a;
  return {
    ...(generated && { generated: { route: generated.route, otherFile: other.file } }),
    endpoint: Boolean(a.endpoint || b.endpoint),
  };
}
