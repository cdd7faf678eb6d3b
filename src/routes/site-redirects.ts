import fs from 'node:fs';
import path from 'node:path';
import { configKeyLine } from '../config/config-key-line.js';
import { CONFIG_FILE } from '../config/load-config.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Page } from '../model/page.js';
import type { Redirect } from '../model/redirect.js';
import { closestMatch } from './closest-match.js';

/**
 * The config's redirects, one per `from` route (trailing slash dropped), checked against the site's
 * routes: a redirect leaves from a route no page has and goes to one a page has (or to an absolute
 * URL). A `from` that is a page, a `to` that no page has, a route redirected twice, and a `to` that is
 * itself redirected (a chain, or a loop) are errors at the line of the config that says so.
 */
export function siteRedirects(context: BuildContext, routes: ReadonlyMap<string, Page>): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
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
        diagnostics.push(problem('REDIRECT_FROM_PAGE', `the redirect from ${written} leaves from a page of the site (${routes.get(from)!.file ?? from})`, location, `Remove ${written} from the redirect's "from", or move the page it would hide.`));
      } else if (targets.has(from)) {
        diagnostics.push(problem('REDIRECT_TWICE', `${written} is redirected twice (to ${targets.get(from)} and to ${entry.to})`, location, 'Keep one redirect from this route.'));
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
          ? problem('REDIRECT_LOOP', `the redirect to ${entry.to} is part of a loop: ${loop.join(' → ')}`, location, 'Point each redirect at the page the readers should land on.')
          : problem('REDIRECT_CHAIN', `the redirect goes to ${entry.to}, which is itself redirected (to ${targets.get(to)})`, location, `Point it at the page itself: ${finalTarget(to, targets)}.`),
      );
      return;
    }
    const near = closestMatch(to, routes.keys());
    diagnostics.push(problem('REDIRECT_TO_MISSING', `the redirect goes to ${entry.to}, a route no page has`, location, near ? `Did you mean "${near}"?` : 'Point it at a route of the site, or at an absolute URL.'));
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

function problem(code: Diagnostic['code'], message: string, location: Diagnostic['location'], hint: string): Diagnostic {
  return { code, severity: 'error', message, location, hint };
}
