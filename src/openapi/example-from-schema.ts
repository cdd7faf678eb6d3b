import type { MediaTypeObject, ParameterObject, SchemaObject } from './spec-model.js';

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
 * A value that fits a schema, for request samples and for responses the spec gives no example of:
 * the schema's own `example`, `examples`, `default` or first `enum` value where there is one, else one
 * built from its properties (required ones, and optional ones that carry an example).
 */
export function exampleFromSchema(
  schema: SchemaObject | undefined,
  depth = 0,
  stack: Set<SchemaObject> = new Set(),
): unknown {
  if (!schema || depth > MAX_DEPTH || stack.has(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  stack.add(schema);
  try {
    if (schema.allOf) {
      const merged: Record<string, unknown> = {};
      for (const part of schema.allOf) Object.assign(merged, exampleFromSchema(part, depth + 1, stack) as object);
      return merged;
    }
    const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
    if (variant) return exampleFromSchema(variant, depth + 1, stack);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (type === 'object' || (!type && schema.properties)) return objectExample(schema, depth, stack);
    if (type === 'array') {
      const item = exampleFromSchema(schema.items, depth + 1, stack);
      return item === undefined ? [] : [item];
    }
    if (type === 'string') return FORMAT_SAMPLES[schema.format ?? ''] ?? 'string';
    if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
    if (type === 'boolean') return true;
    return undefined;
  } finally {
    stack.delete(schema);
  }
}

function objectExample(schema: SchemaObject, depth: number, stack: Set<SchemaObject>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name) && property.example === undefined && !property.examples?.length) continue;
    const value = exampleFromSchema(property, depth + 1, stack);
    if (value !== undefined) result[name] = value;
  }
  return result;
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
  return exampleFromSchema(parameter.schema);
}

/** Whether a parameter carries an example of its own (samples include optional parameters that do). */
export function hasDeclaredExample(parameter: ParameterObject): boolean {
  return (
    parameter.example !== undefined ||
    Object.keys(parameter.examples ?? {}).length > 0 ||
    parameter.schema?.example !== undefined
  );
}
