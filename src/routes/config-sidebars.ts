import type { SidebarItemConfig } from '../config/config-schema.js';
import { CONFIG_FILE } from '../config/load-config.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { quoted, type LineFinder } from '../diagnostics/source-lines.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { LinkReference } from '../model/link-reference.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { Sidebar, SidebarItem } from '../model/sidebar.js';
import type { SourceFile } from '../model/source-file.js';
import { closestMatch } from './closest-match.js';
import { openapiSidebarItems } from './openapi-sidebar-items.js';
import { docLink, isExternalHref } from './sidebar-entries.js';

/** What resolving the configured sidebars needs. */
export interface SidebarInputs {
  /** Docs by id. */
  docs: Map<string, SourceFile>;
  /** Rendered content by source file. */
  rendered: Map<string, RenderedContent>;
  endpoints: EndpointPage[];
  lines: LineFinder;
}

/** Sidebars, internal links to check, and the problems found on the way. */
export interface ResolvedSidebars {
  sidebars: Sidebar[];
  /** Internal links written in the sidebar config, for the dead-link check. */
  links: LinkReference[];
  diagnostics: Diagnostic[];
}

/**
 * Resolves `config.sidebars` into sidebars of links: doc ids become links to their routes, `openapi` items
 * expand to the spec's endpoints grouped by tag. Every unknown doc or spec is reported, none stops the walk.
 */
export function resolveConfigSidebars(context: BuildContext, inputs: SidebarInputs): ResolvedSidebars {
  const result: ResolvedSidebars = { sidebars: [], links: [], diagnostics: [] };
  for (const [id, items] of Object.entries(context.config.sidebars ?? {})) {
    const resolveItems = (list: SidebarItemConfig[]): SidebarItem[] =>
      list.flatMap((item) => resolveItem(item, { context, inputs, result, sidebarId: id, resolveItems }));
    result.sidebars.push({ id, items: resolveItems(items) });
  }
  return result;
}

interface ItemScope {
  context: BuildContext;
  inputs: SidebarInputs;
  result: ResolvedSidebars;
  sidebarId: string;
  resolveItems: (list: SidebarItemConfig[]) => SidebarItem[];
}

function resolveItem(item: SidebarItemConfig, scope: ItemScope): SidebarItem[] {
  const { inputs, result } = scope;
  if (typeof item === 'string') return docItem(item, undefined, scope);
  switch (item.type) {
    case 'doc':
      return docItem(item.id, item.label, scope);
    case 'link': {
      const external = isExternalHref(item.href);
      if (!external) result.links.push(configLink(item.href, inputs.lines));
      return [{ type: 'link', label: item.label, href: item.href, external }];
    }
    case 'category':
      return [
        {
          type: 'category',
          label: item.label,
          collapsed: item.collapsed ?? false,
          href: item.link === undefined ? undefined : categoryHref(item.link, scope),
          items: scope.resolveItems(item.items),
        },
      ];
    case 'openapi':
      return openapiItems(item.spec, item.label, scope);
  }
}

function docItem(id: string, label: string | undefined, scope: ItemScope): SidebarItem[] {
  const source = scope.inputs.docs.get(id);
  if (source) return [docLink(source, scope.inputs.rendered.get(source.file), label)];
  // A draft is left out of a production build, and so out of the sidebars that name it.
  if (isDraft(id, scope)) return [];
  scope.result.diagnostics.push(unknownDoc(id, scope));
  return [];
}

function categoryHref(link: string, scope: ItemScope): string | undefined {
  if (link.startsWith('/')) {
    scope.result.links.push(configLink(link, scope.inputs.lines));
    return link;
  }
  const source = scope.inputs.docs.get(link);
  if (source) return source.route;
  if (isDraft(link, scope)) return undefined;
  scope.result.diagnostics.push(unknownDoc(link, scope));
  return undefined;
}

function openapiItems(specId: string, label: string | undefined, scope: ItemScope): SidebarItem[] {
  const spec = scope.context.config.openapi.find((entry) => entry.id === specId);
  if (!spec) {
    const known = scope.context.config.openapi.map((entry) => entry.id);
    scope.result.diagnostics.push({
      code: 'SIDEBAR_UNKNOWN_SPEC',
      severity: 'error',
      message: `sidebar "${scope.sidebarId}" includes the OpenAPI spec "${specId}", which is not in config.openapi`,
      location: scope.inputs.lines.locate(CONFIG_FILE, quoted(specId)),
      hint: known.length > 0 ? `Use one of the spec ids: ${known.join(', ')}.` : 'Add the spec to `openapi` in site.config.ts, with an id, file and routeBase.',
    });
    return [];
  }
  const groups = openapiSidebarItems(scope.inputs.endpoints, specId);
  const groupLabel = label ?? spec.label;
  return groupLabel ? [{ type: 'category', label: groupLabel, collapsed: false, items: groups }] : groups;
}

function isDraft(id: string, scope: ItemScope): boolean {
  return scope.context.drafts.some((draft) => draft.kind === 'doc' && draft.id === id);
}

function unknownDoc(id: string, scope: ItemScope): Diagnostic {
  const suggestion = closestMatch(id, scope.inputs.docs.keys());
  return {
    code: 'SIDEBAR_UNKNOWN_DOC',
    severity: 'error',
    message: `sidebar "${scope.sidebarId}" names the doc "${id}", but there is no content/docs/${id}.md or .mdx`,
    location: scope.inputs.lines.locate(CONFIG_FILE, quoted(id)),
    hint: suggestion
      ? `Did you mean "${suggestion}"? A doc id is the file's path under content/docs without its extension.`
      : `Create content/docs/${id}.md, or remove the entry; a doc id is the file's path under content/docs without its extension.`,
  };
}

function configLink(href: string, lines: LineFinder): LinkReference {
  return { target: href, written: href, location: lines.locate(CONFIG_FILE, quoted(href)) };
}
