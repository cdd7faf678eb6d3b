import { createComparator, createMerger, createShallowAllOfMerge } from '@x0k/json-schema-merge';
import { createDeduplicator, createIntersector } from '@x0k/json-schema-merge/lib/array';
import type { SchemaObject } from './spec-model.js';

// @x0k/json-schema-merge merges the parts of an `allOf` (and the `allOf`s inside them) into one
// schema: a property two parts both declare is merged too, its constraints intersected (`minimum` of
// one, `maximum` of the other, the `required` of both), where a spread would keep only the last. It
// keeps keywords it does not know (`readOnly`, `example`, `discriminator`, `x-…`) and leaves the
// subschemas it has no reason to merge as they are, so the dereferenced spec's shared (and circular)
// objects stay shared. Nested `allOf`s further down are merged as the page reaches them.
const { compareSchemaDefinitions, compareSchemaValues } = createComparator();
const { mergeArrayOfSchemaDefinitions } = createMerger({
  intersectJson: createIntersector(compareSchemaValues),
  deduplicateJsonSchemaDef: createDeduplicator(compareSchemaDefinitions),
});
const shallowAllOfMerge = createShallowAllOfMerge(mergeArrayOfSchemaDefinitions);

/**
 * One schema out of a schema with `allOf`: its own keywords and those of every part, merged deeply.
 * A schema without `allOf` is returned as it is. Parts that cannot all hold (a `string` part and an
 * `integer` one) cannot be merged: their properties are then listed together, the later ones winning.
 */
export function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  try {
    const merged = shallowAllOfMerge(schema as Parameters<typeof shallowAllOfMerge>[0]);
    if (typeof merged === 'object') return merged as SchemaObject;
  } catch {
    // An impossible intersection: fall back to a plain union of the parts below.
  }
  return spreadAllOf(schema);
}

function spreadAllOf(schema: SchemaObject): SchemaObject {
  const { allOf, ...own } = schema;
  const merged: SchemaObject = { ...own, properties: { ...own.properties }, required: [...(own.required ?? [])] };
  for (const part of (allOf ?? []).map(mergeAllOf)) {
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
    for (const key of ['additionalProperties', 'oneOf', 'anyOf', 'discriminator', 'type'] as const)
      if (part[key] !== undefined && merged[key] === undefined) (merged as Record<string, unknown>)[key] = part[key];
  }
  if (Object.keys(merged.properties!).length === 0) delete merged.properties;
  if (merged.required!.length === 0) delete merged.required;
  return merged;
}
