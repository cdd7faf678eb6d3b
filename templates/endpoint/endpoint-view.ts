import type { TryItData } from '../../client/try-it/try-it-data.js';

/**
 * What an endpoint page shows, prepared by the openapi stage (src/openapi) from the spec. Plain,
 * serialisable data: Markdown is already HTML, code is already highlighted.
 */
export interface EndpointView {
  /** An operation a client calls; a webhook or a callback the API sends (its body is the payload). */
  kind: 'operation' | 'webhook' | 'callback';
  /** What a webhook or callback page is about (HTML): who sends the request, and where. */
  kindNoteHtml?: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Request path as documented (`/shifts/{shiftId}`). */
  path: string;
  /** Server URL the path is appended to (`https://sideshift.ai/api/v2`). */
  baseUrl: string;
  deprecated: boolean;
  descriptionHtml: string;
  /** Rate-limit note (HTML), when the operation has one. */
  rateLimitHtml?: string;
  /** Note shown above error responses (HTML), when the operation documents an error status. */
  errorNoteHtml?: string;
  /**
   * The servers the operation can be called on, when there is a choice to show: several servers, or
   * one with variables. The request line and samples use the first.
   */
  servers?: ServerView[];
  /** Credentials the operation needs; empty when it lists none. */
  security: SecurityView[];
  /**
   * What the spec says about credentials when it lists none (HTML), in place of "No credentials needed." —
   * for specs that do not know.
   */
  securityNoteHtml?: string;
  /** What is not confirmed about the operation (HTML); such an operation gets no runnable sample. */
  unconfirmedHtml?: string;
  parameterGroups: ParameterGroupView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /**
   * The responses as the page shows them: statuses whose bodies have the same schema (the error
   * statuses, typically) together, described once.
   */
  responseGroups: ResponseGroupView[];
  samples: RequestSampleView[];
  /** Why the page has no request samples (an unconfirmed endpoint, an undocumented body), when it has none. */
  noSamplesReason?: string;
  /** What the "Try it" console needs, written into the page; absent when the page has none. */
  tryIt?: TryItData;
  /** Ids of the page's headings, so that the template and the table of contents agree. */
  ids: EndpointHeadingIds;
}

export interface EndpointHeadingIds {
  /** Set when the page shows its servers. */
  servers?: string;
  authentication: string;
  parameters: string;
  requestBody: string;
  responses: string;
  samples: string;
  responseExamples: string;
}

export interface ServerView {
  /** As the spec writes it, variables in braces (`https://{region}.api.example.com/v1`). */
  url: string;
  descriptionHtml: string;
  variables: ServerVariableView[];
}

export interface ServerVariableView {
  name: string;
  defaultValue: string;
  /** The values it may take, when the spec lists them. */
  enumValues?: string[];
  descriptionHtml: string;
}

export interface SecurityView {
  /** What to send: `x-sideshift-secret` (header). */
  name: string;
  location: string;
  /** Whether every way of calling the operation needs it (not so when the spec also allows none, `{}`). */
  required: boolean;
  descriptionHtml: string;
}

export interface ParameterGroupView {
  /** `Path parameters`, `Query parameters`, `Header parameters`, `Cookie parameters`. */
  title: string;
  id: string;
  parameters: ParameterView[];
}

export interface ParameterView {
  name: string;
  type: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  /** JSON-encoded default, when there is one. */
  defaultValue?: string;
  /** JSON-encoded allowed values, when restricted. */
  enumValues?: string[];
  /** JSON-encoded example value. */
  example?: string;
  /** Limits of the value (`≥ 1`, `≤ 100`, `length ≤ 64`…), when the schema sets any. */
  constraints?: string[];
}

export interface RequestBodyView {
  required: boolean;
  descriptionHtml: string;
  contents: MediaView[];
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaNode;
  examples: CodeSampleView[];
}

export interface ResponseView {
  /** `200`, `4XX` or `default`. */
  status: string;
  /** `200 OK`. */
  title: string;
  id: string;
  /** `success`, `redirect`, `client-error`, `server-error`, `other`: styles the status. */
  kind: string;
  descriptionHtml: string;
  headers: ParameterView[];
  contents: MediaView[];
}

/** Responses with one body schema, shown once with their statuses listed; most groups have one status. */
export interface ResponseGroupView {
  /** Id of the group's heading: that of its first response. */
  id: string;
  /** `201 Created` for one status; the statuses (`400, 401, 500`) for several. */
  title: string;
  /** The class colour of the group: that of its statuses when they share one, `other` otherwise. */
  kind: string;
  /** In the spec's order; the body, headers included, is that of the first. */
  responses: ResponseView[];
}

/** A block of code, already highlighted (`html` is the `<pre>` element). */
export interface CodeSampleView {
  title: string;
  language: string;
  html: string;
}

/** A request sample in one language: a tab of the samples. */
export interface RequestSampleView extends CodeSampleView {
  /** The same on every page (`curl`, `javascript`, `python`): the reader's choice is remembered by it. */
  key: string;
  /** The tab's name (`JavaScript`). */
  label: string;
}

/** One schema as a readable tree. */
export interface SchemaNode {
  /** Readable type: `string`, `string<date-time>`, `integer`, `object`, `array`, `any`. */
  type: string;
  /** Name of the component schema this node is (`Shift`). */
  name?: string;
  /** The href of this named schema's own page, when its spec has `schemaPages`: its name links there. */
  page?: string;
  /** Id of the element that describes this named schema, when this node is where it is described. */
  anchor?: string;
  /**
   * A named schema described elsewhere: link to it instead of repeating it — further up this page, or
   * on its own schema page (`ownPage`, on the schema pages of a spec with `schemaPages`).
   */
  link?: { name: string; href: string; ownPage?: true };
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  descriptionHtml: string;
  enumValues?: string[];
  defaultValue?: string;
  example?: string;
  /** `≥ 1`, `≤ 100`, `pattern ^a`, … */
  constraints: string[];
  properties?: PropertyView[];
  /** Schema of keys not listed in `properties`; `true` when any value is allowed. */
  additionalProperties?: SchemaNode | true;
  items?: SchemaNode;
  variants?: VariantsView;
}

/** The options of a `oneOf`/`anyOf`: tabs a reader chooses among, each with its fields and example. */
export interface VariantsView {
  kind: 'oneOf' | 'anyOf';
  /** Unique on the page: the tabs' ids derive from it. */
  id: string;
  /** The property that tells the options apart (`type`). */
  discriminator?: string;
  options: VariantView[];
}

export interface VariantView {
  /** The tab's name: the discriminator value, the option's title or component name, or `Option 2`. */
  label: string;
  /** The discriminator property's value that selects this option. */
  discriminatorValue?: string;
  node: SchemaNode;
  /** An example of this option (JSON), when it is an object. */
  example?: CodeSampleView;
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaNode;
}
