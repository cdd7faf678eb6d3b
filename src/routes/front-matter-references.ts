import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { frontMatterLocation } from '../diagnostics/source-lines.js';
import type { Page, PageLink, SidebarNavigation } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { closestMatch } from './closest-match.js';
import { docLabel } from './sidebar-entries.js';

export interface ReferenceInputs {
  docs: SourceFile[];
  /** Drafts left out of the build: naming one is not an error, the link is just not there. */
  drafts: SourceFile[];
  routes: ReadonlyMap<string, Page>;
  /** The sidebar navigation of the pages by route, which the front matter's references change. */
  navigation: Map<string, SidebarNavigation>;
  rendered: Map<string, RenderedContent>;
  sidebarIds: Set<string>;
}

/**
 * Applies `pagination_prev` / `pagination_next` to the docs' navigation (a doc id replaces the sidebar
 * neighbour, `null` hides it) and checks that `displayed_sidebar` names a sidebar. Unknown ids are reported at their line.
 */
export function applyFrontMatterReferences(inputs: ReferenceInputs): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byId = new Map(inputs.docs.map((doc) => [doc.id, doc]));
  const draftIds = new Set(inputs.drafts.filter((draft) => draft.kind === 'doc').map((draft) => draft.id));
  for (const source of inputs.docs) {
    const page = inputs.routes.get(source.route);
    if (!page || page.file !== source.file) continue;
    for (const [key, side] of [
      ['pagination_prev', 'previous'],
      ['pagination_next', 'next'],
    ] as const) {
      const id = source.frontMatter[key];
      if (id === undefined) continue;
      if (id === null || draftIds.has(id)) {
        delete inputs.navigation.get(page.route)?.[side];
        continue;
      }
      const target = byId.get(id);
      const targetPage = target && inputs.routes.get(target.route);
      if (target && targetPage) {
        const navigation = inputs.navigation.get(page.route) ?? {};
        navigation[side] = linkTo(target, targetPage, inputs.rendered);
        inputs.navigation.set(page.route, navigation);
        continue;
      }
      const suggestion = closestMatch(id, byId.keys());
      diagnostics.push(
        makeDiagnostic('PAGINATION_UNKNOWN_DOC', frontMatterLocation(source, key), { key, id, suggestion }),
      );
    }
    const sidebar = source.frontMatter.displayed_sidebar;
    if (typeof sidebar === 'string' && !inputs.sidebarIds.has(sidebar)) {
      diagnostics.push(
        makeDiagnostic('DISPLAYED_SIDEBAR_UNKNOWN', frontMatterLocation(source, 'displayed_sidebar'), {
          sidebar,
          sidebarIds: [...inputs.sidebarIds],
        }),
      );
    }
  }
  return diagnostics;
}

/** A previous/next link to a doc: its `pagination_label`, else its sidebar label. */
function linkTo(target: SourceFile, page: Page, rendered: Map<string, RenderedContent>): PageLink {
  return { title: page.paginationLabel ?? docLabel(target, rendered.get(target.file)), route: page.route };
}
