import type SwaggerParserType from '@apidevtools/swagger-parser';
import type { OpenApiDocument } from './spec-model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatPointer, fromPointer, type PointerSegments } from './json-pointer.js';
import { locationOf, type SpecSource } from './spec-source.js';

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

interface RefError extends Error {
  path?: (string | number)[] | null;
}

/**
 * Validates a spec with swagger-parser (OpenAPI schema + every `$ref` resolved) and returns it
 * dereferenced. Validation runs on a copy, so `source.data` keeps its `$ref`s. Each problem becomes a
 * diagnostic naming the file, the JSON pointer and the line.
 */
export async function validateSpec(source: SpecSource): Promise<{ api?: OpenApiDocument; diagnostics: Diagnostic[] }> {
  try {
    const copy = structuredClone(source.data) as OpenApiDocument;
    // Loaded on first use: only sites with specs pay for the parser and its schema validator.
    const SwaggerParser = (await import('@apidevtools/swagger-parser')).default as typeof SwaggerParserType;
    const api = (await SwaggerParser.validate(source.absPath, copy as never, { continueOnError: true })) as unknown as OpenApiDocument;
    return { api, diagnostics: [] };
  } catch (error) {
    return { diagnostics: errorToDiagnostics(source, error) };
  }
}

function errorToDiagnostics(source: SpecSource, error: unknown): Diagnostic[] {
  const group = (error as { errors?: RefError[] }).errors;
  if (Array.isArray(group)) return group.map((e) => refErrorToDiagnostic(source, e));
  const details = (error as { details?: AjvError[] }).details;
  if (Array.isArray(details)) return schemaErrorsToDiagnostics(source, details);
  if ((error as RefError).path) return [refErrorToDiagnostic(source, error as RefError)];
  return [diagnostic(source, 'OPENAPI_INVALID', [], (error as Error).message ?? String(error), 'Fix the spec so that it is a valid OpenAPI 3.0 or 3.1 document.')];
}

function refErrorToDiagnostic(source: SpecSource, error: RefError): Diagnostic {
  const at = [...(error.path ?? []), '$ref'];
  if (error.name === 'ParserError') {
    return diagnostic(source, 'OPENAPI_SYNTAX', at, error.message, 'Fix the syntax of the referenced file.');
  }
  return diagnostic(
    source,
    'OPENAPI_UNRESOLVED_REF',
    at,
    `$ref does not resolve: ${error.message}`,
    'Point the $ref at an existing component (for example `#/components/schemas/Name`), or add the missing component.',
  );
}

/** Ajv reports every branch of a failed `oneOf`; keep the errors that say what is actually wrong. */
function schemaErrorsToDiagnostics(source: SpecSource, errors: AjvError[]): Diagnostic[] {
  const useful = errors.filter((e) => e.keyword !== 'oneOf' && !e.schemaPath.includes('/Reference/') && e.keyword !== 'if');
  const chosen = useful.length > 0 ? useful : errors;
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const e of chosen) {
    const extra = e.params?.additionalProperty ? ` ("${String(e.params.additionalProperty)}")` : '';
    const key = e.instancePath + e.message + extra;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(
      diagnostic(source, 'OPENAPI_INVALID', fromPointer(e.instancePath), `${e.message ?? 'is invalid'}${extra}`, 'Fix this part of the spec: it does not follow the OpenAPI schema.'),
    );
  }
  return diagnostics;
}

function diagnostic(source: SpecSource, code: string, at: PointerSegments, message: string, hint: string): Diagnostic {
  return {
    code,
    severity: 'error',
    message: `${formatPointer(at)}: ${message}`,
    location: locationOf(source, at),
    hint,
  };
}
