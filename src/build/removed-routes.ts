import type { BuildCache } from '../cache/build-cache.js';
import { CONFIG_FILE } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { NOT_FOUND_ROUTE } from '../model/built-in-routes.js';
import type { SiteModel } from '../model/site-model.js';
import { closestMatch } from '../routes/closest-match.js';

const NAMESPACE = 'site-routes';
const KEY = 'last';

/**
 * Warnings for the routes that had a page in the last build with this cache and have none now, nor a
 * redirect: readers with the old address would get the 404 page. Each suggests the redirect to add,
 * to the page that most likely took its place. Remembers this build's routes for the next.
 */
export function removedRouteWarnings(cache: BuildCache, site: SiteModel): Diagnostic[] {
  const routes = site.pages.map((page) => page.route).filter((route) => route !== NOT_FOUND_ROUTE);
  const previous = cache.read<string[]>(NAMESPACE, KEY, Array.isArray) ?? [];
  cache.write(NAMESPACE, KEY, routes);
  const kept = new Set([...routes, ...site.redirects.map((redirect) => redirect.from)]);
  return previous.filter((route) => !kept.has(route)).map((route) => removedRouteWarning(route, routes));
}

function removedRouteWarning(route: string, routes: string[]): Diagnostic {
  const lastSegment = route.slice(route.lastIndexOf('/'));
  const sameName = routes.filter((candidate) => candidate.endsWith(lastSegment));
  const successor = sameName.length === 1 ? sameName[0] : closestMatch(route, routes);
  return makeDiagnostic('ROUTE_REMOVED', { file: CONFIG_FILE }, { route, successor });
}
