import { exampleForUse } from './example-for-use.js';
import {
  declaredMediaExample,
  exampleFromSchema,
  hasDeclaredExample,
  parameterExample,
} from './example-from-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import { envVarForHeader, EnvValue, type SampleRequest, type SampleValue } from '../shared/browser-shapes.js';
import type {
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  SchemaObject,
  SecurityRequirement,
} from './spec-model.js';

/**
 * The request the samples of an operation make: path parameters filled with their examples, required
 * query/header parameters (and optional ones that carry an example), secrets from the environment, and
 * the body's example. A parameter or top-level body property with `x-sample-env: NAME` is read from
 * the environment variable NAME rather than written out, and a header's `x-sample-note` becomes a
 * comment beside it.
 */
export function sampleRequestFor(options: {
  api: OpenApiDocument;
  operation: OperationObject;
  method: string;
  baseUrl: string;
  path: string;
  parameters: ParameterObject[];
  security: SecurityRequirement[];
}): SampleRequest {
  const { api, operation, parameters } = options;
  const value = (p: ParameterObject) => {
    const v = parameterExample(p);
    return typeof v === 'string' ? v : v === undefined ? `<${p.name}>` : JSON.stringify(v);
  };
  const sent = (p: ParameterObject): SampleValue => (p['x-sample-env'] ? new EnvValue(p['x-sample-env']) : value(p));
  const included = (p: ParameterObject) => p.required === true || hasDeclaredExample(p);
  const path = options.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? encodeURIComponent(value(parameter)) : whole;
  });
  const request: SampleRequest = {
    method: options.method.toUpperCase(),
    url: options.baseUrl + path,
    query: parameters.filter((p) => p.in === 'query' && included(p)).map((p) => [p.name, sent(p)]),
    headers: parameters
      .filter((p) => p.in === 'header' && included(p))
      .map((p) => ({ name: p.name, value: sent(p), ...(p['x-sample-note'] ? { note: p['x-sample-note'] } : {}) })),
    secretHeaders: secretHeaders(api, options.security.slice(0, 1)),
    responseKind: 'none',
  };
  const bodyEntry = Object.entries(operation.requestBody?.content ?? {})[0];
  if (bodyEntry) {
    const [mediaType, media] = bodyEntry;
    const declared = declaredMediaExample(media);
    const schemaNames = new Map<object, string>(
      Object.entries(api.components?.schemas ?? {}).map(([name, schema]) => [schema, name]),
    );
    const example = declared.found
      ? exampleForUse(declared.value, media.schema, { use: 'request', schemaNames })
      : (exampleFromSchema(media.schema, { use: 'request', schemaNames }) ?? {});
    request.body = { mediaType, value: withEnvValues(example, media.schema) };
  }
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  const successType = success ? Object.keys(success[1].content ?? {})[0] : undefined;
  if (successType) {
    request.responseKind = /\bjson\b/i.test(successType) ? 'json' : 'binary';
    if (request.responseKind === 'binary')
      request.outputFile = `response.${successType.split('/')[1]?.split('+')[0] ?? 'bin'}`;
  }
  return request;
}

/**
 * Whether an operation has a request body the spec does not document well enough for a runnable
 * sample: no example, and a schema that is missing, names no field or allows undocumented keys
 * (`additionalProperties: true`). Sending `{}` would only fail.
 */
export function isBodyUndocumented(operation: OperationObject): boolean {
  const entry = Object.values(operation.requestBody?.content ?? {})[0];
  if (!operation.requestBody) return false;
  if (!entry) return true;
  if (declaredMediaExample(entry).found) return false;
  return isOpen(entry.schema);
}

function isOpen(schema: SchemaObject | undefined): boolean {
  if (!schema) return true;
  if (schema.example !== undefined) return false;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0) return variants.every(isOpen);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type !== undefined && type !== 'object') return false;
  const parts = [schema, ...(schema.allOf ?? [])];
  const named = parts.some((part) => Object.keys(part.properties ?? {}).length > 0);
  return !named || parts.some((part) => part.additionalProperties === true);
}

/** The body's example with each top-level property whose schema has `x-sample-env` read from the environment. */
function withEnvValues(example: unknown, schema: MediaTypeObject['schema']): unknown {
  if (!example || typeof example !== 'object' || Array.isArray(example) || !schema) return example;
  const merged = mergeAllOf(schema);
  const properties = [merged, ...(merged.oneOf ?? []), ...(merged.anyOf ?? [])].map(
    (s) => mergeAllOf(s).properties ?? {},
  );
  return Object.fromEntries(
    Object.entries(example as Record<string, unknown>).map(([key, v]) => {
      const envVar = properties.map((p) => p[key]?.['x-sample-env']).find(Boolean);
      return [key, envVar ? new EnvValue(envVar) : v];
    }),
  );
}

/** Headers that carry credentials (apiKey in header, HTTP bearer/basic), read from environment variables. */
function secretHeaders(api: OpenApiDocument, security: SecurityRequirement[]): { header: string; envVar: string }[] {
  const schemes = api.components?.securitySchemes ?? {};
  const result: { header: string; envVar: string }[] = [];
  for (const name of new Set(security.flatMap((requirement) => Object.keys(requirement)))) {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name)
      result.push({ header: scheme.name, envVar: envVarForHeader(scheme.name) });
    if (scheme?.type === 'http') result.push({ header: 'Authorization', envVar: envVarForHeader(name) });
  }
  return result;
}
