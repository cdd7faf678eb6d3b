import equal from 'fast-deep-equal/es6/index.js';
import type { BuildContext } from '../context/build-context.js';
import { failOnErrors } from '../diagnostics/diagnostic.js';
import type { Page } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SiteModel } from '../model/site-model.js';
import type { SourceFile } from '../model/source-file.js';
import { buildRoutes, type RouteInputs } from './build-routes.js';
import { checkSiteLinks } from './check-site-links.js';
import { sourcePage } from './content-pages.js';

/** The site model a build made, with the lookups over its pages that an update needs (made once per model). */
export interface PreviousRoutes {
  site: SiteModel;
  /** The content it was made from, by file. */
  rendered: ReadonlyMap<string, RenderedContent>;
  pagesByFile: ReadonlyMap<string, Page>;
  routes: ReadonlyMap<string, Page>;
  /** Routes of the pages a category index lists on a card (with their description). */
  listedOnCards: ReadonlySet<string>;
}

/** A page's source edited (its route the same), its content rendered again. */
export interface RouteEdit {
  before: SourceFile;
  after: SourceFile;
  content: RenderedContent;
}

export interface UpdatedRoutes {
  site: SiteModel;
  /** The edited pages, made whole again. */
  pages: Page[];
  /** The routes table with the edited pages in it (when `alone`: the previous one's, copied). */
  routes: Map<string, Page>;
  /**
   * Whether the edited pages were made alone, the rest of the site as it was: nothing other pages
   * show of them changed. Otherwise the routes stage ran again over `inputs`, and other pages may
   * have changed (sidebars, previous/next).
   */
  alone: boolean;
}

/**
 * The routes stage after edits of pages whose routes stay (`watch`): when nothing any other page shows
 * of them changed (their front matter, their title in sidebars, previous/next and breadcrumbs, their
 * description on a category card, the anchors other pages may link to), the edited pages alone are
 * made again and only their links checked, in time independent of the site's size; otherwise
 * `buildRoutes` over `inputs` (the whole site, with the edits), checking again only the edited
 * pages' content links when no anchor of theirs went. Diagnostics as `buildRoutes`: warnings into
 * `context.warnings`, errors thrown.
 */
export function updateRoutes(
  context: BuildContext,
  previous: PreviousRoutes,
  inputs: RouteInputs,
  edits: readonly RouteEdit[],
): UpdatedRoutes {
  const replaced = editedPagesAlone(previous, edits);
  if (!replaced) {
    const site = buildRoutes(context, inputs, { checkContentLinksOf: linksToRecheck(previous, edits) });
    const edited = new Set(edits.map((edit) => edit.after.file));
    return {
      site,
      pages: site.pages.filter((page) => page.file !== undefined && edited.has(page.file)),
      routes: new Map(site.pages.map((page) => [page.route, page])),
      alone: false,
    };
  }
  const routes = new Map(previous.routes);
  for (const page of replaced.values()) routes.set(page.route, page);
  const links = [...replaced.values()].flatMap((page) =>
    (page.content?.links ?? []).map((link) => ({ link, fromRoute: page.route })),
  );
  const diagnostics = checkSiteLinks(context, routes, links, previous.site.posts.length > 0, inputs.drafts);
  context.warnings.push(...diagnostics.filter((diagnostic) => diagnostic.severity === 'warning'));
  failOnErrors(diagnostics);
  const pages = previous.site.pages.map((page) => replaced.get(page) ?? page);
  return { site: { ...previous.site, pages }, pages: [...replaced.values()], routes, alone: true };
}

/**
 * The edited pages with their new content, by their previous page, when no other page shows anything
 * of them that changed (see `showsTheSameElsewhere`); undefined otherwise.
 */
function editedPagesAlone(previous: PreviousRoutes, edits: readonly RouteEdit[]): Map<Page, Page> | undefined {
  const replaced = new Map<Page, Page>();
  for (const { before, after, content } of edits) {
    const page = previous.pagesByFile.get(before.file);
    const earlier = previous.rendered.get(before.file);
    if (!page?.content || !earlier || !equal(after.frontMatter, before.frontMatter)) return undefined;
    const fields = showsTheSameElsewhere(before, earlier, after, content, previous.listedOnCards.has(page.route));
    if (!fields) return undefined;
    replaced.set(page, { ...page, content, description: fields.description } as Page);
  }
  return replaced;
}

/**
 * The edited page's fields, when it looks the same to the pages that show it (by its title; by its
 * description when a category's card lists it) and link into it (by its anchors): the same page
 * fields but for its content and description, and no anchor gone. Undefined when it does not.
 */
function showsTheSameElsewhere(
  before: SourceFile,
  earlier: RenderedContent,
  after: SourceFile,
  content: RenderedContent,
  onCards: boolean,
): Page | undefined {
  const fieldsBefore = sourcePage(before, earlier);
  const fieldsAfter = sourcePage(after, content);
  const elsewhere = (page: Page) => ({
    ...page,
    content: undefined,
    description: onCards ? page.description : undefined,
  });
  if (!equal(elsewhere(fieldsBefore), elsewhere(fieldsAfter))) return undefined;
  return keepsAnchors(earlier, content) ? fieldsAfter : undefined;
}

/** Whether every anchor of a page's earlier content is in its new content, so that links into it still reach. */
function keepsAnchors(earlier: RenderedContent, content: RenderedContent): boolean {
  const anchors = new Set(content.anchors);
  return earlier.anchors.every((anchor) => anchors.has(anchor));
}

/**
 * The routes whose content links the routes stage must check again after edits that keep every route:
 * the edited pages', when each of them kept all its anchors (so that every other page's links still
 * reach what they did); undefined (all of them) when one lost an anchor.
 */
function linksToRecheck(previous: PreviousRoutes, edits: readonly RouteEdit[]): Set<string> | undefined {
  for (const { before, content } of edits) {
    const earlier = previous.rendered.get(before.file);
    if (earlier && !keepsAnchors(earlier, content)) return undefined;
  }
  return new Set(edits.map((edit) => edit.after.route));
}
