import type { BuildContext } from '../context/build-context.js';
import { blogRoot, siteFolders } from '../config/site-folders.js';
import { applyBrokenLinkPolicy } from '../diagnostics/broken-link-policy.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { generatedFileMatcher } from '../model/generated-files.js';
import type { DocVersion } from '../model/doc-version.js';
import type { Page } from '../model/page.js';
import type { SourceFile } from '../model/source-file.js';
import { checkLinkSteps, type LinkToCheck } from './check-links.js';
import { runSteps, type StageSteps } from '../context/stage-steps.js';

/**
 * Checks links against a site's pages (`routes`), its generated files and its static folder, as the
 * config's `onBrokenLinks` / `onBrokenAnchors` ask: errors, warnings, or nothing. A link to one of the
 * `drafts` left out of the build says so.
 */
export function checkSiteLinks(
  context: BuildContext,
  routes: Map<string, Page>,
  links: LinkToCheck[],
  hasPosts: boolean,
  drafts: SourceFile[],
): Diagnostic[] {
  return runSteps(checkSiteLinkSteps(context, routes, links, hasPosts, drafts));
}

/** `checkSiteLinks` in steps (see `checkLinkSteps`). */
export function* checkSiteLinkSteps(
  context: BuildContext,
  routes: Map<string, Page>,
  links: LinkToCheck[],
  hasPosts: boolean,
  drafts: SourceFile[],
): StageSteps<Diagnostic[]> {
  const problems = yield* checkLinkSteps({
    root: context.root,
    staticDir: siteFolders(context.config).static,
    routes,
    isGenerated: generatedFileMatcher({
      hasPosts,
      blogRoute: blogRoot(context.config),
      specs: context.config.openapi,
      pages: routes,
    }),
    links,
    drafts: new Map(drafts.map((draft) => [draft.route, draft.file])),
    ...(context.versions && { versionOf: versionOfRoute(context.versions) }),
  });
  return applyBrokenLinkPolicy(problems, context.config);
}

/**
 * The version whose docs a route lies under: the one with the longest route base that holds it (the
 * last version's is the docs' own base, under which the others lie). None under a base of `/`, which
 * holds every route of the site.
 */
export function versionOfRoute(versions: DocVersion[]): (route: string) => string | undefined {
  const byLength = [...versions].sort((a, b) => b.routeBase.length - a.routeBase.length);
  return (route) =>
    byLength.find(({ routeBase }) => routeBase !== '/' && (route === routeBase || route.startsWith(`${routeBase}/`)))
      ?.name;
}
