import type { PropertyView, SchemaNode } from '../../templates/endpoint/endpoint-view.js';
import type { SchemaObject } from './spec-model.js';
import { describe, uniqueId, type PageState } from './page-state.js';

/**
 * Turns a dereferenced schema into the tree an endpoint page shows. A named component schema with
 * structure (properties, items, variants) is described once per page, with an anchor; later uses link
 * to that description.
 */
export function schemaToNode(schema: SchemaObject, state: PageState, stack: Set<SchemaObject> = new Set()): SchemaNode {
  const name = state.schemaNames.get(schema);
  const complex = isComplex(schema);
  if (name && complex) {
    const anchor = state.described.get(name);
    if (anchor) {
      state.links.push('#' + anchor);
      return { ...baseNode(schema, state, false), link: { name, href: '#' + anchor } };
    }
  }
  if (stack.has(schema)) return { ...baseNode(schema, state, false), type: 'object (recursive)' };
  const node = baseNode(schema, state, true);
  if (name) node.name = name;
  if (name && complex) {
    node.anchor = uniqueId(state, `schema-${name}`);
    state.described.set(name, node.anchor);
  }
  stack.add(schema);
  try {
    const merged = schema.allOf ? mergeAllOf(schema) : schema;
    if (merged.properties) node.properties = propertiesOf(merged, state, stack);
    if (merged.additionalProperties === true) node.additionalProperties = true;
    else if (merged.additionalProperties)
      node.additionalProperties = schemaToNode(merged.additionalProperties, state, stack);
    if (merged.items) {
      node.items = schemaToNode(merged.items, state, stack);
      node.type = `${node.items.link?.name ?? node.items.name ?? node.items.type}[]`;
    }
    const options = merged.oneOf ?? merged.anyOf;
    if (options) {
      node.variants = {
        kind: merged.oneOf ? 'oneOf' : 'anyOf',
        discriminator: merged.discriminator?.propertyName,
        options: options.map((option) => schemaToNode(option, state, stack)),
      };
    }
    return node;
  } finally {
    stack.delete(schema);
  }
}

function propertiesOf(schema: SchemaObject, state: PageState, stack: Set<SchemaObject>): PropertyView[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    schema: schemaToNode(property, state, stack),
  }));
}

function baseNode(schema: SchemaObject, state: PageState, withDetails: boolean): SchemaNode {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const node: SchemaNode = {
    type: typeLabel(schema, types),
    nullable: schema.nullable === true || types.includes('null') || (schema.enum?.includes(null) ?? false),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    descriptionHtml: withDetails ? describe(state, schema.description).html : '',
    constraints: withDetails ? constraintsOf(schema) : [],
  };
  if (!withDetails) return node;
  if (schema.enum) node.enumValues = schema.enum.filter((v) => v !== null).map((v) => JSON.stringify(v));
  else if (schema.const !== undefined) node.enumValues = [JSON.stringify(schema.const)];
  if (schema.default !== undefined) node.defaultValue = JSON.stringify(schema.default);
  const example = schema.example ?? schema.examples?.[0];
  if (example !== undefined && (typeof example !== 'object' || example === null || Array.isArray(example)))
    node.example = JSON.stringify(example);
  return node;
}

function typeLabel(schema: SchemaObject, types: string[]): string {
  const named = types.filter((t) => t !== 'null');
  if (named.length > 0)
    return named
      .map((t) =>
        (t === 'string' || t === 'integer' || t === 'number') && schema.format ? `${t}<${schema.format}>` : t,
      )
      .join(' | ');
  if (schema.properties || schema.additionalProperties || schema.allOf) return 'object';
  if (schema.oneOf) return 'one of';
  if (schema.anyOf) return 'any of';
  if (schema.items) return 'array';
  if (schema.enum && schema.enum.length > 0) return typeof schema.enum[0];
  return 'any';
}

function constraintsOf(schema: SchemaObject): string[] {
  const list: string[] = [];
  if (schema.minimum !== undefined) list.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) list.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) list.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) list.push(`length ≤ ${schema.maxLength}`);
  if (schema.minItems !== undefined) list.push(`items ≥ ${schema.minItems}`);
  if (schema.maxItems !== undefined) list.push(`items ≤ ${schema.maxItems}`);
  if (schema.pattern !== undefined) list.push(`pattern ${schema.pattern}`);
  return list;
}

/** Whether a schema has structure worth describing once and linking to afterwards. */
function isComplex(schema: SchemaObject): boolean {
  return Boolean(
    schema.properties ||
      schema.allOf ||
      schema.oneOf ||
      schema.anyOf ||
      typeof schema.additionalProperties === 'object' ||
      (schema.items && isComplex(schema.items)),
  );
}

/** One object schema out of `allOf` parts: properties and `required` of every part, in order. */
function mergeAllOf(schema: SchemaObject): SchemaObject {
  const merged: SchemaObject = {
    ...schema,
    allOf: undefined,
    properties: { ...schema.properties },
    required: [...(schema.required ?? [])],
  };
  for (const raw of schema.allOf ?? []) {
    const part = raw.allOf ? mergeAllOf(raw) : raw;
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
    if (part.additionalProperties !== undefined && merged.additionalProperties === undefined)
      merged.additionalProperties = part.additionalProperties;
    if (part.oneOf && !merged.oneOf) merged.oneOf = part.oneOf;
    if (part.anyOf && !merged.anyOf) merged.anyOf = part.anyOf;
  }
  if (Object.keys(merged.properties!).length === 0) delete merged.properties;
  return merged;
}
