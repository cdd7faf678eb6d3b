import { loadOpenApiPages } from './dist/src/openapi/load-openapi-pages.js';
import { parseConfig } from './dist/src/config/load-config.js';
import { createMemoryLogger } from './dist/src/context/logger.js';
const config = parseConfig({ title: 'x', openapi: [{ id: 'v2', file: 'openapi/v2.yaml', routeBase: '/endpoints/v2', label: 'v2' }, { id: 'v1', file: 'openapi/v1.yaml', routeBase: '/endpoints/v1', label: 'v1' }] }, undefined);
const t = performance.now();
try {
const pages = await loadOpenApiPages({ root: process.cwd(), outDir: '/tmp/x', config, logger: createMemoryLogger(), warnings: [] });
console.log((performance.now()-t).toFixed(0), 'ms');
for (const p of pages) console.log(p.route, p.method, p.path, p.tag, p.tagOrder, p.order, p.content.html.length, p.content.links.map(l=>l.target).join(' '));
const p = pages.find(p => p.route.endsWith(process.argv[2] ?? 'createfixedshift'));
import('node:fs').then(fs => { fs.writeFileSync('/tmp/sp/page.html', p.content.html); fs.writeFileSync('/tmp/sp/page.txt', p.content.plainText); console.log(JSON.stringify(p.content.toc), p.content.anchors); });
} catch (e) { console.log(e.diagnostics ?? e); }
