import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SchemaPageContent } from '../../templates/endpoint/reference-page-content.js';
import type { SchemaPageView } from '../../templates/endpoint/reference-page-views.js';
import { unescapeHtml } from '../../templates/escape-html.js';
import { publicUrl } from '../markdown/html-to-markdown.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import type { TocItem } from '../model/rendered-content.js';
import { withBaseUrl } from '../shared/browser-shapes.js';
import type { EndpointHighlighter } from './code-highlighter.js';
import { schemaPageMarkdown, type HtmlBlocks } from './endpoint-markdown.js';
import { operationLines, schemaPlainLines, type HtmlText } from './endpoint-plain-text.js';
import { exampleFromSchema } from './example-from-schema.js';
import type { MarkdownRenderer } from './markdown-renderer.js';
import { createPageState, describe, uniqueId } from './page-state.js';
import { schemaToNode } from './schema-to-node.js';
import { schemaUsage, type UsingOperation } from './schema-usage.js';
import type { OpenApiDocument } from './spec-model.js';

/** The sidebar group of a spec's schema pages. */
export const SCHEMAS_TAG = 'Schemas';

/** Route of a named schema's page: `{routeBase}/schemas/{name in lower case}`. */
export function schemaRoute(routeBase: string, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${routeBase}/schemas/${slug || 'schema'}`;
}

/** The schema pages of a spec by schema name: their routes, and the hrefs to them under the base URL. */
export function schemaPageLinks(
  api: OpenApiDocument,
  routeBase: string,
  baseUrl: string,
): Map<string, { route: string; href: string }> {
  return new Map(
    Object.keys(api.components?.schemas ?? {}).map((name) => {
      const route = schemaRoute(routeBase, name);
      return [name, { route, href: withBaseUrl(baseUrl, route) }];
    }),
  );
}

/**
 * A page per named schema of `components.schemas` (Stripe's object pages): its fields as an endpoint
 * page lists a body's (every field, read-only and write-only ones flagged; named schemas inside linking
 * to their own pages), an example, and the operations that return it, accept it or send it. They come
 * after the operations, in a "Schemas" group, in the spec's order.
 */
export function buildSchemaPages(o: {
  specId: string;
  file: string;
  api: OpenApiDocument;
  routeBase: string;
  site: { url: string; baseUrl: string };
  operations: readonly UsingOperation[];
  tagOrder: number;
  firstOrder: number;
  render: {
    highlighter: EndpointHighlighter;
    markdown: MarkdownRenderer;
    htmlText: HtmlText;
    htmlBlocks: (route: string) => HtmlBlocks;
  };
}): EndpointPage[] {
  const schemas = Object.entries(o.api.components?.schemas ?? {});
  const schemaNames = new Map<object, string>(schemas.map(([name, schema]) => [schema, name]));
  const routes = schemaPageLinks(o.api, o.routeBase, o.site.baseUrl);
  const usage = schemaUsage(o.operations, schemaNames);
  return schemas.map(([name, schema], index) => {
    const route = schemaRoute(o.routeBase, name);
    const state = createPageState(schemaNames, o.render.markdown, (code, language) =>
      o.render.highlighter.highlight(code, language),
    );
    state.schemaPages = routes;
    state.nestedAsLinks = true;
    const used = usage.get(name) ?? { returnedBy: [], acceptedBy: [], sentBy: [] };
    const ids = {
      fields: uniqueId(state, 'Fields'),
      example: uniqueId(state, 'Example'),
      returnedBy: uniqueId(state, 'Returned by'),
      acceptedBy: uniqueId(state, 'Accepted by'),
      sentBy: uniqueId(state, 'Sent by'),
    };
    const descriptionHtml = describe(state, schema.description).html;
    const node = schemaToNode(schema, state, 'any');
    // The description is the page's own text above the fields, not repeated in the tree.
    node.descriptionHtml = '';
    const view: SchemaPageView = { name, descriptionHtml, node, ids, ...used };
    // As the API returns it, unless only requests carry it.
    const use =
      used.acceptedBy.length > 0 && used.returnedBy.length + used.sentBy.length === 0 ? 'request' : 'response';
    const example = exampleFromSchema(schema, { use, schemaNames });
    if (example !== undefined)
      view.example = {
        title: use === 'request' ? 'As a request sends it' : 'As the API returns it',
        language: 'json',
        html: o.render.highlighter.highlight(JSON.stringify(example, null, 2), 'json'),
      };
    for (const op of [...used.returnedBy, ...used.acceptedBy, ...used.sentBy]) if (op.route) state.links.push(op.route);
    const html = renderToString(createElement(SchemaPageContent, { view }));
    const lists = [
      { title: 'Returned by', operations: used.returnedBy, id: ids.returnedBy },
      { title: 'Accepted by', operations: used.acceptedBy, id: ids.acceptedBy },
      { title: 'Sent by', operations: used.sentBy, id: ids.sentBy },
    ];
    // In the page's order: the example's column comes before the fields (beside them on wide screens).
    const toc: TocItem[] = view.example ? [{ depth: 2, id: ids.example, text: 'Example' }] : [];
    toc.push({ depth: 2, id: ids.fields, text: 'Fields' });
    for (const list of lists) if (list.operations.length > 0) toc.push({ depth: 2, id: list.id, text: list.title });
    const plainText = [
      o.render.htmlText(descriptionHtml),
      '',
      'Fields:',
      ...schemaPlainLines(node, o.render.htmlText),
      ...lists.flatMap((list) =>
        list.operations.length > 0 ? ['', `${list.title}:`, ...operationLines(list.operations)] : [],
      ),
    ]
      .join('\n')
      .trim();
    const base = { siteUrl: o.site.url, baseUrl: o.site.baseUrl, route };
    const markdown = schemaPageMarkdown(
      { descriptionHtml, node, ...(view.example && { example: view.example }), lists },
      o.render.htmlBlocks(route),
      (target) => publicUrl(target, base),
    );
    const descriptionText = o.render.htmlText(descriptionHtml);
    return {
      route,
      specId: o.specId,
      subject: 'schema',
      tag: SCHEMAS_TAG,
      tagOrder: o.tagOrder,
      order: o.firstOrder + index,
      title: name,
      description: descriptionText
        ? firstLine(descriptionText)
        : `The ${name} schema: its fields and the operations that use it.`,
      file: o.file,
      path: name,
      content: {
        html,
        title: name,
        hasOwnH1: false,
        toc,
        plainText: `${plainText}\n`,
        markdown,
        anchors: [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!)),
        links: [...new Set(state.links)].map((href) => ({
          target: href.startsWith('#') ? route + href : href,
          written: href,
          location: { file: o.file },
        })),
      },
    };
  });
}

function firstLine(text: string): string {
  return text
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}
