import path from 'node:path';
import type { Node } from '@babel/types';
import type { KeyPath, ModuleReference } from './docusaurus-config-source.js';
import { isPlainObject, type DocusaurusReading } from './docusaurus-reading.js';
import { Code, CommentLine, writeTsValue } from './write-ts-value.js';

/** The `import` statements of the written config, one per imported value, with names that do not clash. */
export class ConfigImports {
  private readonly byModule = new Map<string, string>();
  private readonly names = new Set(['defineConfig']);
  readonly lines: string[] = [];

  /** The name the written config gives an imported value; `commented` writes its import as a comment. */
  add(reference: ModuleReference, commented: string | undefined): string {
    const key = `${reference.source}\0${reference.imported}`;
    const known = this.byModule.get(key);
    if (known) return known;
    const name = this.uniqueName(reference.localName ?? nameFor(reference));
    this.byModule.set(key, name);
    const what =
      reference.imported === 'default' || reference.imported === '*'
        ? name
        : reference.imported === name
          ? `{ ${name} }`
          : `{ ${reference.imported} as ${name} }`;
    const line = `import ${what} from '${reference.source}';`;
    this.lines.push(commented === undefined ? line : `// ${line} // ${commented}`);
    return name;
  }

  /** The name already given to an imported value, if any. */
  nameOf(reference: ModuleReference): string | undefined {
    return this.byModule.get(`${reference.source}\0${reference.imported}`);
  }

  private uniqueName(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.names.has(name); n++) name = `${wanted}${n}`;
    this.names.add(name);
    return name;
  }
}

/** `remark-math` → `remarkMath`; `@docusaurus/remark-plugin-npm2yarn` → `npm2yarn`; `./plugins/my-plugin.js` → `myPlugin`. */
function nameFor(reference: ModuleReference): string {
  if (reference.imported !== 'default' && reference.imported !== '*') return reference.imported;
  const base = path.posix
    .basename(reference.source)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/^remark-plugin-/, '');
  const words = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z_$]/.test(camel) ? camel : `plugin${camel}`;
}

export interface PluginListContext {
  reading: DocusaurusReading;
  imports: ConfigImports;
  /** Package specifiers that are not installed where the config was read. */
  missing: ReadonlySet<string>;
}

/**
 * A list of unified plugins of the Docusaurus config (`remarkPlugins` of the docs) as the written config
 * lists them: each plugin is imported from the module the Docusaurus config takes it from, read in its
 * source (a plugin is a function: the evaluated value does not say where it came from), with its
 * options as evaluated. A plugin whose package is not installed is written commented out; one defined
 * in the config itself, or whose options are not data, is not carried. Each is listed.
 */
export function carryPluginList(
  values: unknown,
  keyPath: KeyPath,
  label: string,
  context: PluginListContext,
): unknown[] {
  const { reading, imports, missing } = context;
  if (!Array.isArray(values) || values.length === 0) return [];
  const written = reading.source.nodeAt(keyPath);
  if (
    !written ||
    written.type !== 'ArrayExpression' ||
    written.elements.some((element) => element === null || element.type === 'SpreadElement')
  ) {
    reading.leave(
      keyPath,
      label,
      'the list is computed rather than written out, so init cannot tell where its plugins come from: add them to markdown in site.config.ts by hand',
    );
    return [];
  }
  const carried: unknown[] = [];
  values.forEach((value, i) => {
    const element = written.elements[i] as Node | undefined;
    if (!element) return;
    const pluginNode = element.type === 'ArrayExpression' ? (element.elements[0] as Node | null | undefined) : element;
    const what = `${label}[${i}]`;
    const reference = pluginNode ? reading.source.moduleOf(pluginNode) : undefined;
    if (!reference) {
      reading.leave(
        [...keyPath, i],
        what,
        `a plugin defined in ${reading.source.file} itself: move it into a module of its own and import it in site.config.ts`,
      );
      return;
    }
    const hasOptions = Array.isArray(value) && value.length > 1 && value[1] !== undefined;
    const options: unknown = hasOptions ? (value as unknown[])[1] : undefined;
    if (hasOptions && !isData(options)) {
      reading.leave(
        [...keyPath, i],
        `${what} (${reference.source})`,
        'its options are not plain data (they hold functions or computed values): add it to markdown in site.config.ts by hand',
      );
      return;
    }
    const notInstalled = missing.has(reference.source) || missing.has(packageName(reference.source));
    const name = imports.add(reference, notInstalled ? `${reference.source} is not installed here` : undefined);
    const entry = hasOptions ? [new Code(name), options] : new Code(name);
    if (notInstalled) {
      reading.leave(
        [...keyPath, i],
        `${what} (${reference.source})`,
        `${reference.source} is not installed: npm install it, then uncomment its import and its line in site.config.ts`,
      );
      carried.push(
        new CommentLine(`${writeInline(entry)}, // not installed: npm install ${packageName(reference.source)}`),
      );
      return;
    }
    carried.push(entry);
  });
  return carried;
}

/** Whether a value can be written as data: primitives, plain objects and arrays of them, regular expressions. */
export function isData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (value instanceof RegExp) return true;
  if (Array.isArray(value)) return value.every(isData);
  return isPlainObject(value) && Object.values(value).every(isData);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; a relative path stays. */
export function packageName(specifier: string): string {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** An entry on one line, for a comment. */
function writeInline(entry: unknown): string {
  return writeTsValue(entry)
    .replace(/,?\n\s*/g, (separator) => (separator.startsWith(',') ? ', ' : ' '))
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
}
