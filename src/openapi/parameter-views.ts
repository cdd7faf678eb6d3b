import type { ParameterGroupView, ParameterView } from '../../templates/endpoint/endpoint-view.js';
import type { ParameterObject } from './spec-model.js';
import { describe, uniqueId, type PageState } from './page-state.js';
import { schemaToNode } from './schema-to-node.js';

const GROUPS: { in: ParameterObject['in']; title: string }[] = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Header parameters' },
  { in: 'cookie', title: 'Cookie parameters' },
];

/** Path-item and operation parameters together; the operation's win when both define one. */
export function mergeParameters(
  pathLevel: ParameterObject[] = [],
  operationLevel: ParameterObject[] = [],
): ParameterObject[] {
  const key = (p: ParameterObject) => `${p.in}:${p.name}`;
  const own = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !own.has(key(p))), ...operationLevel];
}

/** The parameter tables of a page, one per location, in the order path, query, header, cookie. */
export function parameterGroups(parameters: ParameterObject[], state: PageState): ParameterGroupView[] {
  return GROUPS.flatMap((group) => {
    const members = parameters.filter((p) => p.in === group.in);
    if (members.length === 0) return [];
    return [
      { title: group.title, id: uniqueId(state, group.title), parameters: members.map((p) => parameterView(p, state)) },
    ];
  });
}

/** One row of a parameter table. */
export function parameterView(
  parameter: Pick<ParameterObject, 'name' | 'required' | 'deprecated' | 'description' | 'schema' | 'example'>,
  state: PageState,
): ParameterView {
  const node = parameter.schema ? schemaToNode(parameter.schema, state, 'request') : undefined;
  const view: ParameterView = {
    name: parameter.name,
    type: node ? (node.link?.name ?? node.type) : 'string',
    required: parameter.required === true,
    deprecated: parameter.deprecated === true || node?.deprecated === true,
    descriptionHtml: describe(state, parameter.description ?? parameter.schema?.description).html,
  };
  if (node?.defaultValue !== undefined) view.defaultValue = node.defaultValue;
  if (node?.enumValues) view.enumValues = node.enumValues;
  if (node && node.constraints.length > 0) view.constraints = node.constraints;
  const example = parameter.example !== undefined ? JSON.stringify(parameter.example) : node?.example;
  if (example !== undefined) view.example = example;
  return view;
}
