import { createRequire } from 'node:module';
import type { Expression, Node, ObjectExpression, Statement } from '@babel/types';

/**
 * The line in `site.config.ts` that a config key path (`['navbar', 'items', 1, 'href']`, as zod reports
 * it) was written on. The source is parsed as TypeScript with @babel/parser and the default export's
 * object literal walked along the path, following `defineConfig(...)`, `as`/`satisfies` and top-level
 * `const` names. Where the path leaves what was written literally (a spread, a computed value, a key
 * left out), the deepest entry reached is the answer: the place to look. Undefined when the file does
 * not parse or has no default export to walk.
 */
export function configKeyLine(text: string, keyPath: readonly PropertyKey[]): number | undefined {
  let program: Statement[];
  try {
    program = babelParser().parse(text, { sourceType: 'module', plugins: ['typescript'], errorRecovery: true }).program
      .body;
  } catch {
    return undefined;
  }
  const constants = topLevelConstants(program);
  const exported = program.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (!exported || exported.type !== 'ExportDefaultDeclaration') return undefined;
  let node: Node | undefined = unwrap(exported.declaration as Node, constants);
  let line = node?.loc?.start.line;
  for (const key of keyPath) {
    if (!node) break;
    const child: { entry: Node; value: Node } | undefined = literalChild(node, key);
    if (!child) break;
    line = child.entry.loc?.start.line ?? line;
    node = unwrap(child.value, constants);
  }
  return line;
}

/**
 * @babel/parser, loaded on the first call: a config key's line is wanted for a diagnostic, and most
 * builds report none, so start-up does not evaluate the parser's 390 KB.
 */
function babelParser(): typeof import('@babel/parser') {
  return createRequire(import.meta.url)('@babel/parser') as typeof import('@babel/parser');
}

/** `const name = <expression>` at the top level of the module, by name. */
function topLevelConstants(program: Statement[]): Map<string, Expression> {
  const constants = new Map<string, Expression>();
  for (const statement of program) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) constants.set(declarator.id.name, declarator.init);
    }
  }
  return constants;
}

/** The value an expression stands for: through `defineConfig(x)`, `x as T`, `x satisfies T`, `(x)`, `x!` and a top-level const. */
function unwrap(node: Node, constants: Map<string, Expression>, seen = new Set<string>()): Node {
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return unwrap(node.expression, constants, seen);
    case 'CallExpression': {
      const [first] = node.arguments;
      return first && first.type !== 'SpreadElement' && first.type !== 'ArgumentPlaceholder'
        ? unwrap(first, constants, seen)
        : node;
    }
    case 'Identifier': {
      const value = constants.get(node.name);
      if (!value || seen.has(node.name)) return node;
      seen.add(node.name);
      return unwrap(value, constants, seen);
    }
    default:
      return node;
  }
}

/**
 * The property of an object literal or the element of an array literal that a path segment names:
 * the entry as written (for its line) and its value. Also used by `init --from-docusaurus`.
 */
export function literalChild(node: Node, key: PropertyKey): { entry: Node; value: Node } | undefined {
  if (node.type === 'ObjectExpression' && typeof key === 'string') return propertyOf(node, key);
  if (node.type === 'ArrayExpression' && typeof key === 'number') {
    // A spread before the index shifts the elements: stop at the array rather than guess.
    const elements = node.elements.slice(0, key + 1);
    if (elements.some((element) => element?.type === 'SpreadElement')) return undefined;
    const element = node.elements[key];
    return element ? { entry: element, value: element } : undefined;
  }
  return undefined;
}

function propertyOf(node: ObjectExpression, key: string): { entry: Node; value: Node } | undefined {
  // The last property of a name wins, as it does when the object is evaluated.
  for (const property of [...node.properties].reverse()) {
    if (property.type === 'SpreadElement' || property.computed) continue;
    const name =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'StringLiteral'
          ? property.key.value
          : undefined;
    if (name !== key) continue;
    return { entry: property, value: property.type === 'ObjectProperty' ? property.value : property };
  }
  return undefined;
}
