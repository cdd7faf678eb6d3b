import type { ResponseGroupView, ResponseView } from '../../templates/endpoint/endpoint-view.js';
import type { ResponseObject } from './spec-model.js';

/**
 * Puts together the responses whose bodies have the same schema (the dereferenced spec shares one
 * object per component, so `$ref: Error` under five statuses is one schema), so that a page describes
 * it once and lists its statuses. A group sits where its first status is. Responses with headers, or
 * without a body schema, stay on their own: what they say is not only their body.
 */
export function groupResponses(responses: { view: ResponseView; response: ResponseObject }[]): ResponseGroupView[] {
  const schemaIds = new Map<object, number>();
  const schemaId = (schema: object) => {
    let id = schemaIds.get(schema);
    if (id === undefined) schemaIds.set(schema, (id = schemaIds.size));
    return id;
  };
  const groups = new Map<string, ResponseView[]>();
  responses.forEach(({ view, response }, index) => {
    const key = bodyKey(response, schemaId) ?? `own:${index}`;
    const group = groups.get(key);
    if (group) group.push(view);
    else groups.set(key, [view]);
  });
  return [...groups.values()].map((members) => {
    const kinds = new Set(members.map((m) => m.kind));
    return {
      id: members[0]!.id,
      title: members.length === 1 ? members[0]!.title : members.map((m) => m.status).join(', '),
      kind: kinds.size === 1 ? members[0]!.kind : 'other',
      responses: members,
    };
  });
}

/** What identifies a response's body: each media type with its schema; none when it cannot be shared. */
function bodyKey(response: ResponseObject, schemaId: (schema: object) => number): string | undefined {
  if (Object.keys(response.headers ?? {}).length > 0) return undefined;
  const contents = Object.entries(response.content ?? {});
  if (contents.length === 0 || contents.some(([, media]) => !media.schema)) return undefined;
  return contents
    .map(([mediaType, media]) => `${mediaType.toLowerCase()} ${schemaId(media.schema!)}`)
    .sort()
    .join('\n');
}
