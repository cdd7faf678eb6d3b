/** Code written as it is (an imported name, a template literal), where a value would be quoted. */
export class Code {
  constructor(readonly text: string) {}
}

/** A value with a comment on the line before it (in an object: before its key). */
export class Commented {
  constructor(
    readonly value: unknown,
    readonly comment: string,
  ) {}
}

/** A whole line of comment among the elements of an array or the properties of an object. */
export class CommentLine {
  constructor(readonly text: string) {}
}

const INDENT = '  ';
/** The indent that asks for a value on one line. */
const INLINE = '\0inline';
/** Objects and arrays of plain values shorter than this are written on one line. */
const INLINE_WIDTH = 100;

/**
 * A value as TypeScript source, as a person would write it: single-quoted strings, unquoted keys where
 * they are names, small objects and arrays on one line, others one entry a line with trailing commas.
 * `undefined` properties are left out. Throws on what data cannot be written as (a function).
 */
export function writeTsValue(value: unknown, indent = ''): string {
  if (value instanceof Code) return value.text;
  if (value instanceof Commented) return writeTsValue(value.value, indent);
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      break;
    default:
      throw new TypeError(`cannot write a ${typeof value} as data`);
  }
  if (value instanceof RegExp) return value.toString();
  if (indent !== INLINE) {
    const inline = isInlineable(value) ? writeTsValue(value, INLINE) : undefined;
    if (inline !== undefined && inline.length + indent.length <= INLINE_WIDTH) return inline;
  }
  const inner = indent + INDENT;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined);
    if (indent === INLINE) return `[${items.map((item) => writeTsValue(item, INLINE)).join(', ')}]`;
    return `[\n${items.map((item) => lineOf(item, inner, writeTsValue(item, inner))).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  if (indent === INLINE)
    return `{ ${entries.map(([key, item]) => `${writeKey(key)}: ${writeTsValue(item, INLINE)}`).join(', ')} }`;
  return `{\n${entries.map(([key, item]) => (item instanceof CommentLine ? `${inner}// ${item.text}` : lineOf(item, inner, `${writeKey(key)}: ${writeTsValue(item, inner)}`))).join('\n')}\n${indent}}`;
}

/** One entry of a multi-line object or array, with its comment line before it. */
function lineOf(item: unknown, indent: string, written: string): string {
  if (item instanceof CommentLine) return `${indent}// ${item.text}`;
  const comment =
    item instanceof Commented
      ? `${item.comment
          .split('\n')
          .map((line) => `${indent}// ${line}`)
          .join('\n')}\n`
      : '';
  return `${comment}${indent}${written},`;
}

/** Whether a value may be written on one line: no comment anywhere in it, no code of several lines. */
function isInlineable(value: unknown): boolean {
  if (value instanceof CommentLine || value instanceof Commented) return false;
  if (value instanceof Code) return !value.text.includes('\n');
  if (Array.isArray(value)) return value.every(isInlineable);
  if (typeof value === 'object' && value !== null && !(value instanceof RegExp))
    return Object.values(value).every(isInlineable);
  return true;
}

function writeKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

function quote(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}
