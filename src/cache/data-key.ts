import { createHash } from 'node:crypto';

/** The `dataKey` of objects that have one already, by object (see `dataKey`). */
export type KnownDataKeys = WeakMap<object, string>;

/** Strings at least this long go to the hash as they are; shorter parts are gathered first. */
const LARGE = 1024;

/**
 * A key of plain data (objects, arrays, Maps, Sets, strings, numbers…), like `cacheKey` of its JSON but
 * without making the JSON: a page's HTML and text are hashed as they are, not escaped into a copy
 * first, which was most of what keying every page of a large site took. Equal data, equal keys; keys
 * are skipped where JSON skips them (undefined and function values of an object's keys).
 *
 * `known`: objects whose `dataKey` is known already (a cached page's content, stored with its key);
 * their key is hashed in their place instead of their data, so big objects are not hashed again.
 */
export function dataKey(value: unknown, known?: KnownDataKeys): string {
  const hash = createHash('sha256');
  let pending = '';
  const add = (part: string) => {
    pending += part;
    if (pending.length >= LARGE) flush();
  };
  const flush = () => {
    hash.update(pending);
    pending = '';
  };
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      add(`s${item.length}:`);
      if (item.length < LARGE) return add(item);
      flush();
      hash.update(item);
      return;
    }
    if (item === null) return add('n');
    if (typeof item === 'number' || typeof item === 'bigint') return add(`d${String(item)};`);
    if (typeof item === 'boolean') return add(item ? 't' : 'f');
    if (typeof item !== 'object') return add('u');
    const knownKey = known?.get(item);
    if (knownKey !== undefined) return add(`k${knownKey};`);
    if (typeof (item as { toJSON?: unknown }).toJSON === 'function')
      return visit((item as { toJSON: () => unknown }).toJSON());
    if (Array.isArray(item) || item instanceof Set) return visitList(item);
    if (item instanceof Map) {
      add('M');
      return visitList([...item]);
    }
    add('{');
    for (const [key, child] of Object.entries(item)) {
      if (child === undefined || typeof child === 'function' || typeof child === 'symbol') continue;
      visit(key);
      visit(child);
    }
    add('}');
  };
  const visitList = (items: Iterable<unknown>) => {
    add('[');
    for (const child of items) visit(child);
    add(']');
  };
  visit(value);
  flush();
  return hash.digest('hex').slice(0, 40);
}
