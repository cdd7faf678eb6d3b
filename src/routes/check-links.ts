import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { LinkReference } from '../model/link-reference.js';
import type { Page } from '../model/page.js';
import { closestMatch } from './closest-match.js';
import type { StageSteps } from '../context/stage-steps.js';

/** A link to check and the route of the page it is on (for same-page `#anchor` links). */
export interface LinkToCheck {
  link: LinkReference;
  fromRoute?: string;
}

export interface LinkCheckInputs {
  root: string;
  /** The static folder, relative to the root: a link may lead to a file in it. */
  staticDir: string;
  routes: Map<string, Page>;
  /** Whether a route is a generated file that is not a page (`/all-docs.txt`, `/sitemap.xml`, feeds, `/faq.md`). */
  isGenerated: (route: string) => boolean;
  links: LinkToCheck[];
  /** Source file of each draft left out of the build, by route: a link to one is dead, with a hint saying why. */
  drafts?: Map<string, string>;
  /** On a versioned site: the docs version a route lies in, named in a dead link's message. */
  versionOf?: (route: string) => string | undefined;
}

/** Links checked between two steps: 30,000 links at once held watch's thread for 50–70 ms. */
const LINKS_PER_STEP = 1000;

/**
 * Every internal link must reach a page, a generated file or a file in the static folder; a `#anchor` must be
 * an id on the target page. Returns one error per dead link, at the link's location. In steps of
 * LINKS_PER_STEP links.
 */
export function* checkLinkSteps(inputs: LinkCheckInputs): StageSteps<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const staticExists = (route: string): boolean => isFile(path.join(inputs.root, inputs.staticDir, route));
  let checked = 0;
  for (const { link, fromRoute } of inputs.links) {
    if (++checked % LINKS_PER_STEP === 0) yield;
    const hashIndex = link.target.indexOf('#');
    const routePart = hashIndex === -1 ? link.target : link.target.slice(0, hashIndex);
    const anchor = hashIndex === -1 ? '' : safeDecode(link.target.slice(hashIndex + 1));
    const route = normalizeRoute(routePart, fromRoute);
    const page = inputs.routes.get(route) ?? inputs.routes.get(safeDecode(route));
    if (!page) {
      if (inputs.isGenerated(route) || staticExists(safeDecode(routePart.replace(/[?].*$/, '')))) continue;
      const draft = inputs.drafts?.get(route);
      const suggestion = closestMatch(route, inputs.routes.keys());
      const version = inputs.versionOf?.(route);
      diagnostics.push(
        makeDiagnostic('DEAD_LINK', link.location, {
          written: link.written,
          route,
          draft,
          suggestion,
          ...(version && { version }),
        }),
      );
      continue;
    }
    if (anchor === '') continue;
    const anchors = page.content?.anchors ?? [];
    if (anchors.includes(anchor)) continue;
    const suggestion = closestMatch(anchor, anchors);
    diagnostics.push(
      makeDiagnostic('DEAD_ANCHOR', link.location, { written: link.written, route, anchor, anchors, suggestion }),
    );
  }
  return diagnostics;
}

/** `/a/b/`, `/a/b/index.html` and `/a/b?x=1` all mean `/a/b`; an empty route is the page itself. */
function normalizeRoute(written: string, fromRoute: string | undefined): string {
  let route = written.replace(/[?].*$/, '');
  if (route === '') return fromRoute ?? '/';
  route = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isFile(absPath: string): boolean {
  try {
    return fs.statSync(absPath).isFile();
  } catch {
    return false;
  }
}
