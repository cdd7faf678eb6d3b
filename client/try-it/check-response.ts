// Checks a response body against the spec's schema for its status, with Ajv (in a chunk of its own,
// loaded with the first response the console shows). The schemas are plain JSON written into the
// page at build time (src/openapi/try-it-data.ts); OpenAPI's `nullable` is one of Ajv's keywords.

import { Ajv, type ValidateFunction } from 'ajv';

const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** Where a body does not match its schema, by JSON pointer; or why the schema could not be used. */
export function schemaMismatches(schema: unknown, body: unknown): { mismatches: { pointer: string; message: string }[] } | { error: string } {
  const key = typeof schema === 'object' && schema !== null ? schema : undefined;
  let validate = key ? compiled.get(key) : undefined;
  if (!validate) {
    try {
      validate = ajv.compile(schema as object);
    } catch (error) {
      return { error: (error as Error).message };
    }
    if (key) compiled.set(key, validate);
  }
  if (validate(body)) return { mismatches: [] };
  return {
    mismatches: (validate.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : e.keyword === 'enum' ? `: ${JSON.stringify((e.params as { allowedValues?: unknown[] }).allowedValues)}` : '';
      return { pointer: e.instancePath || '/', message: `${e.message ?? e.keyword}${extra}` };
    }),
  };
}
