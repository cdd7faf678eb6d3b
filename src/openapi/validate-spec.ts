import type SwaggerParserType from '@apidevtools/swagger-parser';
import type { OpenApiDocument } from './spec-model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { convertSwagger } from './convert-swagger.js';
import { formatPointer, fromPointer } from './json-pointer.js';
import { openApiSchemaValidator, type AjvError } from './openapi-schema-validator.js';
import { locationOf, type SpecSource } from './spec-source.js';

interface RefError extends Error {
  path?: (string | number)[] | null;
}

/** A spec validated: dereferenced (`api`); for a converted Swagger spec, also the OpenAPI 3 document it became, `$ref`s kept. */
export interface ValidatedSpec {
  api?: OpenApiDocument;
  diagnostics: Diagnostic[];
  /** The Swagger version the spec was converted from (`2.0`). */
  convertedFrom?: string;
  /** The converted OpenAPI 3.0 document as the converter wrote it, before dereferencing. */
  converted?: object;
}

/**
 * Validates a spec with swagger-parser (OpenAPI schema + every `$ref` resolved) and returns it
 * dereferenced. Validation runs on a copy, so `source.data` keeps its `$ref`s. Each problem becomes a
 * diagnostic naming the file, the JSON pointer and the line.
 */
export async function validateSpec(source: SpecSource): Promise<ValidatedSpec> {
  const copy = structuredClone(source.data) as unknown;
  const swagger = typeof copy === 'object' && copy !== null ? (copy as { swagger?: unknown }).swagger : undefined;
  if (swagger !== undefined) return validateSwagger(source, copy as object, swagger);
  try {
    if (typeof copy === 'object' && copy !== null) return await validateOpenApi3(source, copy);
    // No document at all: swagger-parser says what is wrong.
    const SwaggerParser = (await import('@apidevtools/swagger-parser')).default as typeof SwaggerParserType;
    await SwaggerParser.validate(source.absPath, copy as never, { continueOnError: true });
    return { diagnostics: parserErrorDiagnostics(source, new Error('the spec is empty')) };
  } catch (error) {
    return { diagnostics: parserErrorDiagnostics(source, error) };
  }
}

/**
 * A Swagger document is never read as if it were OpenAPI 3: a valid Swagger 2.0 one is converted to
 * OpenAPI 3.0 (and the stage warns that it was); any other version, or one the converter cannot read,
 * is refused at its `swagger:` line.
 */
async function validateSwagger(source: SpecSource, copy: object, version: unknown): Promise<ValidatedSpec> {
  const at = locationOf(source, ['swagger']);
  if (String(version) !== '2.0')
    return { diagnostics: [makeDiagnostic('OPENAPI_SWAGGER', at, { version: String(version), error: undefined })] };
  try {
    const SwaggerParser = (await import('@apidevtools/swagger-parser')).default as typeof SwaggerParserType;
    await SwaggerParser.validate(source.absPath, structuredClone(copy) as never, { continueOnError: true });
  } catch (error) {
    return { diagnostics: parserErrorDiagnostics(source, error) };
  }
  let converted: object;
  try {
    converted = (await convertSwagger(copy)).openapi;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { diagnostics: [makeDiagnostic('OPENAPI_SWAGGER', at, { version: '2.0', error: message })] };
  }
  try {
    const kept = structuredClone(converted);
    return { ...(await validateOpenApi3(source, converted)), convertedFrom: '2.0', converted: kept };
  } catch (error) {
    return { diagnostics: parserErrorDiagnostics(source, error) };
  }
}

/**
 * `SwaggerParser.validate` for an OpenAPI 3 document, step by step, with a precompiled schema
 * validator (swagger-parser compiles the whole OpenAPI schema with Ajv on every call): swagger-parser
 * parses (with its version checks), resolves and dereferences leaving circular `$ref`s in place, the
 * result is checked against the OpenAPI schema, then the circular `$ref`s are dereferenced too.
 */
async function validateOpenApi3(
  source: SpecSource,
  copy: object,
): Promise<{ api?: OpenApiDocument; diagnostics: Diagnostic[] }> {
  // Loaded on first use: only sites with specs pay for the parser.
  const SwaggerParser = ((await import('@apidevtools/swagger-parser')) as { default: typeof SwaggerParserType })
    .default;
  // After swagger-parser, which require()s it: loading both at once races in Node 20.
  const { dereferenceInternal, getJsonSchemaRefParserDefaultOptions } = await import(
    '@apidevtools/json-schema-ref-parser'
  );
  const parser = new SwaggerParser();
  const options = { ...getJsonSchemaRefParserDefaultOptions(), continueOnError: true };
  await parser.dereference(source.absPath, copy as never, {
    ...options,
    dereference: { ...options.dereference, circular: 'ignore' },
  });
  const api = parser.api as unknown as { openapi: string };
  const errors = (await openApiSchemaValidator(String(api.openapi)))(api);
  if (errors) return { diagnostics: schemaErrorsToDiagnostics(source, errors) };
  if (parser.$refs.circular) dereferenceInternal(parser as never, options as never);
  return { api: parser.api as unknown as OpenApiDocument, diagnostics: [] };
}

/**
 * Diagnostics for what swagger-parser's `validate` throws: every `$ref` that does not resolve, every
 * schema error (Ajv's, in `details`), or the one problem it reports.
 */
export function parserErrorDiagnostics(source: SpecSource, error: unknown): Diagnostic[] {
  const group = (error as { errors?: RefError[] }).errors;
  if (Array.isArray(group)) return group.map((e) => refErrorToDiagnostic(source, e));
  const details = (error as { details?: AjvError[] }).details;
  if (Array.isArray(details)) return schemaErrorsToDiagnostics(source, details);
  if ((error as RefError).path) return [refErrorToDiagnostic(source, error as RefError)];
  return [
    makeDiagnostic('OPENAPI_INVALID', locationOf(source, []), {
      pointer: formatPointer([]),
      problem: (error as Error).message ?? String(error),
      wholeSpec: true,
    }),
  ];
}

function refErrorToDiagnostic(source: SpecSource, error: RefError): Diagnostic {
  const at = [...(error.path ?? []), '$ref'];
  if (error.name === 'ParserError') {
    return makeDiagnostic('OPENAPI_SYNTAX', locationOf(source, at), {
      pointer: formatPointer(at),
      referenced: error.message,
    });
  }
  return makeDiagnostic('OPENAPI_UNRESOLVED_REF', locationOf(source, at), {
    pointer: formatPointer(at),
    error: error.message,
  });
}

/** Ajv reports every branch of a failed `oneOf`; keep the errors that say what is actually wrong. */
function schemaErrorsToDiagnostics(source: SpecSource, errors: AjvError[]): Diagnostic[] {
  const useful = errors.filter(
    (e) => e.keyword !== 'oneOf' && !e.schemaPath.includes('/Reference/') && e.keyword !== 'if',
  );
  const chosen = useful.length > 0 ? useful : errors;
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const e of chosen) {
    const extra = e.params?.additionalProperty ? ` ("${String(e.params.additionalProperty)}")` : '';
    const key = e.instancePath + e.message + extra;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = fromPointer(e.instancePath);
    diagnostics.push(
      makeDiagnostic('OPENAPI_INVALID', locationOf(source, at), {
        pointer: formatPointer(at),
        problem: `${e.message ?? 'is invalid'}${extra}`,
        wholeSpec: false,
      }),
    );
  }
  return diagnostics;
}
