import {
  EnvValue,
  envVarForHeader,
  type SampleRequest,
  type TryItCredential,
  type TryItData,
  type TryItField,
  type TryItParameter,
  type TryItServer,
  type TryItValueType,
} from '../shared/browser-shapes.js';
import { exampleFromSchema, parameterExample } from './example-from-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  SchemaObject,
  SecurityRequirement,
} from './spec-model.js';

/** Methods that create or change something: the console asks before sending them (unless `x-try-it: safe`). */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the "Try it" console of an operation needs, from the request its samples make; none when the
 * spec hides the console (`x-try-it: false` on the operation or at the root).
 */
export function tryItDataFor(options: {
  specId: string;
  api: OpenApiDocument;
  pathItem: PathItemObject;
  operation: OperationObject;
  method: string;
  path: string;
  parameters: ParameterObject[];
  security: SecurityRequirement[];
  request: SampleRequest;
}): TryItData | undefined {
  const { api, operation, request } = options;
  if (api['x-try-it'] === false || operation['x-try-it'] === false) return undefined;
  const method = options.method.toUpperCase();
  const data: TryItData = {
    specId: options.specId,
    summary: operation.summary ?? operation.operationId ?? `${method} ${options.path}`,
    method,
    path: options.path,
    confirm: CHANGING_METHODS.has(method) && operation['x-try-it'] !== 'safe',
    servers: serversOf(operation.servers ?? options.pathItem.servers ?? api.servers ?? []),
    parameters: options.parameters.filter((p) => p.in !== 'cookie').map(parameterField),
    credentials: credentialsOf(api, options.security),
    responseKind: request.responseKind,
    responseChecks: [],
  };
  if (request.outputFile) data.outputFile = request.outputFile;
  if (request.body) {
    const media = Object.values(operation.requestBody?.content ?? {})[0];
    const json = /\bjson\b/i.test(request.body.mediaType);
    const value = request.body.value;
    const envFields = isPlainObject(value)
      ? Object.entries(value).flatMap(([name, v]) => (v instanceof EnvValue ? [{ name, envVar: v.envVar }] : []))
      : [];
    const rest = isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => !(v instanceof EnvValue)))
      : value;
    data.body = {
      mediaType: request.body.mediaType,
      json,
      raw: json ? JSON.stringify(rest, null, 2) : String(rest ?? ''),
      envFields,
    };
    const fields = json ? bodyFields(media?.schema, rest, new Set(envFields.map((f) => f.name))) : undefined;
    if (fields) data.body.fields = fields;
  }
  return data;
}

function serversOf(
  servers: { url: string; description?: string; variables?: Record<string, { default: string; enum?: string[] }> }[],
): TryItServer[] {
  return servers.map((server) => ({
    url: server.url.replace(/\/$/, ''),
    ...(server.description ? { description: server.description } : {}),
    variables: Object.entries(server.variables ?? {}).map(([name, v]) => ({
      name,
      default: String(v.default),
      ...(v.enum ? { enum: v.enum.map(String) } : {}),
    })),
  }));
}

function parameterField(p: ParameterObject): TryItParameter {
  const example = parameterExample(p);
  return {
    ...field(p.name, p.required === true, p.schema, example),
    in: p.in as TryItParameter['in'],
    ...(p['x-sample-env'] ? { envVar: p['x-sample-env'] } : {}),
    ...(p['x-sample-note'] ? { note: p['x-sample-note'] } : {}),
  };
}

function field(name: string, required: boolean, schema: SchemaObject | undefined, example: unknown): TryItField {
  const result: TryItField = {
    name,
    required,
    type: valueType(schema),
    value: example === undefined ? '' : asText(example),
  };
  if (Array.isArray(schema?.enum)) result.enum = schema.enum.filter((v) => v !== null).map(asText);
  if (allowsNull(schema) || example === null) result.nullable = true;
  return result;
}

/** Whether a schema allows `null`: OpenAPI 3.1's `type: [..., 'null']` or 3.0's `nullable: true`. */
function allowsNull(schema: SchemaObject | undefined): boolean {
  return (
    (Array.isArray(schema?.type) && schema.type.includes('null')) ||
    (schema as { nullable?: unknown } | undefined)?.nullable === true
  );
}

function valueType(schema: SchemaObject | undefined): TryItValueType {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A field per top-level property of a JSON object body whose properties are all plain values (the
 * example's and the schema's); none when anything is deeper, which the reader edits as raw JSON.
 */
function bodyFields(
  schema: SchemaObject | undefined,
  example: unknown,
  fromEnv: Set<string>,
): TryItField[] | undefined {
  if (!schema || !isPlainObject(example)) return undefined;
  const merged = mergeAllOf(schema);
  const properties: Record<string, SchemaObject> = merged.properties ?? {};
  const required = new Set(merged.required ?? []);
  if (Object.keys(properties).length === 0 || merged.oneOf || merged.anyOf) return undefined;
  if (Object.keys(example).some((key) => !(key in properties))) return undefined;
  const fields: TryItField[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (fromEnv.has(name) || property.readOnly) continue;
    const value =
      name in example
        ? example[name]
        : required.has(name)
          ? exampleFromSchema(property, { use: 'request' })
          : undefined;
    if ((value !== undefined && value !== null && typeof value === 'object') || !isPlain(property)) return undefined;
    fields.push(field(name, required.has(name), property, value));
  }
  return fields;
}

function isPlain(schema: SchemaObject): boolean {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.properties || schema.items || schema.oneOf || schema.anyOf || schema.allOf) return false;
  return type === undefined ? Array.isArray(schema.enum) : ['string', 'integer', 'number', 'boolean'].includes(type);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof EnvValue);
}

function credentialsOf(api: OpenApiDocument, security: SecurityRequirement[]): TryItCredential[] {
  const schemes = api.components?.securitySchemes ?? {};
  return [...new Set(security.flatMap((requirement) => Object.keys(requirement)))].flatMap(
    (name): TryItCredential[] => {
      const scheme = schemes[name];
      if (scheme?.type === 'apiKey' && scheme.name && (scheme.in === 'header' || scheme.in === 'query')) {
        return [
          { scheme: name, name: scheme.name, in: scheme.in, format: 'plain', envVar: envVarForHeader(scheme.name) },
        ];
      }
      if (scheme?.type === 'http' && /^(bearer|basic)$/i.test(scheme.scheme ?? '')) {
        return [
          {
            scheme: name,
            name: 'Authorization',
            in: 'header',
            format: scheme.scheme!.toLowerCase() as 'bearer' | 'basic',
            envVar: envVarForHeader(name),
          },
        ];
      }
      return [];
    },
  );
}

/** The JSON schema of each response status's JSON body (`200`, `4XX`, `default`), for checking what comes back. */
export function responseSchemasOf(operation: OperationObject): { status: string; schema: unknown }[] {
  return Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
    const json = Object.entries(response.content ?? {}).find(([type]) => /\bjson\b/i.test(type));
    return json?.[1].schema ? [{ status, schema: validationSchema(json[1].schema) }] : [];
  });
}

/** JSON Schema keywords that constrain a value: the rest (descriptions, examples, `x-`) is left out of the page. */
const VALIDATION_KEYWORDS = [
  'type',
  'enum',
  'const',
  'nullable',
  'required',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/**
 * A dereferenced schema as plain JSON for Ajv: validation keywords only, and a schema that contains
 * itself (a tree of comments) accepting anything where it recurs, so that it can be written as JSON.
 */
export function validationSchema(
  schema: SchemaObject | boolean | undefined,
  ancestors: Set<object> = new Set(),
): unknown {
  if (schema === undefined || typeof schema === 'boolean') return schema ?? true;
  if (ancestors.has(schema)) return {};
  ancestors.add(schema);
  const source = schema as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const keyword of VALIDATION_KEYWORDS) if (source[keyword] !== undefined) result[keyword] = source[keyword];
  if (schema.properties)
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, validationSchema(v, ancestors)]),
    );
  if (schema.additionalProperties !== undefined)
    result.additionalProperties = validationSchema(schema.additionalProperties, ancestors);
  if (schema.items) result.items = validationSchema(schema.items, ancestors);
  if (source.not) result.not = validationSchema(source.not as SchemaObject, ancestors);
  for (const list of SUBSCHEMA_LISTS) {
    const parts = source[list];
    if (Array.isArray(parts)) result[list] = parts.map((part: SchemaObject) => validationSchema(part, ancestors));
  }
  ancestors.delete(schema);
  return result;
}
