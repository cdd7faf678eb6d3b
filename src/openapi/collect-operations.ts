import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { codeSamplesProblem } from './code-samples.js';
import { formatPointer } from './json-pointer.js';
import { HTTP_METHODS } from './spec-model.js';
import { locationOf, type SpecSource } from './spec-source.js';

/** Where one operation is in a spec, and how its page is named and grouped. */
export interface OperationRef {
  /** The key under `paths`, as written (`/orders#fixed`). */
  pathKey: string;
  /** The request path: the key without any `#suffix` (`/orders`). */
  path: string;
  /** Lower-case HTTP method. */
  method: string;
  /** JSON pointer segments of the operation: `['paths', pathKey, method]`. */
  pointer: string[];
  slug: string;
  tag: string;
  tagOrder: number;
  order: number;
}

type Loose = Record<string, unknown>;

/**
 * Lists the operations of a spec in document order, deciding each page's slug and tag. An operation
 * without a tag, and two operations with the same slug, are errors.
 */
export function collectOperations(source: SpecSource): { operations: OperationRef[]; diagnostics: Diagnostic[] } {
  const data = isObject(source.data) ? source.data : {};
  const paths = isObject(data.paths) ? data.paths : {};
  const declaredTags = Array.isArray(data.tags) ? data.tags.map((t) => (isObject(t) ? String(t.name) : '')) : [];
  const tagOrder = new Map(declaredTags.map((name, index) => [name, index]));
  const operations: OperationRef[] = [];
  const diagnostics: Diagnostic[] = [];
  const bySlug = new Map<string, OperationRef>();

  if ('x-try-it' in data && typeof data['x-try-it'] !== 'boolean')
    diagnostics.push(tryItValueError(source, ['x-try-it'], data['x-try-it'], 'the spec'));

  for (const [pathKey, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const pointer = ['paths', pathKey, method];
      const path = pathKey.replace(/#.*$/, '');
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((t): t is string => typeof t === 'string' && t !== '')
        : [];
      const tag = tags[0] ?? '';
      if (!tag) {
        diagnostics.push(
          makeDiagnostic('OPENAPI_MISSING_TAG', locationOf(source, pointer), {
            pointer: formatPointer(pointer),
            method,
            path,
          }),
        );
      } else if (!tagOrder.has(tag)) {
        tagOrder.set(tag, tagOrder.size);
      }
      if ('x-try-it' in operation && typeof operation['x-try-it'] !== 'boolean' && operation['x-try-it'] !== 'safe') {
        diagnostics.push(
          tryItValueError(source, [...pointer, 'x-try-it'], operation['x-try-it'], `${method.toUpperCase()} ${path}`),
        );
      }
      for (const name of ['x-codeSamples', 'x-code-samples']) {
        const problem = name in operation ? codeSamplesProblem(operation[name]) : undefined;
        if (problem)
          diagnostics.push(
            makeDiagnostic('OPENAPI_CODE_SAMPLES', locationOf(source, [...pointer, name]), {
              pointer: formatPointer([...pointer, name]),
              method,
              path,
              name,
              problem,
            }),
          );
      }
      const slug = slugOf(operation, method, path);
      const ref: OperationRef = {
        pathKey,
        path,
        method,
        pointer,
        slug,
        tag,
        tagOrder: tagOrder.get(tag) ?? 0,
        order: operations.length,
      };
      const first = bySlug.get(slug);
      if (first) {
        const firstAt = { pointer: formatPointer(first.pointer), method: first.method, path: first.path };
        diagnostics.push(
          makeDiagnostic('OPENAPI_DUPLICATE_SLUG', locationOf(source, pointer), {
            pointer: formatPointer(pointer),
            method,
            path,
            slug,
            first: firstAt,
          }),
        );
      } else {
        bySlug.set(slug, ref);
      }
      operations.push(ref);
    }
  }
  return { operations, diagnostics };
}

/** `x-slug` if set, else the operationId in lower case, else the method and path (`get-shifts-shiftid`). */
export function slugOf(operation: Loose, method: string, path: string): string {
  const written =
    typeof operation['x-slug'] === 'string'
      ? operation['x-slug']
      : typeof operation.operationId === 'string'
        ? operation.operationId
        : `${method}-${path}`;
  return written
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * An `x-try-it` the console would not understand: a typo (`safely`) or a YAML 1.1 word (`off`, `no`,
 * strings in YAML 1.2) must not leave a console that sends changes without asking, or hide one.
 */
function tryItValueError(source: SpecSource, pointer: string[], value: unknown, what: string): Diagnostic {
  return makeDiagnostic('OPENAPI_TRY_IT_VALUE', locationOf(source, pointer), {
    pointer: formatPointer(pointer),
    what,
    value,
    onOperation: pointer.length > 1,
  });
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
