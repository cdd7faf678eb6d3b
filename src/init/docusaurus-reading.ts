import type { DocusaurusConfigSource, KeyPath } from './docusaurus-config-source.js';

/** Something of a Docusaurus project that the written `site.config.ts` does not carry, and where it is. */
export interface NotCarried {
  /** From the project folder: `docusaurus.config.js`, `src/theme/Footer/index.js`. */
  file: string;
  line?: number;
  /** What it is: `themeConfig.footer.style`, `plugin docusaurus-plugin-sass`. */
  what: string;
  /** Why it is not carried, and what to do about it. */
  why: string;
}

/** An object of the evaluated config being read: which of its keys were used. */
interface OpenedObject {
  value: Record<string, unknown>;
  path: KeyPath;
  label: string;
  taken: Set<string>;
  reasons: Readonly<Record<string, string>>;
}

/** Why a key is not carried when no reason was given for it. */
const NO_EQUIVALENT = 'docs-build has no equivalent setting';

/**
 * Reads the evaluated Docusaurus config object by object, keeping track of the keys it used, so that
 * every key it did not use ends up in the "not carried" list at the line where it is written.
 */
export class DocusaurusReading {
  readonly notCarried: NotCarried[] = [];
  private readonly opened: OpenedObject[] = [];

  constructor(readonly source: DocusaurusConfigSource) {}

  /**
   * Starts reading an object at `path`: the keys not taken from it by the end are listed, with the
   * reason `reasons` gives for them. Anything but a plain object opens as an empty object.
   */
  open(value: unknown, path: KeyPath, label: string, reasons: Readonly<Record<string, string>> = {}): ObjectReader {
    const object = isPlainObject(value) ? value : {};
    const opened: OpenedObject = { value: object, path, label, taken: new Set(), reasons };
    this.opened.push(opened);
    return new ObjectReader(opened, this);
  }

  /** Lists something not carried, written at a key path of the config. */
  leave(path: KeyPath, what: string, why: string): void {
    this.notCarried.push({ file: this.source.file, ...lineField(this.source.lineOf(path)), what, why });
  }

  /** Lists every key of every opened object that was not taken, in the order they are written. */
  finish(): NotCarried[] {
    for (const { value, path, label, taken, reasons } of this.opened) {
      for (const [key, item] of Object.entries(value)) {
        if (taken.has(key) || item === undefined) continue;
        this.leave([...path, key], label ? `${label}.${key}` : key, reasons[key] ?? NO_EQUIVALENT);
      }
    }
    return this.notCarried.sort((a, b) =>
      a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1,
    );
  }
}

/** One object being read. */
export class ObjectReader {
  constructor(
    private readonly opened: OpenedObject,
    private readonly reading: DocusaurusReading,
  ) {}

  get path(): KeyPath {
    return this.opened.path;
  }

  get label(): string {
    return this.opened.label;
  }

  /** A key's value, marked as used. */
  take(key: string): unknown {
    this.opened.taken.add(key);
    return this.opened.value[key];
  }

  /** A string key's value (marked as used), or undefined when it is not a string. */
  string(key: string): string | undefined {
    const value = this.opened.value[key];
    if (typeof value !== 'string') return undefined;
    this.opened.taken.add(key);
    return value;
  }

  /** A key's value without marking it used. */
  peek(key: string): unknown {
    return this.opened.value[key];
  }

  /** Lists a key as not carried now, with this reason (it is then not listed again). */
  leave(key: string, why: string, what = this.opened.label ? `${this.opened.label}.${key}` : key): void {
    this.opened.taken.add(key);
    if (this.opened.value[key] !== undefined) this.reading.leave([...this.opened.path, key], what, why);
  }

  /** The line a key of this object is written on. */
  lineOf(key: string | number): number | undefined {
    return this.reading.source.lineOf([...this.opened.path, key]);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function lineField(line: number | undefined): { line?: number } {
  return line === undefined ? {} : { line };
}
