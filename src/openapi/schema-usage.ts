import type { OperationLinkView } from '../../templates/endpoint/reference-page-views.js';
import type { OperationObject, PathItemObject, SchemaObject } from './spec-model.js';

/** The operations that use a named schema, by how. */
export interface SchemaUsage {
  returnedBy: OperationLinkView[];
  acceptedBy: OperationLinkView[];
  sentBy: OperationLinkView[];
}

/** One page's operation as `schemaUsage` reads it: the dereferenced operation, its path item, and its link. */
export interface UsingOperation {
  kind: 'operation' | 'webhook' | 'callback';
  pathItem: PathItemObject;
  operation: OperationObject;
  link: OperationLinkView;
}

/**
 * Which operations use each named schema, at any depth (a field's schema, an array's items, an
 * `allOf` part, a `oneOf` option): an operation returns the schemas of its responses and accepts those
 * of its parameters and request body; a webhook or callback sends those of its payload. The
 * dereferenced spec shares one object per component, so a schema is known by identity.
 */
export function schemaUsage(
  operations: readonly UsingOperation[],
  schemaNames: ReadonlyMap<object, string>,
): Map<string, SchemaUsage> {
  const usage = new Map<string, SchemaUsage>();
  const add = (names: Set<string>, list: keyof SchemaUsage, link: OperationLinkView) => {
    for (const name of names) {
      let entry = usage.get(name);
      if (!entry) usage.set(name, (entry = { returnedBy: [], acceptedBy: [], sentBy: [] }));
      entry[list].push(link);
    }
  };
  for (const { kind, pathItem, operation, link } of operations) {
    const sent = new Set<string>();
    const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
    for (const parameter of parameters) collect(parameter.schema, schemaNames, sent, new Set());
    for (const media of Object.values(operation.requestBody?.content ?? {}))
      collect(media.schema, schemaNames, sent, new Set());
    const returned = new Set<string>();
    for (const response of Object.values(operation.responses ?? {}))
      for (const media of Object.values(response.content ?? {}))
        collect(media.schema, schemaNames, returned, new Set());
    if (kind === 'operation') {
      add(sent, 'acceptedBy', link);
      add(returned, 'returnedBy', link);
    } else {
      add(sent, 'sentBy', link);
    }
  }
  return usage;
}

function collect(
  schema: SchemaObject | undefined,
  names: ReadonlyMap<object, string>,
  found: Set<string>,
  seen: Set<object>,
): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const name = names.get(schema);
  if (name) found.add(name);
  for (const property of Object.values(schema.properties ?? {})) collect(property, names, found, seen);
  if (typeof schema.additionalProperties === 'object') collect(schema.additionalProperties, names, found, seen);
  collect(schema.items, names, found, seen);
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    collect(part, names, found, seen);
}
