import { z } from 'zod';
import type { CommentTree, DocComment } from './doc-comments.ts';

/** A JSON Schema node as `z.toJSONSchema()` writes it (the parts the reference reads). */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [FUNCTION_MARK]?: true;
}

/** Set on a `z.custom()` that accepts functions: JSON Schema has no type for them. */
const FUNCTION_MARK = 'x-docs-build-function';

/** One documented key: a top-level key of the config, or a field inside one (`theme.colors.primary`). */
export interface ConfigEntry {
  /** The key path as a reader writes it: `search.hosts[].url`. */
  path: string;
  type: string;
  required: boolean;
  default?: string;
  description?: string;
  /** For a list whose items are of several kinds (`navbar.items`): the kind this field belongs to. */
  variant?: string;
}

export interface ConfigSection extends ConfigEntry {
  /** The fields inside the key, depth first, in the order the schema declares them. */
  fields: ConfigEntry[];
}

/**
 * The config reference's data: every top-level key of the schema, in its order, with its type (from
 * the schema itself, through `z.toJSONSchema()`), its default and its doc comment, and its fields.
 * `names` gives `$ref`s readable names (the recursive sidebar item).
 */
export function configSections(
  schema: z.ZodType,
  comments: CommentTree,
  names: [z.ZodType, string][] = [],
): ConfigSection[] {
  const registry = z.registry<{ id: string }>();
  for (const [named, id] of names) registry.add(named, { id });
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: registry,
    override: (context) => {
      const def = (context.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'custom' && isFunctionSchema(context.zodSchema as z.ZodType))
        (context.jsonSchema as JsonSchema)[FUNCTION_MARK] = true;
    },
  }) as JsonSchema;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([key, property]) => {
    const comment = comments.properties?.get(key);
    const fields: ConfigEntry[] = [];
    collectFields(property, comment?.value ?? {}, key, fields, undefined);
    return { ...entry(key, property, required.has(key), comment?.doc), fields };
  });
}

function isFunctionSchema(schema: z.ZodType): boolean {
  return schema.safeParse(() => undefined).success && !schema.safeParse('').success && !schema.safeParse({}).success;
}

function entry(
  path: string,
  schema: JsonSchema,
  required: boolean,
  doc: DocComment | undefined,
  variant?: string,
): ConfigEntry {
  const fallback = (doc?.default === undefined ? undefined : jsonAsLiteral(doc.default)) ?? schemaDefault(schema);
  return {
    path,
    type: typeText(schema),
    required,
    ...(fallback !== undefined && { default: fallback }),
    ...(doc?.text && { description: doc.text }),
    ...(variant !== undefined && { variant }),
  };
}

/** Adds the fields of an object (through arrays, and through lists of tagged kinds) below `path`. */
function collectFields(
  schema: JsonSchema,
  comments: CommentTree,
  path: string,
  into: ConfigEntry[],
  variant: string | undefined,
): void {
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties)) {
      const comment = comments.properties?.get(key);
      const fieldPath = `${path}.${key}`;
      into.push(entry(fieldPath, property, required.has(key), comment?.doc, variant));
      collectFields(property, comment?.value ?? {}, fieldPath, into, variant);
    }
    return;
  }
  if (schema.items && schema.type === 'array') {
    collectFields(schema.items, comments.items ?? {}, `${path}[]`, into, variant);
    return;
  }
  const options = schema.oneOf ?? schema.anyOf;
  if (options && options.every((option) => tagOf(option) !== undefined)) {
    // Kinds told apart by their `type` (navbar items): each kind's fields, under its name.
    for (const [index, option] of options.entries())
      collectFields(option, comments.options?.[index] ?? {}, path, into, tagOf(option));
  }
}

/** `type: 'docSidebar'` for an object whose `type` is a constant. */
function tagOf(schema: JsonSchema): string | undefined {
  const tag = schema.properties?.type;
  if (tag?.const !== undefined) return `type: ${literal(tag.const)}`;
  return undefined;
}

/** A TypeScript-like type: `'throw' | 'warn' | 'ignore'`, `string[]`, `{ light: string; dark: string }`. */
export function typeText(schema: JsonSchema, depth = 0): string {
  if (schema[FUNCTION_MARK]) return 'function';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const options = schema.anyOf ?? schema.oneOf;
  // Kinds told apart by their `type` are listed one by one under the key (collectFields).
  if (options && options.length > 1 && options.every((option) => tagOf(option) !== undefined)) return 'object';
  if (options) return [...new Set(options.map((option) => typeText(option, depth + 1)))].join(' | ');
  switch (schema.type) {
    case 'string':
    case 'boolean':
      return schema.type;
    case 'number':
    case 'integer':
      return 'number';
    case 'array': {
      if (schema.prefixItems) return `[${schema.prefixItems.map((item) => typeText(item, depth + 1)).join(', ')}]`;
      const item = schema.items ? typeText(schema.items, depth + 1) : 'unknown';
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length > 0) {
        // A small object of plain fields reads best inline (`{ light: string; dark: string }`).
        const inner = properties.map(([key, value]) => [key, typeText(value, depth + 1)] as const);
        if (depth > 0 && inner.length <= 3 && inner.every(([, type]) => !type.includes('{') && type !== 'object')) {
          const required = new Set(schema.required ?? []);
          return `{ ${inner.map(([key, type]) => `${key}${required.has(key) ? '' : '?'}: ${type}`).join('; ')} }`;
        }
        return 'object';
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `Record<string, ${typeText(schema.additionalProperties, depth + 1)}>`;
      return 'object';
    }
    default:
      return 'unknown';
  }
}

/** A default worth printing: a value, an empty list; not an object whose fields say their own. */
function schemaDefault(schema: JsonSchema): string | undefined {
  const value = schema.default;
  if (value === undefined) return undefined;
  if (value !== null && typeof value === 'object' && !(Array.isArray(value) && value.length === 0)) return undefined;
  return literal(value);
}

/** A comment's `@default "detect"` written as the schema's defaults are (`'detect'`); other text as it is. */
function jsonAsLiteral(text: string): string | undefined {
  // `@default undefined (local index)`: no default value, and why.
  if (text.startsWith('undefined'))
    return (
      text
        .slice('undefined'.length)
        .trim()
        .replace(/^\((.*)\)$/, '$1') || undefined
    );
  try {
    return literal(JSON.parse(text));
  } catch {
    return text;
  }
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}
