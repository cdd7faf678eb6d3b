import { mergeAllOf } from './merge-all-of.js';
import type { DiscriminatorObject, SchemaObject } from './spec-model.js';

/**
 * The value of the discriminator property that selects `option`: its key in the mapping (which names
 * schemas by reference or by name), else the option's own `const` or single `enum` value of that
 * property, else, as OpenAPI says, its component name. Undefined for an inline option with none of these.
 */
export function discriminatorValueOf(
  discriminator: DiscriminatorObject,
  option: SchemaObject,
  schemaNames: ReadonlyMap<object, string>,
): string | undefined {
  const name = schemaNames.get(option);
  if (name) {
    for (const [value, target] of Object.entries(discriminator.mapping ?? {}))
      if (target === name || target.endsWith(`/${name}`)) return value;
  }
  const property = mergeAllOf(option).properties?.[discriminator.propertyName];
  const own = property?.const ?? (property?.enum?.length === 1 ? property.enum[0] : undefined);
  if (typeof own === 'string') return own;
  return name;
}

/** How a `oneOf`/`anyOf` option is named to a reader: its discriminator value, its title, its component name, or its place. */
export function optionLabel(
  parent: SchemaObject,
  option: SchemaObject,
  index: number,
  schemaNames: ReadonlyMap<object, string>,
): { label: string; discriminatorValue?: string } {
  const value = parent.discriminator ? discriminatorValueOf(parent.discriminator, option, schemaNames) : undefined;
  const label = value ?? option.title ?? schemaNames.get(option) ?? `Option ${index + 1}`;
  return value === undefined ? { label } : { label, discriminatorValue: value };
}

/** An example's discriminator: the parent's property holding this option's value. */
export function discriminatorTagOf(
  parent: SchemaObject,
  discriminatorValue: string | undefined,
): { propertyName: string; value: string } | undefined {
  if (!parent.discriminator || discriminatorValue === undefined) return undefined;
  return { propertyName: parent.discriminator.propertyName, value: discriminatorValue };
}
