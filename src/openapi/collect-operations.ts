import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { codeSamplesProblem } from './code-samples.js';
import { formatPointer, fromPointer } from './json-pointer.js';
import { HTTP_METHODS } from './spec-model.js';
import { locationOf, type SpecSource } from './spec-source.js';

/** Where one operation is in a spec, and how its page is named and grouped. */
export interface OperationRef {
  /**
   * An operation a client calls (under `paths`); a webhook the API sends (3.1 `webhooks`); or a
   * callback the API sends in answer to an operation (its `callbacks`).
   */
  kind: 'operation' | 'webhook' | 'callback';
  /** The key under `paths`, as written (`/orders#fixed`); a webhook's name; a callback's expression. */
  pathKey: string;
  /** The request path: the key without any `#suffix` (`/orders`); a webhook's name; a callback's URL expression. */
  path: string;
  /** Lower-case HTTP method. */
  method: string;
  /**
   * JSON pointer segments of the operation: `['paths', pathKey, method]`, `['webhooks', name, method]`,
   * or the callback's, under its operation's `callbacks` (or the component a `$ref` there names).
   */
  pointer: string[];
  /** A callback's: the name it has under `callbacks`, and the operation it answers. */
  callback?: { name: string; parent: OperationRef };
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

  const pathItems: {
    kind: OperationRef['kind'];
    key: string;
    item: Loose;
    at: string[];
    callback?: OperationRef['callback'];
  }[] = [];
  for (const [pathKey, pathItem] of Object.entries(paths))
    if (isObject(pathItem)) pathItems.push({ kind: 'operation', key: pathKey, item: pathItem, at: ['paths', pathKey] });
  const webhooks = isObject(data.webhooks) ? data.webhooks : {};
  for (const [name, raw] of Object.entries(webhooks)) {
    const found = followRef(data, raw, ['webhooks', name]);
    if (found) pathItems.push({ kind: 'webhook', key: name, item: found.value, at: found.pointer });
  }

  for (let index = 0; index < pathItems.length; index++) {
    const { kind, key: pathKey, item: pathItem, at, callback } = pathItems[index]!;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const pointer = [...at, method];
      const path = kind === 'operation' ? pathKey.replace(/#.*$/, '') : pathKey;
      const tags = Array.isArray(operation.tags)
        ? operation.tags.filter((t): t is string => typeof t === 'string' && t !== '')
        : [];
      // A webhook without a tag is grouped under "Webhooks"; a callback, with the operation it answers.
      const tag = tags[0] ?? (kind === 'webhook' ? 'Webhooks' : (callback?.parent.tag ?? ''));
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
      const slug =
        kind === 'operation'
          ? slugOf(operation, method, path)
          : typeof operation['x-slug'] === 'string' || typeof operation.operationId === 'string'
            ? slugOf(operation, method, path)
            : kind === 'webhook'
              ? slugOf({}, 'webhook', method === 'post' ? path : `${path}-${method}`)
              : slugOf({}, `${callback!.parent.slug}-${callback!.name}`, method === 'post' ? '' : method);
      const ref: OperationRef = {
        kind,
        ...(callback ? { callback } : {}),
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
      // The operation's callbacks come right after it (in the sidebar too), each expression a path item of its own.
      const callbacks = isObject(operation.callbacks) ? operation.callbacks : {};
      let inserted = 0;
      for (const [name, raw] of Object.entries(callbacks)) {
        const found = followRef(data, raw, [...pointer, 'callbacks', name]);
        for (const [expression, item] of Object.entries(found?.value ?? {})) {
          const target = followRef(data, item, [...(found?.pointer ?? []), expression]);
          if (target && !expression.startsWith('x-'))
            pathItems.splice(index + 1 + inserted++, 0, {
              kind: 'callback',
              key: expression,
              item: target.value,
              at: target.pointer,
              callback: { name, parent: ref },
            });
        }
      }
    }
  }
  return { operations, diagnostics };
}

/** A value, or the one its local `$ref` (`#/components/pathItems/x`) names, with where it is. */
function followRef(data: Loose, value: unknown, pointer: string[]): { value: Loose; pointer: string[] } | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return { value, pointer };
  const target = fromPointer(value.$ref);
  let current: unknown = data;
  for (const segment of target) current = isObject(current) ? current[segment] : undefined;
  return isObject(current) ? { value: current, pointer: target } : undefined;
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
