import fs from 'node:fs';
import path from 'node:path';
import { configKeyLine } from '../config/config-key-line.js';
import { CONFIG_FILE } from '../config/load-config.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { Page } from '../model/page.js';
import type { Redirect } from '../model/redirect.js';
import { closestMatch } from './closest-match.js';

/**
 * The config's redirects, one per `from` route (trailing slash dropped), checked against the site's
 * routes: a redirect leaves from a route no page has and goes to one a page has (or to an absolute
 * URL). A `from` that is a page, a `to` that no page has, a route redirected twice, and a `to` that is
 * itself redirected (a chain, or a loop) are errors at the line of the config that says so.
 */
export function siteRedirects(
  context: BuildContext,
  routes: ReadonlyMap<string, Page>,
): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const written = context.config.redirects;
  if (written.length === 0) return { redirects: [], diagnostics: [] };
  const configText = readConfigText(context.root);
  const at = (keyPath: PropertyKey[]) => ({ file: CONFIG_FILE, line: configKeyLine(configText, keyPath) });
  const diagnostics: Diagnostic[] = [];
  const targets = new Map<string, string>();
  const redirects: Redirect[] = [];

  written.forEach((entry, index) => {
    const froms = Array.isArray(entry.from) ? entry.from : [entry.from];
    froms.forEach((written, fromIndex) => {
      const from = withoutTrailingSlash(written);
      const location = at(['redirects', index, 'from', ...(Array.isArray(entry.from) ? [fromIndex] : [])]);
      if (routes.has(from)) {
        diagnostics.push(
          makeDiagnostic('REDIRECT_FROM_PAGE', location, { written, page: routes.get(from)!.file ?? from }),
        );
      } else if (targets.has(from)) {
        diagnostics.push(
          makeDiagnostic('REDIRECT_TWICE', location, { written, first: targets.get(from), second: entry.to }),
        );
      } else {
        targets.set(from, entry.to);
        redirects.push({ from, to: entry.to });
      }
    });
  });

  written.forEach((entry, index) => {
    if (!entry.to.startsWith('/')) return;
    const to = routeOf(entry.to);
    if (routes.has(to)) return;
    const location = at(['redirects', index, 'to']);
    if (targets.has(to)) {
      const loop = leadsBack(to, targets);
      diagnostics.push(
        loop
          ? makeDiagnostic('REDIRECT_LOOP', location, { to: entry.to, loop })
          : makeDiagnostic('REDIRECT_CHAIN', location, {
              to: entry.to,
              next: targets.get(to),
              final: finalTarget(to, targets),
            }),
      );
      return;
    }
    const near = closestMatch(to, routes.keys());
    diagnostics.push(makeDiagnostic('REDIRECT_TO_MISSING', location, { to: entry.to, near }));
  });
  return { redirects, diagnostics };
}

/** The routes a chain of redirects starting at `from` passes, when it comes back to one of them. */
function leadsBack(from: string, targets: ReadonlyMap<string, string>): string[] | undefined {
  const passed = [from];
  for (let to = targets.get(from); to?.startsWith('/'); to = targets.get(routeOf(to))) {
    const route = routeOf(to);
    passed.push(route);
    if (passed.indexOf(route) < passed.length - 1) return passed.slice(passed.indexOf(route));
    if (!targets.has(route)) return undefined;
  }
  return undefined;
}

function finalTarget(from: string, targets: ReadonlyMap<string, string>): string {
  let to = targets.get(from)!;
  while (to.startsWith('/') && targets.has(routeOf(to))) to = targets.get(routeOf(to))!;
  return to;
}

/** A target's route: without its query and fragment, and without a trailing slash. */
function routeOf(target: string): string {
  return withoutTrailingSlash(target.replace(/[?#].*$/, ''));
}

function withoutTrailingSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

function readConfigText(root: string): string {
  const file = path.join(root, CONFIG_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
