import type {
  EndpointView,
  RequestSampleView,
  ResponseView,
  SecurityView,
  ServerView,
} from '../../templates/endpoint/endpoint-view.js';
import type { EndpointHighlighter } from './code-highlighter.js';
import { isErrorStatus, statusKind, statusTitle } from './http-status.js';
import { mediaViews } from './media-views.js';
import { describe, uniqueId, type PageState } from './page-state.js';
import { mergeParameters, parameterGroups, parameterView } from './parameter-views.js';
import {
  DEFAULT_SAMPLE_LANGUAGES,
  generateRequestSamples,
  samplesIn,
  type SnippetGenerator,
} from '../shared/browser-shapes.js';
import { codeSampleLanguage, codeSamplesOf } from './code-samples.js';
import { groupResponses } from './response-groups.js';
import { markWrappableLines } from './wrappable-sample-lines.js';
import { isBodyUndocumented, sampleRequestFor } from './sample-request.js';
import { tryItDataFor } from './try-it-data.js';
import type {
  OpenApiDocument,
  OperationObject,
  PathItemObject,
  SecurityRequirement,
  ServerObject,
} from './spec-model.js';

export interface EndpointViewInput {
  /** The spec's id in the site's config. */
  specId: string;
  api: OpenApiDocument;
  pathItem: PathItemObject;
  operation: OperationObject;
  method: string;
  path: string;
  /** What the page is of: an operation a client calls, or a webhook or callback the API sends. */
  kind?: EndpointView['kind'];
  /** A callback's: its name and the operation it answers. */
  callbackOf?: { name: string; method: string; path: string; href: string };
  state: PageState;
  highlighter: EndpointHighlighter;
  /** The languages of the generated samples (the spec's `samples.languages`), and their generators. */
  sampleLanguages: readonly string[];
  generators: ReadonlyMap<string, SnippetGenerator>;
}

/** Everything an endpoint page shows about one operation, in the order the page shows it. */
export function buildEndpointView(input: EndpointViewInput): EndpointView {
  const { api, pathItem, operation, state, highlighter } = input;
  const ids = {
    authentication: uniqueId(state, 'Authentication'),
    parameters: uniqueId(state, 'Parameters'),
    requestBody: uniqueId(state, bodyHeading(input.kind ?? 'operation')),
    responses: uniqueId(state, 'Responses'),
    samples: uniqueId(state, 'Request samples'),
    responseExamples: uniqueId(state, 'Response examples'),
  };
  const servers = operation.servers ?? pathItem.servers ?? api.servers ?? [];
  // A webhook or a callback is sent to a URL the reader gives: there is no server to prefix.
  const baseUrl = input.kind && input.kind !== 'operation' ? '' : (servers[0]?.url ?? '').replace(/\/$/, '');
  // The spec's default security is what a client sends; a webhook or callback states its own, if any.
  const security = operation.security ?? (input.kind && input.kind !== 'operation' ? [] : api.security) ?? [];
  const parameters = mergeParameters(pathItem.parameters, operation.parameters);
  const responses = Object.entries(operation.responses ?? {});

  const kind = input.kind ?? 'operation';
  const view: EndpointView = {
    kind,
    method: input.method.toUpperCase(),
    path: input.path,
    baseUrl,
    deprecated: operation.deprecated === true,
    descriptionHtml: describe(state, operation.description).html,
    security: securityViews(api, security, state),
    parameterGroups: parameterGroups(parameters, state),
    responses: [],
    responseGroups: [],
    samples: [],
    ids,
  };
  const choice = servers.length > 1 || servers.some((server) => Object.keys(server.variables ?? {}).length > 0);
  if (kind === 'operation' && choice) {
    view.ids.servers = uniqueId(state, 'Servers');
    view.servers = servers.map((server) => serverView(server, state));
  }
  if (operation['x-rate-limit']) view.rateLimitHtml = describe(state, operation['x-rate-limit']).html;
  const securityNote = operation['x-security-note'] ?? api['x-security-note'];
  if (view.security.length === 0 && securityNote) view.securityNoteHtml = describe(state, securityNote).html;
  if (operation['x-unconfirmed']) view.unconfirmedHtml = describe(state, operation['x-unconfirmed']).html;
  if (api['x-error-note'] && responses.some(([status]) => isErrorStatus(status)))
    view.errorNoteHtml = describe(state, api['x-error-note']).html;
  if (operation.requestBody) {
    view.requestBody = {
      required: operation.requestBody.required === true,
      descriptionHtml: describe(state, operation.requestBody.description).html,
      // A webhook's payload is the page's point: it gets an example even when the spec writes none.
      contents: mediaViews(operation.requestBody.content, state, highlighter, {
        // What the API sends carries what a response does: read-only fields, not write-only ones.
        use: kind === 'operation' ? 'request' : 'response',
        generate: kind !== 'operation',
      }),
    };
  }
  const responseViews = responses.map(([status, response]) => ({
    response,
    view: {
      status,
      title: statusTitle(status),
      id: uniqueId(state, `response-${status}`),
      kind: statusKind(status),
      descriptionHtml: describe(state, response.description).html,
      headers: Object.entries(response.headers ?? {}).map(([name, header]) =>
        parameterView({ name, ...header }, state),
      ),
      contents: mediaViews(response.content, state, highlighter, {
        use: 'response',
        generate: status.startsWith('2'),
      }),
    } satisfies ResponseView,
  }));
  view.responses = responseViews.map((r) => r.view);
  view.responseGroups = groupResponses(responseViews);
  // A sample someone can paste and run would present an unconfirmed path as a fact, and one that sends
  // an empty body for a body nobody documented would only fail.
  // The spec's own samples (Redocly's x-codeSamples) are the authors' word: shown as they are, after the generated ones.
  const ownSamples = codeSampleViews(operation, highlighter);
  if (kind !== 'operation') {
    view.kindNoteHtml = kindNote(input, state);
    view.noSamplesReason =
      'No request sample: the API sends this request, to a URL you give it; your server answers with one of the responses below.';
    view.samples = ownSamples;
    return view;
  }
  if (view.unconfirmedHtml) {
    view.noSamplesReason = 'No runnable sample: this endpoint is not confirmed (see the “Not confirmed” note).';
    view.samples = ownSamples;
    return view;
  }
  if (isBodyUndocumented(operation)) {
    view.noSamplesReason =
      'No runnable sample: the request body of this endpoint is not documented (see the description).';
    view.samples = ownSamples;
    return view;
  }
  const request = sampleRequestFor({
    api,
    operation,
    method: input.method,
    baseUrl,
    path: input.path,
    parameters,
    security,
  });
  const generated = samplesIn(input.sampleLanguages, request, input.generators).map((sample) => ({
    key: sample.key,
    label: sample.label,
    title: sample.title,
    language: sample.language,
    // A sample's long URL may wrap in a narrow column, after a slash rather than inside a segment.
    html: markWrappableLines(highlighter.highlight(sample.code, sample.language), sample.code, sample.language),
  }));
  view.samples = [...generated, ...ownSamples];
  const tryIt = tryItDataFor({
    specId: input.specId,
    api,
    pathItem,
    operation,
    method: input.method,
    path: input.path,
    parameters,
    security,
    request,
  });
  if (tryIt) {
    if (!sameLanguages(input.sampleLanguages, DEFAULT_SAMPLE_LANGUAGES))
      tryIt.sampleLanguages = [...input.sampleLanguages];
    view.tryIt = tryIt;
  }
  return view;
}

/** The request body's heading: a webhook's or callback's body is the payload it carries. */
function bodyHeading(kind: EndpointView['kind']): string {
  return kind === 'operation' ? 'Request body' : 'Payload';
}

function sameLanguages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** The operation's `x-codeSamples` (or the older `x-code-samples`) as sample tabs. */
function codeSampleViews(operation: OperationObject, highlighter: EndpointHighlighter): RequestSampleView[] {
  const used = new Set<string>();
  return codeSamplesOf(operation).map((sample) => {
    const label = sample.label ?? sample.lang;
    const slug = label
      .toLowerCase()
      .replace(/#/g, 'sharp')
      .replace(/\+/g, 'plus')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    let key = `x-${slug || 'sample'}`;
    for (let n = 2; used.has(key); n++) key = `${key.replace(/-\d+$/, '')}-${n}`;
    used.add(key);
    const language = codeSampleLanguage(sample.lang);
    return {
      key,
      label,
      title: label,
      language,
      html: highlighter.highlight(sample.source.replace(/\s+$/, ''), language),
    };
  });
}

/** What a webhook or callback page says it is about, first (Markdown, so that the link gets the base URL). */
function kindNote(input: EndpointViewInput, state: PageState): string {
  const method = `\`${input.method.toUpperCase()}\``;
  if (input.kind === 'webhook')
    return describe(
      state,
      `A webhook: the API sends this ${method} request to a URL you register, with the payload below.`,
    ).html;
  const parent = input.callbackOf;
  if (!parent) return '';
  return describe(
    state,
    `A callback (\`${parent.name}\`) of [${parent.method} ${parent.path}](${parent.href}): the API sends this ${method} ` +
      `request to the URL given by \`${input.path}\`, with the payload below.`,
  ).html;
}

function serverView(server: ServerObject, state: PageState): ServerView {
  return {
    url: server.url.replace(/\/$/, ''),
    descriptionHtml: describe(state, server.description).html,
    variables: Object.entries(server.variables ?? {}).map(([name, variable]) => ({
      name,
      defaultValue: String(variable.default),
      ...(variable.enum ? { enumValues: variable.enum.map(String) } : {}),
      descriptionHtml: describe(state, variable.description).html,
    })),
  };
}

function securityViews(api: OpenApiDocument, security: SecurityRequirement[], state: PageState): SecurityView[] {
  const schemes = api.components?.securitySchemes ?? {};
  const names = [...new Set(security.flatMap((requirement) => Object.keys(requirement)))];
  return names.flatMap((name) => {
    const scheme = schemes[name];
    if (!scheme) return [];
    const descriptionHtml = describe(state, scheme.description).html;
    const required = security.every((requirement) => name in requirement);
    if (scheme.type === 'apiKey')
      return [{ name: scheme.name ?? name, location: `${scheme.in ?? 'header'}`, required, descriptionHtml }];
    if (scheme.type === 'http')
      return [{ name: 'Authorization', location: `header (${scheme.scheme ?? 'http'})`, required, descriptionHtml }];
    return [{ name, location: scheme.type, required, descriptionHtml }];
  });
}
