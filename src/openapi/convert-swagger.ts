/**
 * A Swagger 2.0 document as OpenAPI 3.0, converted by swagger2openapi (Mermade's oas-kit, the converter
 * Redocly and most tools use): `body` and `formData` parameters become request bodies, `definitions`
 * components, `host`/`basePath`/`schemes` servers, `produces` response media types. Small faults it
 * can mend (a missing `type`, say) are mended (`patch`). Loaded only when a spec is Swagger 2.0.
 */
export async function convertSwagger(swagger: object): Promise<{ openapi: object; patches: number }> {
  // A CommonJS module: Node gives its exports as named ones too, the CLI's bundle only as `default`.
  const loaded = (await import('swagger2openapi')) as typeof import('swagger2openapi') & {
    default?: typeof import('swagger2openapi');
  };
  const convertObj = loaded.default?.convertObj ?? loaded.convertObj;
  const converted = await convertObj(structuredClone(swagger) as never, {
    patch: true,
    warnOnly: true,
    resolve: false,
  });
  return { openapi: converted.openapi, patches: converted.patches ?? 0 };
}
