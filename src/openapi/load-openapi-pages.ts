import type { BuildContext } from '../context/build-context.js';
import { BuildError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { EndpointPage } from '../model/endpoint-page.js';
import { openApiSpecFilePath } from '../model/generated-files.js';
import { buildEndpointView } from './build-endpoint-view.js';
import { endpointPage, operationTitle } from './endpoint-outline.js';
import { createEndpointHighlighter, type EndpointHighlighter } from './code-highlighter.js';
import { DEFAULT_SAMPLE_LANGUAGES, loadGenerators, SAMPLE_LANGUAGES } from '../shared/browser-shapes.js';
import { codeSampleLanguage, codeSamplesOf } from './code-samples.js';
import { collectOperations, type OperationRef } from './collect-operations.js';
import { createHtmlBlocks, type HtmlBlocks } from './endpoint-markdown.js';
import { createHtmlText, type HtmlText } from './endpoint-plain-text.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './markdown-renderer.js';
import { createPageState } from './page-state.js';
import { renderEndpointContent } from './render-endpoint-content.js';
import { compileResponseValidators } from './response-validators.js';
import type { OpenApiDocument, OperationObject, PathItemObject } from './spec-model.js';
import { locationOf, readSpecSource, type SpecSource } from './spec-source.js';
import { responseSchemasOf } from './try-it-data.js';
import { validateSpec } from './validate-spec.js';
import { buildSchemaPages, schemaPageLinks } from './schema-pages.js';
import { changelogPage } from './changelog-page.js';
import type { OperationLinkView } from '../../templates/endpoint/reference-page-views.js';
import { withBaseUrl } from '../shared/browser-shapes.js';
import { stringify as stringifyYaml } from 'yaml';

type SpecEntry = BuildContext['config']['openapi'][number];

/**
 * The openapi stage: reads, validates and dereferences every spec of `config.openapi` and returns one
 * page per operation, at `{routeBase}/{slug}`. Every problem of every spec is collected, then the stage
 * fails once with all of them.
 */
export async function loadOpenApiPages(context: BuildContext): Promise<EndpointPage[]> {
  if (context.config.openapi.length === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const pages: EndpointPage[] = [];
  // Descriptions repeat across pages and specs (shared schemas): each is rendered and read once.
  const render: RenderTools = {
    highlighter: await createEndpointHighlighter(await context.highlighter()),
    markdown: createMarkdownRenderer(context.config.baseUrl),
    htmlText: createHtmlText(),
    htmlBlocks: createHtmlBlocks({ siteUrl: context.config.url, baseUrl: context.config.baseUrl }),
  };
  for (const entry of context.config.openapi) {
    const result = await loadSpec(context, entry, render);
    diagnostics.push(...result.diagnostics);
    pages.push(...result.pages);
  }
  if (diagnostics.length > 0) throw new BuildError(diagnostics);
  return pages;
}

interface RenderTools {
  highlighter: EndpointHighlighter;
  markdown: MarkdownRenderer;
  htmlText: HtmlText;
  htmlBlocks: (route: string) => HtmlBlocks;
}

async function loadSpec(
  context: BuildContext,
  entry: SpecEntry,
  { highlighter, markdown, htmlText, htmlBlocks }: RenderTools,
): Promise<{ pages: EndpointPage[]; diagnostics: Diagnostic[] }> {
  const read = readSpecSource(context, entry.file);
  if (!read.source) return { pages: [], diagnostics: read.diagnostics };
  const source = read.source;
  const validated = await validateSpec(source);
  const collected = collectOperations(source);
  const diagnostics = [...validated.diagnostics, ...collected.diagnostics];
  if (!validated.api || diagnostics.length > 0) return { pages: [], diagnostics };
  const api = validated.api;
  if (validated.convertedFrom)
    context.warnings.push(
      makeDiagnostic('OPENAPI_SWAGGER_CONVERTED', locationOf(source, ['swagger']), { file: source.file }),
    );
  const schemaNames = new Map<object, string>(
    Object.entries(api.components?.schemas ?? {}).map(([name, schema]) => [schema, name]),
  );
  const routeBase = entry.routeBase.replace(/\/$/, '');
  // The samples' languages and the spec's own samples' languages are highlighted; their generators loaded once.
  const sampleLanguages = entry.samples?.languages ?? DEFAULT_SAMPLE_LANGUAGES;
  const generators = await loadGenerators(sampleLanguages);
  const ownLanguages = collected.operations.flatMap((ref) =>
    codeSamplesOf(operationAt(api, ref).operation).map((sample) => codeSampleLanguage(sample.lang)),
  );
  await highlighter.prepare([...sampleLanguages.map((key) => SAMPLE_LANGUAGES[key].language), ...ownLanguages]);
  // With schema pages, the name of a named schema on an endpoint page links to its page.
  const schemaPages = entry.schemaPages ? schemaPageLinks(api, routeBase, context.config.baseUrl) : undefined;
  const built = collected.operations.map((ref) => {
    const { pathItem, operation } = operationAt(api, ref);
    const state = createPageState(schemaNames, markdown, (code, language) => highlighter.highlight(code, language));
    if (schemaPages) state.schemaPages = schemaPages;
    const view = buildEndpointView({
      specId: entry.id,
      api,
      pathItem,
      operation,
      method: ref.method,
      path: ref.path,
      kind: ref.kind,
      ...(ref.callback ? { callbackOf: callbackParent(ref.callback, routeBase) } : {}),
      state,
      highlighter,
      sampleLanguages,
      generators,
    });
    return { ref, pathItem, operation, state, view };
  });
  // The console checks responses with validators compiled here, all the spec's at once, a module per operation.
  const validators = await compileResponseValidators(
    built.map(({ operation, view }) => (view.tryIt ? responseSchemasOf(operation) : [])),
  );
  const pages = built.map(({ ref, operation, state, view }, index) => {
    const route = `${routeBase}/${ref.slug}`;
    const checks = validators[index];
    if (view.tryIt && checks) {
      view.tryIt.responseChecks = checks.checks;
      if (checks.module) view.tryIt.responseValidators = checks.module.file;
    }
    const title = operationTitle(ref, operation);
    const content = renderEndpointContent({
      view,
      title,
      route,
      hrefs: state.links,
      location: locationOf(source, ref.pointer),
      htmlText,
      htmlBlocks: htmlBlocks(route),
    });
    const page = endpointPage({
      entry,
      source,
      ref,
      route,
      title,
      operation,
      content,
      descriptionText: markdown(operation.description).text,
    });
    if (checks?.module) page.assets = [{ path: `assets/${checks.module.file}`, contents: checks.module.contents }];
    return page;
  });
  if (entry.schemaPages)
    pages.push(
      ...buildSchemaPages({
        specId: entry.id,
        file: source.file,
        api,
        routeBase,
        site: { url: context.config.url, baseUrl: context.config.baseUrl },
        operations: built.map(({ ref, pathItem, operation }, index) => ({
          kind: ref.kind,
          pathItem,
          operation,
          link: operationLink(pages[index]!, context.config.baseUrl),
        })),
        tagOrder: Math.max(0, ...pages.map((page) => page.tagOrder)) + 1,
        firstOrder: pages.length,
        render: { highlighter, markdown, htmlText, htmlBlocks },
      }),
    );
  if (entry.changelog) {
    const changelog = await changelogPage(context, entry, {
      current: validated.converted ?? (source.data as object),
      version: api.info.version,
      file: source.file,
      routeBase,
      links: new Map(
        built.map(({ ref }, index) => [
          `${ref.kind === 'webhook' ? 'webhooks' : 'paths'} ${ref.pathKey} ${ref.method}`,
          operationLink(pages[index]!, context.config.baseUrl),
        ]),
      ),
      order: pages.length,
    });
    if (changelog.diagnostic) return { pages: [], diagnostics: [changelog.diagnostic] };
    pages.push(changelog.page!);
  }
  // A converted Swagger spec is published as the OpenAPI 3 document its pages were built from.
  const first = pages[0];
  if (validated.converted && first) first.assets = [...(first.assets ?? []), publishedSpec(entry, validated.converted)];
  return { pages, diagnostics: [] };
}

/** How a schema page or the changelog links to an operation's page. */
function operationLink(page: EndpointPage, baseUrl: string): OperationLinkView {
  return {
    method: page.method ?? '',
    path: page.path ?? '',
    title: page.title,
    route: page.route,
    href: withBaseUrl(baseUrl, page.route),
  };
}

/** The document published at `openapi/{id}.yaml` (or `.json`, as the spec file is named), in the file's format. */
function publishedSpec(entry: SpecEntry, document: object): { path: string; contents: string } {
  const file = openApiSpecFilePath(entry);
  const contents = file.endsWith('.json')
    ? `${JSON.stringify(document, null, 2)}\n`
    : stringifyYaml(document, { lineWidth: 0, aliasDuplicateObjects: false });
  return { path: file, contents };
}

/** The dereferenced operation a ref points at, and its path item. */
function operationAt(
  api: OpenApiDocument,
  ref: OperationRef,
): { pathItem: PathItemObject; operation: OperationObject } {
  let pathItem: unknown = api;
  for (const segment of ref.pointer.slice(0, -1)) pathItem = (pathItem as Record<string, unknown>)[segment];
  return {
    pathItem: pathItem as PathItemObject,
    operation: (pathItem as PathItemObject)[ref.method] as OperationObject,
  };
}

/** The operation a callback answers, as its page links to it. */
function callbackParent(callback: NonNullable<OperationRef['callback']>, routeBase: string) {
  const parent = callback.parent;
  return {
    name: callback.name,
    method: parent.method.toUpperCase(),
    path: parent.path,
    href: `${routeBase}/${parent.slug}`,
  };
}
