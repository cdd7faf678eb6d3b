import type {
  ChangeGroupView,
  ChangedOperationView,
  ChangeView,
  OperationLinkView,
} from '../../templates/endpoint/reference-page-views.js';
import { HTTP_METHODS } from './spec-model.js';

/** One difference as api-smart-diff reports it. */
interface Diff {
  type: string;
  action: 'add' | 'remove' | 'replace' | 'rename' | string;
  path: (string | number)[];
  before?: unknown;
  after?: unknown;
}

type Loose = Record<string, unknown>;

/** What changed between two versions of a spec, by operation. */
export interface SpecChanges {
  added: OperationLinkView[];
  removed: OperationLinkView[];
  changed: ChangedOperationView[];
}

/**
 * The operations (and webhooks) added, removed and changed from `before` to `after` — OpenAPI 3
 * documents with their local `$ref`s — and for a changed one what changed in its parameters, request
 * body and responses, field by field (`items[].quantity`), with type and required changes spelled out.
 * The comparison and each change's breaking/non-breaking class are api-smart-diff's (it follows the
 * `$ref`s, so a changed component shows in every operation that uses it); changes to descriptions and
 * examples (its "annotation" class) are left out. `link` names an operation of `after` and gives its page.
 */
export async function specChanges(
  before: object,
  after: object,
  link: (key: OperationKey) => OperationLinkView | undefined,
): Promise<SpecChanges> {
  // Loaded on first use: only specs with a changelog pay for it.
  const { apiCompare } = (await import('api-smart-diff')) as typeof import('api-smart-diff');
  const { diffs, merged } = apiCompare(before, after) as { diffs: Diff[]; merged: Loose };
  const added = new Map<string, OperationLinkView>();
  const removed = new Map<string, OperationLinkView>();
  const changed = new Map<string, { view: ChangedOperationView; groups: Map<string, ChangeView[]> }>();
  const titleIn = (doc: object, key: OperationKey) => operationTitle(lookUp(doc, key), key);
  const entry = (key: OperationKey, side: 'after' | 'before'): OperationLinkView =>
    (side === 'after' ? link(key) : undefined) ?? {
      method: key.method.toUpperCase(),
      path: key.path,
      title: titleIn(side === 'after' ? after : before, key),
    };

  for (const diff of diffs) {
    if (diff.type === 'annotation') continue;
    const [root, name, method, ...rest] = diff.path.map(String);
    if ((root !== 'paths' && root !== 'webhooks') || diff.action === 'rename') continue;
    // A whole `webhooks`, path item or operation added or removed: each operation in it.
    if (method === undefined || !HTTP_METHODS.includes(method as never)) {
      if (rest.length > 0 || (diff.action !== 'add' && diff.action !== 'remove')) continue;
      const value = (diff.action === 'add' ? diff.after : diff.before) as Loose | undefined;
      const items: [string, Loose][] =
        name === undefined
          ? Object.entries(value ?? {}).map(([key, item]) => [key, item as Loose])
          : [[name, value ?? {}]];
      for (const [itemName, item] of items)
        for (const verb of HTTP_METHODS)
          if (isObject(item[verb])) record(diff.action, { root, path: itemName, method: verb });
      continue;
    }
    const key: OperationKey = { root, path: name!, method };
    if (rest.length === 0) {
      if (diff.action === 'add' || diff.action === 'remove') record(diff.action, key);
      continue;
    }
    const change = describeChange(diff, rest, lookUp(merged, key), root === 'webhooks');
    if (!change) continue;
    const id = keyId(key);
    let operation = changed.get(id);
    if (!operation) {
      operation = { view: { ...entry(key, 'after'), groups: [] }, groups: new Map() };
      changed.set(id, operation);
    }
    const group = operation.groups.get(change.where) ?? [];
    const known = group.find((each) => each.text === change.text);
    if (known) known.breaking ||= change.breaking;
    else group.push({ text: change.text, breaking: change.breaking });
    operation.groups.set(change.where, group);
  }

  function record(action: 'add' | 'remove', key: OperationKey) {
    if (action === 'add') added.set(keyId(key), entry(key, 'after'));
    else removed.set(keyId(key), entry(key, 'before'));
  }

  const changedViews = [...changed.values()].map(({ view, groups }) => {
    view.groups = [...groups].map(([where, changes]): ChangeGroupView => ({ where, changes }));
    return view;
  });
  return { added: [...added.values()], removed: [...removed.values()], changed: changedViews };
}

/** An operation by where it is: `paths` or `webhooks`, its path (or webhook name), and its lower-case method. */
export interface OperationKey {
  root: string;
  path: string;
  method: string;
}

function keyId(key: OperationKey): string {
  return `${key.root} ${key.path} ${key.method}`;
}

function lookUp(doc: object, key: OperationKey): Loose | undefined {
  const item = (doc as Loose)[key.root];
  const pathItem = isObject(item) ? item[key.path] : undefined;
  const operation = isObject(pathItem) ? pathItem[key.method] : undefined;
  return isObject(operation) ? operation : undefined;
}

function operationTitle(operation: Loose | undefined, key: OperationKey): string {
  const title = operation?.summary ?? operation?.operationId;
  return typeof title === 'string' ? title : `${key.method.toUpperCase()} ${key.path}`;
}

const LOCATIONS: Record<string, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** A difference inside an operation as a reader reads it, under the part of the operation it is in. */
function describeChange(
  diff: Diff,
  rest: string[],
  merged: Loose | undefined,
  webhook: boolean,
): { where: string; text: string; breaking: boolean } | undefined {
  const breaking = diff.type === 'breaking';
  const [part, second, ...more] = rest;
  if (part === 'parameters') {
    const parameters = Array.isArray(merged?.parameters) ? merged.parameters : [];
    const parameter = (parameters[Number(second)] ?? diff.after ?? diff.before) as Loose | undefined;
    const name = String(parameter?.name ?? '?');
    const where = LOCATIONS[String(parameter?.in)] ?? 'Parameters';
    if (more.length === 0) return { where, text: `\`${name}\` ${verb(diff)}`, breaking };
    if (more[0] === 'required') return { where, text: requiredText(name, diff), breaking };
    if (more[0] === 'schema') return field(where, schemaField(more.slice(1), name), diff);
    return { where, text: `\`${name}\`: \`${more[0]}\` ${verb(diff)}`, breaking };
  }
  if (part === 'requestBody') {
    const where = webhook ? 'Payload' : 'Request body';
    if (second === undefined) return { where, text: `the ${where.toLowerCase()} ${verb(diff)}`, breaking };
    if (second === 'required') return { where, text: `now ${diff.after === true ? 'required' : 'optional'}`, breaking };
    if (second === 'content') return mediaChange(where, more, diff);
    return undefined;
  }
  if (part === 'responses' && second !== undefined) {
    const where = `Response ${second}`;
    if (more.length === 0) return { where, text: `the response ${verb(diff)}`, breaking };
    if (more[0] === 'content') return mediaChange(where, more.slice(1), diff);
    if (more[0] === 'headers' && more[1] !== undefined)
      return { where, text: `header \`${more[1]}\` ${more.length === 2 ? verb(diff) : 'changed'}`, breaking };
    return undefined;
  }
  if (part === 'deprecated')
    return { where: 'Operation', text: diff.after === true ? 'deprecated' : 'no longer deprecated', breaking };
  if (part === 'security') return { where: 'Operation', text: 'its authentication changed', breaking };
  return part ? { where: 'Operation', text: `\`${part}\` ${verb(diff)}`, breaking } : undefined;
}

/** A change under `content/{media type}`: the media type itself, or something in its schema. */
function mediaChange(where: string, rest: string[], diff: Diff) {
  const [mediaType, inner, ...schemaPath] = rest;
  if (mediaType === undefined) return undefined;
  if (inner === undefined)
    return { where, text: `content type \`${mediaType}\` ${verb(diff)}`, breaking: diff.type === 'breaking' };
  if (inner !== 'schema') return undefined;
  return field(where, schemaField(schemaPath), diff);
}

/**
 * What a path inside a schema names: the field (`items[].quantity`, or none for the schema itself)
 * and what of it changed — the field itself, one of its keywords (`type`), or whether one of its
 * fields is required (`required`, its name in the diff's value).
 */
function schemaField(path: string[], prefix?: string): { field?: string; keyword?: string } {
  let field = prefix;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (segment === 'properties' && path[i + 1] !== undefined) {
      field = field ? `${field}.${path[++i]}` : path[++i];
    } else if (segment === 'items') {
      field = `${field ?? ''}[]`;
    } else if (segment === 'additionalProperties') {
      field = `${field ?? ''}{}`;
    } else if ((segment === 'allOf' || segment === 'oneOf' || segment === 'anyOf') && path[i + 1] !== undefined) {
      i++;
    } else {
      return { ...(field !== undefined && { field }), keyword: segment };
    }
  }
  return field !== undefined ? { field } : {};
}

function field(where: string, at: { field?: string; keyword?: string }, diff: Diff) {
  const breaking = diff.type === 'breaking';
  const name = at.field ? `\`${at.field}\`` : 'the schema';
  if (at.keyword === undefined) return { where, text: `${name} ${verb(diff)}`, breaking };
  if (at.keyword === 'required') {
    const child = String(diff.action === 'remove' ? diff.before : diff.after);
    const full = at.field ? `${at.field}.${child}` : child;
    return { where, text: requiredText(full, { ...diff, after: diff.action !== 'remove' }), breaking };
  }
  if (at.keyword === 'type' && diff.action === 'replace')
    return { where, text: `${name}: type \`${typeText(diff.before)}\` → \`${typeText(diff.after)}\``, breaking };
  if (at.keyword === 'enum') return { where, text: `${name}: allowed values changed`, breaking };
  if (at.keyword === 'deprecated')
    return { where, text: `${name} ${diff.after === true ? 'deprecated' : 'no longer deprecated'}`, breaking };
  return { where, text: `${name}: \`${at.keyword}\` ${verb(diff)}`, breaking };
}

function requiredText(name: string, diff: Diff): string {
  return `\`${name}\` ${diff.after === true ? 'now required' : 'no longer required'}`;
}

function typeText(type: unknown): string {
  return Array.isArray(type) ? type.join(' | ') : String(type);
}

function verb(diff: Diff): string {
  return diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed';
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
