/** `key: value` on a line of its own, the key a plain identifier. */
const SIMPLE_LINE = /^([A-Za-z_][A-Za-z0-9_-]*): (.+)$/;
/** A decimal integer as YAML 1.2's core schema reads it (no sign, no leading zero), short enough to be exact. */
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/**
 * A plain scalar that YAML 1.2's core schema reads as the same string: starts with a letter, holds no
 * character that could start a comment, a mapping, a flow collection, an alias or a tag, and does not end in a space.
 */
const PLAIN_STRING = /^[A-Za-z][A-Za-z0-9 _.,()'/?!-]*$/;
/** Plain scalars that the core schema reads as something else than a string. */
const NOT_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/**
 * The mapping a front matter block holds when every line of it is `key: value` with a value that reads
 * the same in any YAML parser (a word-like string or a small integer), as most pages' blocks are
 * (`title`, `sidebar_position`, `sidebar_label`): what `yaml`'s `parseDocument(block).toJS()` gives for
 * it, without the cost of a YAML parser (most of what discovering 10,000 pages took). Undefined for any
 * other block (a list, a quoted or multi-line value, a comment, a repeated key, CR line ends…), which
 * the YAML parser then reads.
 */
export function simpleFrontMatter(yaml: string): Record<string, string | number> | undefined {
  const mapping: Record<string, string | number> = {};
  for (const line of yaml.split('\n')) {
    const match = SIMPLE_LINE.exec(line);
    if (!match) return undefined;
    const [, key, value] = match as unknown as [string, string, string];
    if (Object.hasOwn(mapping, key) || key === '__proto__' || NOT_STRINGS.has(key)) return undefined;
    if (INTEGER.test(value)) mapping[key] = Number(value);
    else if (PLAIN_STRING.test(value) && !value.endsWith(' ') && !value.includes(' -') && !NOT_STRINGS.has(value))
      mapping[key] = value;
    else return undefined;
  }
  return mapping;
}
