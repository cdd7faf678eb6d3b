/** JSON of plain data, Maps and Sets included (as entries and arrays): what a cache key hashes. */
export function dataJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item] : item instanceof Set ? [...item] : item));
}
