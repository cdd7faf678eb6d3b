// What the "Try it" console of an endpoint page needs, written into the page as JSON at build time
// (src/openapi/try-it-data.ts) from the same request model as the samples, and read by the console
// (try-it-console.ts) when the reader opens it.

/** Id of the `<script type="application/json">` holding an endpoint page's {@link TryItData}. */
export const TRY_IT_DATA_ID = 'try-it-data';
/** Id of the element the console is built in. */
export const TRY_IT_CONSOLE_ID = 'try-it-console';

/** The kind of value a field holds: its input. */
export type TryItValueType = 'string' | 'integer' | 'number' | 'boolean';

/** A field of the console: a parameter or a top-level body property. */
export interface TryItField {
  name: string;
  required: boolean;
  type: TryItValueType;
  /** Allowed values (as text), shown as a select. */
  enum?: string[];
  /** Prefilled value as text (the default or example); empty when none. */
  value: string;
  /** The schema allows `null`: the text `null` is sent as JSON's null, not as a string. */
  nullable?: true;
  /** Read from a named input of the environment (`x-sample-env`) rather than from this field. */
  envVar?: string;
  /** A comment the samples put beside a header (`x-sample-note`). */
  note?: string;
}

export interface TryItParameter extends TryItField {
  in: 'path' | 'query' | 'header';
}

export interface TryItServer {
  /** URL with `{variable}` placeholders, as the spec writes it. */
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[] }[];
}

/** A credential the operation takes: sent as a header or a query parameter. */
export interface TryItCredential {
  /** The security scheme's name in the spec. */
  scheme: string;
  /** Where it goes: the header or query parameter name (`x-sideshift-secret`, `Authorization`). */
  name: string;
  in: 'header' | 'query';
  /** How the value is written: as typed, `Bearer <value>` or `Basic base64(<value>)`. */
  format: 'plain' | 'bearer' | 'basic';
  /** The environment variable the samples read it from while it is masked (`SIDESHIFT_SECRET`). */
  envVar: string;
}

export interface TryItBody {
  mediaType: string;
  /** Whether the body is JSON (fields and the raw text are JSON). */
  json: boolean;
  /** A field per top-level property when every one is a plain value; absent when the body is edited as raw text. */
  fields?: TryItField[];
  /** The body as text (pretty JSON for JSON), without the properties read from the environment. */
  raw: string;
  /** Top-level properties read from the environment (`affiliateId` ← `AFFILIATE_ID`). */
  envFields: { name: string; envVar: string }[];
}

export interface TryItData {
  /** The spec's id in the site's config: the chosen server and remembered credentials are per spec. */
  specId: string;
  /** What the operation does (its summary), for the confirmation. */
  summary: string;
  /** Upper-case method. */
  method: string;
  /** Path as documented (`/orders/{orderId}`). */
  path: string;
  /** Whether sending needs the reader's confirmation (it may create or change something). */
  confirm: boolean;
  servers: TryItServer[];
  parameters: TryItParameter[];
  body?: TryItBody;
  credentials: TryItCredential[];
  /** What the success response carries, for the samples. */
  responseKind: 'json' | 'none' | 'binary';
  outputFile?: string;
  /**
   * Each response status with a JSON body (`200`, `4XX`, `default`): the export of `responseValidators`
   * that checks it against its schema, or why the build could not compile that schema.
   */
  responseChecks: { status: string; validator?: string; error?: string }[];
  /** The languages of the generated samples, when the spec chooses other than cURL, JavaScript and Python (`samples.languages`). */
  sampleLanguages?: string[];
  /** The module of the response checks, compiled at build time: a file beside the console's chunk. */
  responseValidators?: string;
}
