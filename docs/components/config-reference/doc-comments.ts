import { parse } from '@babel/parser';
import type { Expression, Node, ObjectExpression, Statement } from '@babel/types';

/** A doc comment, split into its text and its `@default` tag. */
export interface DocComment {
  text: string;
  default?: string;
}

/**
 * The doc comments of a zod schema as its source writes them, shaped like the schema: an object's keys,
 * an array's items, a union's options (in the order the source lists them, which is the order of
 * `anyOf`/`oneOf` in `z.toJSONSchema()`).
 */
export interface CommentTree {
  properties?: Map<string, { doc?: DocComment; value: CommentTree }>;
  items?: CommentTree;
  options?: CommentTree[];
}

/** Source files by their path from the repository root (`src/config/config-schema.ts`). */
export type SourceTexts = Record<string, string>;

interface ModuleScope {
  file: string;
  constants: Map<string, Expression>;
  imports: Map<string, { from: string; name: string }>;
}

/**
 * Reads the doc comments of the schema exported as `exportName` from `file`, following the constants
 * and imports it is built from through `sources`. A schema module it needs and was not given is an
 * error, so that the reference never silently loses a comment.
 */
export function readSchemaComments(sources: SourceTexts, file: string, exportName: string): CommentTree {
  const scopes = new Map<string, ModuleScope>();
  const scopeOf = (path: string): ModuleScope => {
    let scope = scopes.get(path);
    if (!scope) {
      const text = sources[path];
      if (text === undefined) {
        throw new Error(
          `the config reference needs the source of ${path}: add it to the texts docs/components/config-reference/schema-sources.ts imports`,
        );
      }
      scope = moduleScope(path, text);
      scopes.set(path, scope);
    }
    return scope;
  };
  const root = scopeOf(file).constants.get(exportName);
  if (!root) throw new Error(`${file} declares no "${exportName}"`);
  return describe(root, scopeOf(file), scopeOf, new Set());
}

function moduleScope(file: string, text: string): ModuleScope {
  const program = parse(text, { sourceType: 'module', plugins: ['typescript'], sourceFilename: file }).program;
  const scope: ModuleScope = { file, constants: new Map(), imports: new Map() };
  for (const statement of program.body) {
    const declaration: Statement | null | undefined =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Statement | null) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init)
          scope.constants.set(declarator.id.name, declarator.init);
      }
    }
    if (statement.type === 'ImportDeclaration' && statement.source.value.startsWith('.')) {
      const from = joinPath(file, statement.source.value.replace(/\.js$/, '.ts'));
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        scope.imports.set(specifier.local.name, { from, name });
      }
    }
  }
  return scope;
}

/** Walks a schema expression: `z.object({…})`, `z.array(x)`, `z.union([…])`, chained `.default()`, `.optional()`… */
function describe(
  node: Node,
  scope: ModuleScope,
  scopeOf: (file: string) => ModuleScope,
  seen: Set<string>,
): CommentTree {
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return describe(node.expression, scope, scopeOf, seen);
    case 'ArrowFunctionExpression':
      // z.lazy(() => schema)
      return node.body.type === 'BlockStatement' ? {} : describe(node.body, scope, scopeOf, seen);
    case 'Identifier': {
      const key = `${scope.file}#${node.name}`;
      if (seen.has(key)) return {}; // a recursive schema (sidebar items)
      const local = scope.constants.get(node.name);
      if (local) return describe(local, scope, scopeOf, new Set([...seen, key]));
      const imported = scope.imports.get(node.name);
      if (!imported) return {};
      const other = scopeOf(imported.from);
      const target = other.constants.get(imported.name);
      return target ? describe(target, other, scopeOf, new Set([...seen, key])) : {};
    }
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return {};
      const method = callee.property.name;
      const onZod = callee.object.type === 'Identifier' && callee.object.name === 'z';
      if (!onZod) return describe(callee.object, scope, scopeOf, seen); // .default(), .optional(), .strict(), .refine()…
      const args = node.arguments;
      if (method === 'object' || method === 'strictObject' || method === 'looseObject') {
        const shape = args[0];
        return shape?.type === 'ObjectExpression' ? { properties: objectComments(shape, scope, scopeOf, seen) } : {};
      }
      if (method === 'array' && args[0]) return { items: describe(args[0], scope, scopeOf, seen) };
      if (method === 'lazy' && args[0]) return describe(args[0], scope, scopeOf, seen);
      if (method === 'union' || method === 'discriminatedUnion') {
        const list = args.find((arg) => arg.type === 'ArrayExpression');
        if (list?.type !== 'ArrayExpression') return {};
        return {
          options: list.elements.map((element) =>
            element && element.type !== 'SpreadElement' ? describe(element, scope, scopeOf, seen) : {},
          ),
        };
      }
      return {};
    }
    default:
      return {};
  }
}

function objectComments(
  shape: ObjectExpression,
  scope: ModuleScope,
  scopeOf: (file: string) => ModuleScope,
  seen: Set<string>,
): CommentTree['properties'] {
  const properties: NonNullable<CommentTree['properties']> = new Map();
  for (const property of shape.properties) {
    if (property.type !== 'ObjectProperty') continue;
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'StringLiteral'
          ? property.key.value
          : undefined;
    if (key === undefined) continue;
    const doc = docComment(property.leadingComments);
    properties.set(key, { ...(doc && { doc }), value: describe(property.value, scope, scopeOf, seen) });
  }
  return properties;
}

/** The last `/** … *\/` comment before a node, as text with its `@default` tag apart. */
export function docComment(
  comments: readonly { type: string; value: string }[] | null | undefined,
): DocComment | undefined {
  const block = [...(comments ?? [])]
    .reverse()
    .find((comment) => comment.type === 'CommentBlock' && comment.value.startsWith('*'));
  if (!block) return undefined;
  const lines = block.value
    .slice(1)
    .split('\n')
    .map((line) => line.replace(/^\s*\*? ?/, '').trimEnd());
  const text = lines.join('\n').trim();
  const tag = text.indexOf('@default');
  const body = (tag === -1 ? text : text.slice(0, tag)).replace(/\s+/g, ' ').trim();
  const fallback =
    tag === -1
      ? undefined
      : text
          .slice(tag + '@default'.length)
          .replace(/\s+/g, ' ')
          .trim();
  // `*\/` cannot be written inside a block comment, so globs are written `**\/*.md`.
  const unescapeComment = (value: string) => value.replaceAll('*\\/', '*/');
  return { text: unescapeComment(body), ...(fallback && { default: unescapeComment(fallback) }) };
}

function joinPath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}
