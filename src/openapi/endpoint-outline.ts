import type { BuildContext } from '../context/build-context.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import { collectOperations, type OperationRef } from './collect-operations.js';
import type { OperationObject } from './spec-model.js';
import fs from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type { SpecSource } from './spec-source.js';

type SpecEntry = BuildContext['config']['openapi'][number];

/** An operation page's title: its summary, else its operationId, else its method and path. */
export function operationTitle(ref: OperationRef, operation: OperationObject): string {
  return operation.summary ?? operation.operationId ?? `${ref.method.toUpperCase()} ${ref.path}`;
}

/** An operation's page as the sidebar, search and the page itself know it. */
export function endpointPage(o: {
  entry: SpecEntry;
  source: SpecSource;
  ref: OperationRef;
  route: string;
  title: string;
  operation: OperationObject;
  content: EndpointPage['content'];
  /** The operation's description as plain text: its first sentences describe the page. */
  descriptionText: string;
}): EndpointPage {
  return {
    route: o.route,
    specId: o.entry.id,
    tag: o.ref.tag,
    tagOrder: o.ref.tagOrder,
    order: o.ref.order,
    title: o.title,
    description: firstSentences(o.descriptionText) || o.title,
    file: o.source.file,
    method: o.ref.method.toUpperCase(),
    path: o.ref.path,
    deprecated: o.operation.deprecated === true,
    content: o.content,
  };
}

/**
 * What other pages show of the operation pages before the openapi stage has made them: each
 * operation's route, title, tag and method, read from the specs as written (no validation, no
 * `$ref`s followed, nothing rendered), for the sidebar of a page `watch` shows ahead of its first
 * build. A spec that cannot be read or listed has no outline (the build reports why); schema pages
 * and the changelog are left out until the build makes them.
 */
export function outlineEndpointPages(context: BuildContext): EndpointPage[] {
  return context.config.openapi.flatMap((entry) => {
    const source = specAsWritten(context, entry.file);
    if (!source) return [];
    const { operations, diagnostics } = collectOperations(source);
    if (diagnostics.length > 0) return [];
    const routeBase = entry.routeBase.replace(/\/$/, '');
    return operations.map((ref) => {
      const operation = operationAsWritten(source.data, ref);
      const title = operationTitle(ref, operation);
      const content = {
        html: '',
        plainText: '',
        title,
        hasOwnH1: false,
        toc: [],
        sections: [],
        anchors: [],
        links: [],
      };
      return endpointPage({
        entry,
        source,
        ref,
        route: `${routeBase}/${ref.slug}`,
        title,
        operation,
        content,
        descriptionText: '',
      });
    });
  });
}

/** The object at an operation's pointer in the spec as parsed; an empty one where a `$ref` stands on the way. */
function operationAsWritten(data: unknown, ref: OperationRef): OperationObject {
  let at: unknown = data;
  for (const segment of ref.pointer)
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[segment] : undefined;
  return at && typeof at === 'object' ? (at as OperationObject) : {};
}

/** The first paragraph of a description, cut at a sentence end near 160 characters (a meta description). */
function firstSentences(text: string): string {
  const paragraph =
    text
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  if (paragraph.length <= 160) return paragraph;
  const cut = paragraph.slice(0, 160).lastIndexOf('. ');
  return cut > 40 ? paragraph.slice(0, cut + 1) : paragraph.slice(0, 157) + '…';
}

/**
 * A spec's data for the outline, read with js-yaml: about four times as fast as the document parser
 * the openapi stage reads specs with (`readSpecSource`), which keeps the line of every key for its
 * diagnostics; the outline has none to give, and it is on the way to the first page `watch` shows.
 * The core schema, as YAML 1.2 reads a spec: a date stays a string. Undefined when the file cannot be
 * read or parsed (the build reports why).
 */
function specAsWritten(context: BuildContext, file: string): SpecSource | undefined {
  const absPath = path.resolve(context.root, file);
  try {
    const data = jsYaml.load(fs.readFileSync(absPath, 'utf8'), { schema: jsYaml.CORE_SCHEMA });
    return { file: file.split(path.sep).join('/'), absPath, data, positionOf: () => undefined };
  } catch {
    return undefined;
  }
}
