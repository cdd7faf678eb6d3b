import { discriminatorValueOf } from './discriminator.js';
import { mergeAllOf } from './merge-all-of.js';
import type { DiscriminatorObject, MediaTypeObject, ParameterObject, SchemaObject } from './spec-model.js';

const MAX_DEPTH = 6;

/** Sample values by string format, for schemas without an example of their own. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2025-07-14T09:21:37.512Z',
  date: '2025-07-14',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  email: 'user@example.com',
  ipv4: '203.0.113.24',
  binary: '<binary>',
};

/**
 * Where a schema is used: read-only fields are not sent in a request, write-only ones not returned in a
 * response; a schema page shows them all (`any`).
 */
export type SchemaUse = 'request' | 'response' | 'any';

export interface ExampleOptions {
  /** @default 'response' */
  use?: SchemaUse;
  /** The discriminator property and the value it holds in this example (a `oneOf` option's). */
  discriminator?: { propertyName: string; value: string };
  /** Component schemas' names: an option a discriminator mapping does not list is named by its own. */
  schemaNames?: ReadonlyMap<object, string>;
}

/**
 * A value that fits a schema, for request samples and for responses the spec gives no example of:
 * the schema's own `example`, `examples`, `default` or first `enum` value where there is one, else one
 * built from its properties (required ones, and optional ones that carry an example). An `allOf` is
 * merged first; of a `oneOf`/`anyOf`, the first option is taken, its discriminator value filled in.
 * A request's example has no read-only field, a response's no write-only one.
 */
export function exampleFromSchema(schema: SchemaObject | undefined, options: ExampleOptions = {}): unknown {
  const walk: Walk = {
    use: options.use ?? 'response',
    names: options.schemaNames ?? new Map(),
    tag: options.discriminator,
  };
  return example(schema, walk, 0, new Set());
}

interface Walk {
  use: SchemaUse;
  names: ReadonlyMap<object, string>;
  /** Set on the object this discriminator value belongs to, then cleared for what it holds. */
  tag?: { propertyName: string; value: string };
}

function example(raw: SchemaObject | undefined, walk: Walk, depth: number, stack: Set<SchemaObject>): unknown {
  if (!raw || depth > MAX_DEPTH || stack.has(raw)) return undefined;
  if (raw.example !== undefined) return raw.example;
  if (Array.isArray(raw.examples) && raw.examples.length > 0) return raw.examples[0];
  if (raw.default !== undefined) return raw.default;
  if (raw.const !== undefined) return raw.const;
  if (Array.isArray(raw.enum) && raw.enum.length > 0) return raw.enum[0];
  stack.add(raw);
  try {
    const schema = mergeAllOf(raw);
    if (schema !== raw && (schema.example !== undefined || schema.examples?.length))
      return schema.example ?? schema.examples?.[0];
    const option = (schema.oneOf ?? schema.anyOf)?.[0];
    if (option) {
      const tag = schema.discriminator ? discriminatorTag(schema.discriminator, option, walk) : walk.tag;
      const chosen = example(option, { ...walk, tag }, depth + 1, stack);
      if (!schema.properties) return chosen;
      const own = objectExample(schema, { ...walk, tag: undefined }, depth, stack);
      return isRecord(chosen) ? { ...own, ...chosen } : own;
    }
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'object' || (!type && schema.properties)) return objectExample(schema, walk, depth, stack);
    if (type === 'array') {
      const item = example(schema.items, { use: walk.use, names: walk.names }, depth + 1, stack);
      return item === undefined ? [] : [item];
    }
    if (type === 'string') return FORMAT_SAMPLES[schema.format ?? ''] ?? 'string';
    if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
    if (type === 'boolean') return true;
    return undefined;
  } finally {
    stack.delete(raw);
  }
}

function discriminatorTag(discriminator: DiscriminatorObject, option: SchemaObject, walk: Walk): Walk['tag'] {
  const value = discriminatorValueOf(discriminator, option, walk.names);
  return value === undefined ? walk.tag : { propertyName: discriminator.propertyName, value };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectExample(
  schema: SchemaObject,
  walk: Walk,
  depth: number,
  stack: Set<SchemaObject>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  const inner: Walk = { use: walk.use, names: walk.names };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (walk.tag?.propertyName === name) {
      result[name] = walk.tag.value;
      continue;
    }
    if (hiddenIn(property, walk.use)) continue;
    if (!required.has(name) && property.example === undefined && !property.examples?.length) continue;
    const value = example(property, inner, depth + 1, stack);
    if (value !== undefined) result[name] = value;
  }
  if (walk.tag && !(walk.tag.propertyName in result)) result[walk.tag.propertyName] = walk.tag.value;
  return result;
}

/** A read-only field is not sent in a request; a write-only one is not returned in a response. */
export function hiddenIn(property: SchemaObject, use: SchemaUse): boolean {
  if (use === 'any') return false;
  const merged = mergeAllOf(property);
  return use === 'request' ? merged.readOnly === true : merged.writeOnly === true;
}

/** The example a media type declares (`example`, or the first of `examples`), if any. */
export function declaredMediaExample(media: MediaTypeObject): { found: boolean; value?: unknown } {
  if (media.example !== undefined) return { found: true, value: media.example };
  const first = Object.values(media.examples ?? {})[0];
  if (first && first.value !== undefined) return { found: true, value: first.value };
  return { found: false };
}

/** The value a request sample sends for a parameter. */
export function parameterExample(parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first && first.value !== undefined) return first.value;
  return exampleFromSchema(parameter.schema, { use: 'request' });
}

/** Whether a parameter carries an example of its own (samples include optional parameters that do). */
export function hasDeclaredExample(parameter: ParameterObject): boolean {
  return (
    parameter.example !== undefined ||
    Object.keys(parameter.examples ?? {}).length > 0 ||
    parameter.schema?.example !== undefined
  );
}
