import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { packageRoot } from '../paths/package-root.js';

const require = createRequire(import.meta.url);

/** The "Try it" console's checks of an operation's JSON response bodies, as a browser module. */
export interface ResponseValidators {
  /** The module: its file name under `assets/`, next to the console's chunk (content-hashed); none when no schema compiled. */
  module?: { file: string; contents: string };
  /** The export checking each status's body (`200` → `v0`), or why its schema could not be compiled. */
  checks: { status: string; validator?: string; error?: string }[];
}

/** An operation's response schemas by status. */
export type ResponseSchemas = readonly { status: string; schema: unknown }[];

/**
 * Compiles the response schemas of a spec's operations with Ajv into standalone validation code (as
 * the spec validators in src/openapi/generated are), one minified module per operation with Ajv's
 * small runtime helpers: the browser runs the checks without Ajv's compiler. The options are those
 * the console used in the browser: every error, unknown keywords ignored, formats not checked.
 *
 * All the operations share one Ajv, and a schema written the same way for several of them (an error
 * body, a shared object) is compiled once: compiling was most of an endpoint page's build time.
 */
export async function compileResponseValidators(
  operations: readonly ResponseSchemas[],
): Promise<(ResponseValidators | undefined)[]> {
  if (operations.every((schemas) => schemas.length === 0)) return operations.map(() => undefined);
  const { Ajv } = require('ajv') as typeof import('ajv');
  const standaloneCode = (
    require('ajv/dist/standalone') as { default: (ajv: unknown, refs: Record<string, string>) => string }
  ).default;
  // Schemas are checked against their meta-schema by addChecked, not by Ajv as they are added.
  const metaSchema = (await import('./generated/json-schema-draft-07.js')).validate as unknown as MetaSchemaValidator;
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    validateFormats: false,
    validateSchema: false,
    code: { source: true, esm: true },
  });
  // By the schema's JSON: its id in Ajv, or why it does not compile.
  const compiled = new Map<string, { id: string } | { error: string }>();
  const compile = (schema: unknown) => {
    const json = JSON.stringify(schema);
    let result = compiled.get(json);
    if (result === undefined) {
      const id = `schema-${compiled.size}`;
      try {
        addChecked(ajv, metaSchema, schema, id);
        ajv.getSchema(id);
        result = { id };
      } catch (error) {
        ajv.removeSchema(id);
        result = { error: (error as Error).message };
      }
      compiled.set(json, result);
    }
    return result;
  };

  const checks = operations.map((schemas) => {
    // Statuses whose bodies have the same schema share its export (Ajv declares a schema once per module).
    const exportOf = new Map<string, string>();
    return schemas.map(({ status, schema }, index) => {
      const result = compile(schema);
      if ('error' in result) return { status, error: result.error };
      if (!exportOf.has(result.id)) exportOf.set(result.id, `v${index}`);
      return { status, validator: exportOf.get(result.id)!, id: result.id };
    });
  });
  // Each operation's module exports its statuses' checks; Ajv writes only the code they need.
  const sources = checks.map((list) => {
    const exports = Object.fromEntries(list.flatMap((check) => ('id' in check ? [[check.validator, check.id]] : [])));
    return Object.keys(exports).length > 0 ? standaloneCode(ajv, exports) : undefined;
  });
  const modules = await bundleModules(sources);
  return checks.map((list, index) => {
    if (list.length === 0) return undefined;
    const contents = modules[index];
    const hash = contents && createHash('sha256').update(contents).digest('hex').slice(0, 10).toUpperCase();
    return {
      ...(contents !== undefined && { module: { file: `try-it-checks-${hash}.js`, contents } }),
      checks: list.map(({ status, validator, error }) =>
        error === undefined ? { status, validator } : { status, error },
      ),
    };
  });
}

/** Ajv's standalone validator of draft-07's meta-schema: whether a schema is valid, its errors on itself. */
type MetaSchemaValidator = ((schema: unknown) => boolean) & { errors?: import('ajv').ErrorObject[] | null };

/**
 * `ajv.addSchema(schema, id)` with Ajv's check of the schema against its meta-schema, and the same
 * error when it fails ("schema is invalid: data/required must be array"). A schema without `$schema`
 * is checked by draft-07's validator compiled ahead of time (src/openapi/generated): Ajv would compile
 * the meta-schema in every build, once per spec, before the first response schema. Others are left to Ajv.
 */
function addChecked(ajv: import('ajv').Ajv, metaSchema: MetaSchemaValidator, schema: unknown, id: string): void {
  if (typeof schema !== 'object' || schema === null || '$schema' in schema) {
    ajv.addSchema(schema as object, id, undefined, true);
    return;
  }
  if (!metaSchema(schema)) throw new Error(`schema is invalid: ${ajv.errorsText(metaSchema.errors)}`);
  ajv.addSchema(schema, id);
}

/**
 * The modules bundled for the browser in one esbuild run, each an entry of its own: Ajv's ESM output
 * require()s its runtime helpers (deep equality, string length), which esbuild puts in each.
 */
async function bundleModules(sources: (string | undefined)[]): Promise<(string | undefined)[]> {
  const entries = sources.flatMap((source, index) => (source === undefined ? [] : [`operation-${index}`]));
  if (entries.length === 0) return sources.map(() => undefined);
  const result = await esbuild.build({
    entryPoints: entries,
    plugins: [
      {
        name: 'response-validator-sources',
        setup(build) {
          build.onResolve({ filter: /^operation-\d+$/ }, (args) => ({
            path: args.path,
            namespace: 'response-validators',
          }));
          build.onLoad({ filter: /.*/, namespace: 'response-validators' }, (args) => ({
            contents: sources[Number(args.path.slice('operation-'.length))],
            resolveDir: packageRoot,
            loader: 'js',
          }));
        },
      },
    ],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    legalComments: 'none',
    outdir: 'response-validators',
    write: false,
    logLevel: 'silent',
  });
  const byEntry = new Map(result.outputFiles.map((file) => [file.path.replace(/^.*[/\\]|\.js$/g, ''), file.text]));
  return sources.map((_, index) => byEntry.get(`operation-${index}`));
}
