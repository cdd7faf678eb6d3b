import { declaredMediaExample, exampleFromSchema, hasDeclaredExample, parameterExample } from './example-from-schema.js';
import { envVarForHeader, type SampleRequest } from './request-samples.js';
import type { OpenApiDocument, OperationObject, ParameterObject, SecurityRequirement } from './spec-model.js';

/**
 * The request the samples of an operation make: path parameters filled with their examples, required
 * query/header parameters (and optional ones that carry an example), secrets from the environment, and
 * the body's example.
 */
export function sampleRequestFor(options: {
  api: OpenApiDocument;
  operation: OperationObject;
  method: string;
  baseUrl: string;
  path: string;
  parameters: ParameterObject[];
  security: SecurityRequirement[];
}): SampleRequest {
  const { api, operation, parameters } = options;
  const value = (p: ParameterObject) => {
    const v = parameterExample(p);
    return typeof v === 'string' ? v : v === undefined ? `<${p.name}>` : JSON.stringify(v);
  };
  const included = (p: ParameterObject) => p.required === true || hasDeclaredExample(p);
  const path = options.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? encodeURIComponent(value(parameter)) : whole;
  });
  const request: SampleRequest = {
    method: options.method.toUpperCase(),
    url: options.baseUrl + path,
    query: parameters.filter((p) => p.in === 'query' && included(p)).map((p) => [p.name, value(p)]),
    headers: parameters.filter((p) => p.in === 'header' && included(p)).map((p) => [p.name, value(p)]),
    secretHeaders: secretHeaders(api, options.security.slice(0, 1)),
    responseKind: 'none',
  };
  const bodyEntry = Object.entries(operation.requestBody?.content ?? {})[0];
  if (bodyEntry) {
    const [mediaType, media] = bodyEntry;
    const declared = declaredMediaExample(media);
    request.body = { mediaType, value: declared.found ? declared.value : (exampleFromSchema(media.schema) ?? {}) };
  }
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  const successType = success ? Object.keys(success[1].content ?? {})[0] : undefined;
  if (successType) {
    request.responseKind = /\bjson\b/i.test(successType) ? 'json' : 'binary';
    if (request.responseKind === 'binary') request.outputFile = `response.${successType.split('/')[1]?.split('+')[0] ?? 'bin'}`;
  }
  return request;
}

/** Headers that carry credentials (apiKey in header, HTTP bearer/basic), read from environment variables. */
function secretHeaders(api: OpenApiDocument, security: SecurityRequirement[]): { header: string; envVar: string }[] {
  const schemes = api.components?.securitySchemes ?? {};
  const result: { header: string; envVar: string }[] = [];
  for (const name of new Set(security.flatMap((requirement) => Object.keys(requirement)))) {
    const scheme = schemes[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) result.push({ header: scheme.name, envVar: envVarForHeader(scheme.name) });
    if (scheme?.type === 'http') result.push({ header: 'Authorization', envVar: envVarForHeader(name) });
  }
  return result;
}
