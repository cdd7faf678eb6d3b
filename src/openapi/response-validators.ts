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

/**
 * Compiles each status's response schema with Ajv into standalone validation code (as the spec
 * validators in src/openapi/generated are), bundled with Ajv's small runtime helpers into one minified
 * module: the browser runs the checks without Ajv's compiler. The options are those the console used
 * in the browser: every error, unknown keywords ignored, formats not checked.
 */
export async function compileResponseValidators(schemas: { status: string; schema: unknown }[]): Promise<ResponseValidators | undefined> {
  if (schemas.length === 0) return undefined;
  const { Ajv } = require('ajv') as typeof import('ajv');
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, code: { source: true, esm: true } });
  const checks: ResponseValidators['checks'] = [];
  const exports: Record<string, string> = {};
  for (const [index, { status, schema }] of schemas.entries()) {
    try {
      ajv.addSchema(schema as object, `response-${index}`);
      ajv.getSchema(`response-${index}`);
      exports[`v${index}`] = `response-${index}`;
      checks.push({ status, validator: `v${index}` });
    } catch (error) {
      ajv.removeSchema(`response-${index}`);
      checks.push({ status, error: (error as Error).message });
    }
  }
  if (Object.keys(exports).length === 0) return { checks };
  // Ajv's ESM output require()s its runtime helpers (deep equality, string length): esbuild bundles them.
  const result = await esbuild.build({
    stdin: { contents: standaloneCode(ajv, exports), resolveDir: packageRoot, loader: 'js', sourcefile: 'response-validators.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const contents = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10).toUpperCase();
  return { module: { file: `try-it-checks-${hash}.js`, contents }, checks };
}
