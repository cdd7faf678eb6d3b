/**
 * The parts of an OpenAPI 3.0/3.1 document the endpoint pages read, after dereferencing (no `$ref`
 * left). Loose on purpose: the spec has been validated by swagger-parser before it is read.
 */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: ServerObject[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItemObject | undefined>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  security?: SecurityRequirement[];
  /** Markdown shown in the Responses section of operations that document an error status. */
  'x-error-note'?: string;
  /** Markdown shown under Authentication of operations that list no security requirement. */
  'x-security-note'?: string;
  /** `false` hides the "Try it" console of every operation. */
  'x-try-it'?: boolean;
}

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface PathItemObject {
  parameters?: ParameterObject[];
  servers?: ServerObject[];
  [method: string]: unknown;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  /** Route slug of the operation's page. */
  'x-slug'?: string;
  /** Markdown about the rate limit that applies to the operation. */
  'x-rate-limit'?: string;
  /** Markdown shown under Authentication when the operation lists no security requirement. */
  'x-security-note'?: string;
  /** Markdown saying what about the operation is not confirmed; its page then has no runnable sample. */
  'x-unconfirmed'?: string;
  /** `false` hides the operation's "Try it" console; `safe` sends a POST/PUT/PATCH/DELETE without asking first. */
  'x-try-it'?: boolean | 'safe';
  /** Request samples the spec writes itself (Redocly's extension), shown as extra tabs. */
  'x-codeSamples'?: { lang: string; label?: string; source: string }[];
  /** The older name of `x-codeSamples`. */
  'x-code-samples'?: { lang: string; label?: string; source: string }[];
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
  /** Request samples read the value from this environment variable (`AFFILIATE_ID`) instead of writing it out. */
  'x-sample-env'?: string;
  /** A comment request samples put beside this header (`the end user's IP address`). */
  'x-sample-note'?: string;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, { description?: string; schema?: SchemaObject }>;
  content?: Record<string, MediaTypeObject>;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
}

/** An OpenAPI discriminator: the property that tells a `oneOf`'s options apart, and which value names which schema. */
export interface DiscriminatorObject {
  propertyName: string;
  /** Value → schema reference (`#/components/schemas/Cat`) or schema name (`Cat`). */
  mapping?: Record<string, string>;
}

export interface SecuritySchemeObject {
  type: string;
  name?: string;
  in?: string;
  scheme?: string;
  description?: string;
}

export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  discriminator?: DiscriminatorObject;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  /** Request samples read this body property from the environment variable named here. */
  'x-sample-env'?: string;
}

/** HTTP methods an OpenAPI path item can hold, in the order pages are generated. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
