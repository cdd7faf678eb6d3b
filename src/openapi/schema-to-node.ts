import type { PropertyView, SchemaNode, VariantView } from '../../templates/endpoint/endpoint-view.js';
import { discriminatorTagOf, optionLabel } from './discriminator.js';
import { exampleFromSchema, hiddenIn, type SchemaUse } from './example-from-schema.js';
import { mergeAllOf } from './merge-all-of.js';
import type { SchemaObject } from './spec-model.js';
import { describe, uniqueId, type PageState } from './page-state.js';

/**
 * Turns a dereferenced schema into the tree an endpoint page shows. A named component schema with
 * structure (properties, items, variants) is described once per page, with an anchor; later uses link
 * to that description. In a request (`use`), read-only fields are left out; in a response, write-only
 * ones: a schema with either is described once for each.
 */
export function schemaToNode(
  schema: SchemaObject,
  state: PageState,
  use: SchemaUse = 'response',
  stack: Set<SchemaObject> = new Set(),
): SchemaNode {
  const name = state.schemaNames.get(schema);
  const complex = isComplex(schema);
  const key = name && hasDirectionalFields(schema) ? `${name} (${use})` : name;
  if (name && key && complex) {
    const anchor = state.described.get(key);
    if (anchor) {
      state.links.push('#' + anchor);
      return { ...baseNode(schema, state, false), link: { name, href: '#' + anchor } };
    }
  }
  const ownPage = name ? state.schemaPages?.get(name) : undefined;
  if (ownPage && complex && stack.size > 0 && state.nestedAsLinks) {
    state.links.push(ownPage.route);
    return { ...baseNode(schema, state, false), link: { name: name!, href: ownPage.href, ownPage: true } };
  }
  if (stack.has(schema)) return { ...baseNode(schema, state, false), type: 'object (recursive)' };
  const merged = mergeAllOf(schema);
  const node = baseNode(merged, state, true);
  if (name) node.name = name;
  // Its name links to its page, except on that page itself.
  if (ownPage && !(state.nestedAsLinks && stack.size === 0)) {
    node.page = ownPage.href;
    state.links.push(ownPage.route);
  }
  if (name && key && complex) {
    node.anchor = uniqueId(state, `schema-${name}`);
    state.described.set(key, node.anchor);
  }
  stack.add(schema);
  try {
    if (merged.properties) node.properties = propertiesOf(merged, state, use, stack);
    if (merged.additionalProperties === true) node.additionalProperties = true;
    else if (merged.additionalProperties)
      node.additionalProperties = schemaToNode(merged.additionalProperties, state, use, stack);
    if (merged.items) {
      node.items = schemaToNode(merged.items, state, use, stack);
      node.type = `${node.items.link?.name ?? node.items.name ?? node.items.type}[]`;
    }
    const options = merged.oneOf ?? merged.anyOf;
    if (options) node.variants = variantsOf(merged, options, state, use, stack);
    return node;
  } finally {
    stack.delete(schema);
  }
}

/**
 * The options of a `oneOf`/`anyOf`, each with a name a reader can choose it by (its discriminator
 * value, its title or its component name) and an example of its own, in which the discriminator
 * property holds the option's value.
 */
function variantsOf(
  schema: SchemaObject,
  options: SchemaObject[],
  state: PageState,
  use: SchemaUse,
  stack: Set<SchemaObject>,
): NonNullable<SchemaNode['variants']> {
  const views = options.map((option, index): VariantView => {
    const { label, discriminatorValue } = optionLabel(schema, option, index, state.schemaNames);
    const view: VariantView = { label, node: schemaToNode(option, state, use, stack) };
    if (discriminatorValue !== undefined) view.discriminatorValue = discriminatorValue;
    if (state.highlight) {
      const tag = discriminatorTagOf(schema, discriminatorValue);
      const example = exampleFromSchema(option, { use, discriminator: tag, schemaNames: state.schemaNames });
      if (example !== undefined && typeof example === 'object' && example !== null)
        view.example = {
          title: `Example: ${label}`,
          language: 'json',
          html: state.highlight(JSON.stringify(example, null, 2), 'json'),
        };
    }
    return view;
  });
  const variants: NonNullable<SchemaNode['variants']> = {
    kind: schema.oneOf ? 'oneOf' : 'anyOf',
    id: uniqueId(state, `variants-${state.schemaNames.get(schema) ?? 'options'}`),
    options: views,
  };
  if (schema.discriminator) variants.discriminator = schema.discriminator.propertyName;
  return variants;
}

function propertiesOf(
  schema: SchemaObject,
  state: PageState,
  use: SchemaUse,
  stack: Set<SchemaObject>,
): PropertyView[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => !hiddenIn(property, use))
    .map(([name, property]) => ({
      name,
      required: required.has(name),
      schema: schemaToNode(property, state, use, stack),
    }));
}

/** Whether a schema has fields shown in only one direction, so that it is described once for each. */
function hasDirectionalFields(schema: SchemaObject): boolean {
  const properties = Object.values(mergeAllOf(schema).properties ?? {});
  return properties.some((property) => property.readOnly === true || property.writeOnly === true);
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
