import { parse } from '@babel/parser';
import type { File, Node } from '@babel/types';
import { literalChild } from '../config/config-key-line.js';

/** A key path into the config, as the evaluated value is walked: `['presets', 0, 1, 'docs', 'path']`. */
export type KeyPath = readonly (string | number)[];

/** The module a value was imported from, and which of its exports: `import x from 'm'` is `default`. */
export interface ModuleReference {
  source: string;
  imported: string;
  /** The name the config gave it, when it gave one. */
  localName?: string;
}

/**
 * The text of a Docusaurus config, parsed with @babel/parser, to say where each key is written and what
 * the values that cannot be evaluated into data were written as (plugins, imported from packages).
 */
export class DocusaurusConfigSource {
  readonly file: string;
  readonly text: string;
  private readonly ast: File | undefined;
  /** Every `const`/`let`/`var name = value` and `function name() {}` of the file, by name (the last wins). */
  private readonly bindings = new Map<string, Node>();
  private readonly root: Node | undefined;

  constructor(file: string, text: string) {
    this.file = file;
    this.text = text;
    try {
      this.ast = parse(text, {
        sourceType: 'unambiguous',
        plugins: ['typescript', 'jsx', 'topLevelAwait'],
        errorRecovery: true,
      });
    } catch {
      this.ast = undefined;
    }
    if (!this.ast) return;
    walk(this.ast.program, (node) => {
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
        this.bindings.set(node.id.name, node.init);
      if (node.type === 'FunctionDeclaration' && node.id) this.bindings.set(node.id.name, node);
    });
    this.root = this.exportedConfig();
  }

  /** The line a key path is written on: the deepest entry of the path written literally; the export's line else. */
  lineOf(keyPath: KeyPath): number | undefined {
    let node = this.root;
    let line = node?.loc?.start.line;
    for (const key of keyPath) {
      if (!node) break;
      const child = literalChild(node, key);
      if (!child) break;
      line = child.entry.loc?.start.line ?? line;
      node = this.resolve(child.value);
    }
    return line;
  }

  /** The expression written for a key path, when the whole path is written literally. */
  nodeAt(keyPath: KeyPath): Node | undefined {
    let node = this.root;
    for (const key of keyPath) {
      if (!node) return undefined;
      node = this.resolve(literalChild(node, key)?.value);
    }
    return node;
  }

  /** The source text of a node. */
  textOf(node: Node): string {
    return this.text.slice(node.start ?? 0, node.end ?? 0);
  }

  /** The line of the first `import`/`require` of a module specifier in this file. */
  lineOfImport(specifier: string): number | undefined {
    const quoted = new RegExp(`(['"\`])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
    const index = this.text.split('\n').findIndex((line) => quoted.test(line));
    return index === -1 ? undefined : index + 1;
  }

  /**
   * The module a value written in the config comes from: a name bound by `import x from 'm'`,
   * `import { x } from 'm'`, `const x = require('m')`, `const { x } = require('m')`,
   * `(await import('m')).default`, or the same written in place. Undefined for a value defined here.
   */
  moduleOf(node: Node, localName?: string): ModuleReference | undefined {
    const bare = unwrapExpression(node);
    if (bare.type === 'Identifier') return this.importedName(bare.name) ?? this.moduleOfBinding(bare.name);
    if (bare.type === 'MemberExpression' && !bare.computed && bare.property.type === 'Identifier') {
      // `require('m').default` is the module's default export, as `import x from 'm'` reads it; `.x` its export x.
      const object = this.moduleOf(bare.object);
      if (!object || (object.imported !== 'default' && object.imported !== '*')) return undefined;
      return { source: object.source, imported: bare.property.name, ...(localName && { localName }) };
    }
    const specifier = requiredSpecifier(bare);
    return specifier === undefined
      ? undefined
      : { source: specifier, imported: 'default', ...(localName && { localName }) };
  }

  private moduleOfBinding(name: string): ModuleReference | undefined {
    const init = this.bindings.get(name);
    if (!init || init.type === 'FunctionDeclaration') return undefined;
    const found = this.moduleOf(init, name);
    return found && { ...found, localName: name };
  }

  private importedName(name: string): ModuleReference | undefined {
    for (const statement of this.ast?.program.body ?? []) {
      if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
        for (const specifier of statement.specifiers) {
          if (specifier.local.name !== name) continue;
          const imported =
            specifier.type === 'ImportSpecifier'
              ? specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : specifier.imported.value
              : specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          return { source: statement.source.value, imported, localName: name };
        }
      }
      // const { a, b: c } = require('m')
      if (statement.type === 'VariableDeclaration') {
        for (const declarator of statement.declarations) {
          if (declarator.id.type !== 'ObjectPattern' || !declarator.init) continue;
          const specifier = requiredSpecifier(unwrapExpression(declarator.init));
          if (specifier === undefined) continue;
          for (const property of declarator.id.properties) {
            if (
              property.type !== 'ObjectProperty' ||
              property.value.type !== 'Identifier' ||
              property.value.name !== name
            )
              continue;
            const key =
              property.key.type === 'Identifier'
                ? property.key.name
                : property.key.type === 'StringLiteral'
                  ? property.key.value
                  : undefined;
            if (key !== undefined) return { source: specifier, imported: key, localName: name };
          }
        }
      }
    }
    return undefined;
  }

  /** The config object: what `module.exports =` / `export default` gives, through names and a config function's return. */
  private exportedConfig(): Node | undefined {
    for (const statement of this.ast?.program.body ?? []) {
      if (statement.type === 'ExportDefaultDeclaration') return this.resolve(statement.declaration);
      if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
        const target = this.textOf(statement.expression.left);
        if (target === 'module.exports' || target === 'exports.default' || target === 'module.exports.default')
          return this.resolve(statement.expression.right);
      }
    }
    return undefined;
  }

  /** What an expression stands for: through casts, parentheses, names bound in this file and a config function's return. */
  private resolve(node: Node | undefined, seen = new Set<string>()): Node | undefined {
    if (!node) return undefined;
    const bare = unwrapExpression(node);
    if (bare.type === 'Identifier') {
      const bound = this.bindings.get(bare.name);
      if (!bound || seen.has(bare.name)) return bare;
      seen.add(bare.name);
      return this.resolve(bound, seen);
    }
    if (
      bare.type === 'FunctionDeclaration' ||
      bare.type === 'FunctionExpression' ||
      bare.type === 'ArrowFunctionExpression'
    ) {
      if (bare.body.type !== 'BlockStatement') return this.resolve(bare.body, seen);
      const returned = [...bare.body.body].reverse().find((statement) => statement.type === 'ReturnStatement');
      return returned?.type === 'ReturnStatement' && returned.argument
        ? this.resolve(returned.argument, seen)
        : undefined;
    }
    return bare;
  }
}

/** Through `x as T`, `x satisfies T`, `x!`, `(x)`, `await x` and `/** @type *\/ (x)`. */
function unwrapExpression(node: Node): Node {
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return unwrapExpression(node.expression);
    case 'AwaitExpression':
      return unwrapExpression(node.argument);
    default:
      return node;
  }
}

/** `require('m')`, `import('m')`: the specifier. */
function requiredSpecifier(node: Node): string | undefined {
  if (node.type !== 'CallExpression' && node.type !== 'ImportExpression') return undefined;
  if (node.type === 'ImportExpression') return node.source.type === 'StringLiteral' ? node.source.value : undefined;
  const callee = node.callee;
  const isRequire = callee.type === 'Identifier' && callee.name === 'require';
  const isImport = callee.type === 'Import';
  const [first] = node.arguments;
  if (!(isRequire || isImport) || first?.type !== 'StringLiteral') return undefined;
  return first.value;
}

/** Calls `visit` on every node of a tree. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const key of Object.keys(node) as (keyof Node)[]) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
    const value = node[key] as unknown;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof (item as Node).type === 'string') walk(item as Node, visit);
    } else if (value && typeof (value as Node).type === 'string') walk(value as Node, visit);
  }
}
