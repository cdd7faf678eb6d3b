import { discriminatorValueOf } from './discriminator.js';
import { hiddenIn, type SchemaUse } from './example-from-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import type { SchemaObject } from './spec-model.js';

const MAX_DEPTH = 12;

/**
 * An example the spec writes itself, as a request or a response holds it: following the schema, an
 * object's read-only fields are left out of a request's example and its write-only fields out of a
 * response's, at any depth (in array items, in `additionalProperties`, in an `allOf` merged, in the
 * `oneOf`/`anyOf` option the value is of — the one its discriminator names, else the first whose
 * fields it has). What the schema does not describe is kept as written. The value is not changed: a
 * copy is returned where something is left out.
 */
export function exampleForUse(
  value: unknown,
  schema: SchemaObject | undefined,
  options: { use: SchemaUse; schemaNames?: ReadonlyMap<object, string> },
): unknown {
  return prune(value, schema, options.use, options.schemaNames ?? new Map(), 0);
}

function prune(
  value: unknown,
  raw: SchemaObject | undefined,
  use: SchemaUse,
  names: ReadonlyMap<object, string>,
  depth: number,
): unknown {
  if (!raw || depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  const schema = mergeAllOf(raw);
  if (Array.isArray(value)) {
    if (!schema.items) return value;
    const items = value.map((item) => prune(item, schema.items, use, names, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  const record = value as Record<string, unknown>;
  const option = optionOf(schema, record, names);
  const properties = { ...(option ? mergeAllOf(option).properties : {}), ...schema.properties };
  const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  let changed = false;
  const result: Record<string, unknown> = {};
  for (const [key, held] of Object.entries(record)) {
    const property = properties[key] ?? extra;
    if (property && hiddenIn(property, use)) {
      changed = true;
      continue;
    }
    const pruned = prune(held, property, use, names, depth + 1);
    if (pruned !== held) changed = true;
    result[key] = pruned;
  }
  return changed ? result : value;
}

/** The `oneOf`/`anyOf` option an object is of: the one its discriminator value names, else the first whose every field it declares. */
function optionOf(
  schema: SchemaObject,
  value: Record<string, unknown>,
  names: ReadonlyMap<object, string>,
): SchemaObject | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  if (!options || options.length === 0) return undefined;
  const discriminator = schema.discriminator;
  const tag = discriminator ? value[discriminator.propertyName] : undefined;
  if (discriminator && typeof tag === 'string') {
    const named = options.find((option) => discriminatorValueOf(discriminator, option, names) === tag);
    if (named) return named;
  }
  const own = new Set(Object.keys(schema.properties ?? {}));
  return options.find((option) => {
    const declared = mergeAllOf(option).properties ?? {};
    return Object.keys(value).every((key) => own.has(key) || key in declared);
  });
}
