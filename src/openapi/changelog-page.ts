import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChangelogContent } from '../../templates/endpoint/reference-page-content.js';
import type { ChangelogView, OperationLinkView } from '../../templates/endpoint/reference-page-views.js';
import { unescapeHtml } from '../../templates/escape-html.js';
import { publicUrl } from '../markdown/html-to-markdown.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { TocItem } from '../model/rendered-content.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { baseDocument, baseLabel, baseProblem, readBaseText } from './read-base-spec.js';
import { specChanges, type SpecChanges } from './spec-changelog.js';

type SpecEntry = BuildContext['config']['openapi'][number];

/** The changelog page's title and its route under the spec's `routeBase`. */
export const CHANGELOG_TITLE = 'Changelog';
export function changelogRoute(routeBase: string): string {
  return `${routeBase}/changelog`;
}

/**
 * The changelog page of a spec: its base read (a file, or the spec at a git ref) and diffed against the
 * spec as it is now (`current`, with its `$ref`s); or the diagnostic that says why the base cannot be read.
 */
export async function changelogPage(
  context: BuildContext,
  entry: SpecEntry,
  o: {
    current: object;
    version: string;
    file: string;
    routeBase: string;
    links: ReadonlyMap<string, OperationLinkView>;
    order: number;
  },
): Promise<{ page?: EndpointPage; diagnostic?: Diagnostic }> {
  const index = context.config.openapi.indexOf(entry);
  const read = readBaseText(context, index);
  if (read.diagnostic) return { diagnostic: read.diagnostic };
  const base = await baseDocument(read.text!);
  if (!base.document) return { diagnostic: baseProblem(context, index, base.problem ?? 'it cannot be read') };
  let changes: SpecChanges;
  try {
    changes = await specChanges(base.document, o.current, (key) =>
      o.links.get(`${key.root} ${key.path} ${key.method}`),
    );
  } catch (error) {
    return { diagnostic: baseProblem(context, index, `it could not be compared (${(error as Error).message})`) };
  }
  const baseVersion = (base.document as { info?: { version?: unknown } }).info?.version;
  const label = baseLabel(entry.changelog!);
  return {
    page: buildChangelogPage({
      specId: entry.id,
      file: o.file,
      routeBase: o.routeBase,
      site: { url: context.config.url, baseUrl: context.config.baseUrl },
      changes,
      base: baseVersion === undefined ? label : `version ${String(baseVersion)} (${label})`,
      current: `version ${o.version}`,
      order: o.order,
    }),
  };
}

/**
 * The changelog page of a spec: from which version to which, then "Added", "Removed" and "Changed"
 * (each changed operation with its changes grouped by part: parameters, request body, each response),
 * breaking changes flagged. Operations link to their pages; removed ones have none.
 */
export function buildChangelogPage(o: {
  specId: string;
  file: string;
  routeBase: string;
  site: { url: string; baseUrl: string };
  changes: SpecChanges;
  base: string;
  current: string;
  order: number;
}): EndpointPage {
  const route = changelogRoute(o.routeBase);
  const view: ChangelogView = {
    base: o.base,
    current: o.current,
    ...o.changes,
    ids: { added: 'added', removed: 'removed', changed: 'changed' },
  };
  const html = renderToString(createElement(ChangelogContent, { view }));
  const toc: TocItem[] = [];
  if (view.added.length > 0) toc.push({ depth: 2, id: 'added', text: 'Added' });
  if (view.removed.length > 0) toc.push({ depth: 2, id: 'removed', text: 'Removed' });
  if (view.changed.length > 0) toc.push({ depth: 2, id: 'changed', text: 'Changed' });
  const summary = `Changes from ${o.base} to ${o.current}.`;
  const line = (op: OperationLinkView) => `${op.method} ${op.path}: ${op.title}`;
  const mdLink = (op: OperationLinkView) => {
    const label = `\`${op.method} ${op.path}\`: ${escapeMarkdown(op.title)}`;
    return op.route ? `[${label}](${publicUrl(op.route, { ...o.site, siteUrl: o.site.url, route })})` : label;
  };
  const text: string[] = [summary];
  const markdown: string[] = [summary];
  const none = view.added.length + view.removed.length + view.changed.length === 0;
  if (none) {
    text.push('', 'No operation was added, removed or changed.');
    markdown.push('', 'No operation was added, removed or changed.');
  }
  for (const [title, list] of [
    ['Added', view.added],
    ['Removed', view.removed],
  ] as const) {
    if (list.length === 0) continue;
    text.push('', `${title}:`, ...list.map((op) => `- ${line(op)}`));
    markdown.push('', `## ${title}`, '', ...list.map((op) => `- ${mdLink(op)}`));
  }
  if (view.changed.length > 0) {
    text.push('', 'Changed:');
    markdown.push('', '## Changed');
    for (const op of view.changed) {
      text.push(`- ${line(op)}`);
      markdown.push('', `- ${mdLink(op)}`);
      for (const group of op.groups) {
        text.push(`  - ${group.where}:`);
        markdown.push(`  - ${group.where}:`);
        for (const change of group.changes) {
          const flag = change.breaking ? ' (breaking)' : '';
          text.push(`    - ${change.text.replace(/`/g, '')}${flag}`);
          markdown.push(`    - ${change.text}${change.breaking ? ' **(breaking)**' : ''}`);
        }
      }
    }
  }
  const links = [...view.added, ...view.changed].flatMap((op) => (op.route ? [op.route] : []));
  return {
    route,
    specId: o.specId,
    subject: 'changelog',
    tag: '',
    tagOrder: Number.MAX_SAFE_INTEGER,
    order: o.order,
    title: CHANGELOG_TITLE,
    description: summary,
    file: o.file,
    content: {
      html,
      title: CHANGELOG_TITLE,
      hasOwnH1: false,
      toc,
      plainText: `${text.join('\n')}\n`,
      markdown: `${markdown.join('\n')}\n`,
      anchors: [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!)),
      links: [...new Set(links)].map((target) => ({ target, written: target, location: { file: o.file } })),
    },
  };
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}
