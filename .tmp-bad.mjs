import { loadOpenApiPages } from './dist/src/openapi/load-openapi-pages.js';
import { parseConfig } from './dist/src/config/load-config.js';
import { createMemoryLogger } from './dist/src/context/logger.js';
for (const f of ['invalid-spec','unresolved-ref','duplicate-slug','missing-tag','small']) {
  const config = parseConfig({ title: 'x', openapi: [{ id: 'x', file: f + '.yaml', routeBase: '/endpoints/x' }] }, undefined);
  try { const pages = await loadOpenApiPages({ root: 'test/fixtures/openapi', outDir: '/tmp/x', config, logger: createMemoryLogger(), warnings: [] });
    for (const p of pages) { console.log(f, p.route, p.method, p.path, p.tag, p.tagOrder); console.log(p.content.plainText); }
  } catch (e) { console.log(f, JSON.stringify(e.diagnostics ?? String(e.stack), null, 1)); }
}
