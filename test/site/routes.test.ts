import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../src/build/build-site.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { serveSite } from '../../src/serve/serve-site.js';
import { repoRoot } from '../helpers/build-fixture.js';

/** Every route of the SideShift site, exactly as the design lists them. */
const ROUTES = [
  '/',
  '/search',
  '/showcase',
  '/changelog',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => `/blog/tags/${tag}`),
  ...['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map((post) => `/blog/${post}`),
  ...[
    'deposits',
    'getting-started',
    'monetization',
    'network-fees',
    'permissions',
    'rate-limits',
    'refunds',
    'shift',
    'shift-integration-guide',
    'support',
    'terminology',
  ].map((name) => `/api-intro/${name}`),
  '/endpoints/endpoints-intro',
  '/faq',
  '/troubleshoot-errors',
  ...[
    'account',
    'createorder-fixed',
    'createorder-variable',
    'fetchbulkorders',
    'fetchbulkpairs',
    'fetchfacts',
    'fetchorder',
    'fetchpair',
    'get-xai-stats',
    'getpermissions',
    'recentdeposits',
    'requestaquote',
    'setrefundaddress',
  ].map((name) => `/endpoints/v1/${name}`),
  ...[
    'account',
    'bulkshifts',
    'cancelorder',
    'checkout',
    'coinicon',
    'coins',
    'createcheckout',
    'createfixedshift',
    'createvariableshift',
    'pair',
    'pairs',
    'permissions',
    'recentshifts',
    'requestquote',
    'setrefundaddress',
    'shift',
    'xai-stats',
  ].map((name) => `/endpoints/v2/${name}`),
  '/widget',
  '/widget-integration-guide-one',
  '/widget-integration-guide-two',
];

const SITE_TITLE = 'SideShift Developer Docs';

describe('the SideShift site has exactly the routes of the design', () => {
  let result: BuildResult;
  let outDir: string;
  before(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-routes-'));
    result = await buildSite({ root: repoRoot, outDir, cache: false, logger: createMemoryLogger() });
  });
  after(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('times rendering as a stage of its own, apart from writing', () => {
    for (const stage of [
      'config',
      'bundle',
      'discover',
      'content',
      'openapi',
      'routes',
      'search',
      'render',
      'outputs',
      'write',
    ]) {
      assert.equal(typeof result.timings[stage], 'number', `${stage} is timed`);
    }
  });

  it('emits a page with its title and one h1 for every route', () => {
    for (const route of ROUTES) {
      const file = path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
      assert.ok(fs.existsSync(file), `${route} is built`);
      const html = fs.readFileSync(file, 'utf8');
      const page = result.pages.find((candidate) => candidate.route === route)!;
      assert.ok(page.title.trim().length > 0, `${route} has a title`);
      assert.ok(
        html.includes(`<title>${escapeHtml(page.title)} | ${SITE_TITLE}</title>`),
        `${route} has the <title> "${page.title}"`,
      );
      assert.equal((html.match(/<h1[\s>]/g) ?? []).length, 1, `${route} has one h1`);
    }
  });

  it('emits no other page', () => {
    const pages = fs
      .readdirSync(outDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('index.html'))
      .map((file) => (file === 'index.html' ? '/' : `/${path.dirname(file).split(path.sep).join('/')}`))
      .sort();
    assert.deepEqual(pages, [...ROUTES].sort());
  });

  it('serves the 404 page with status 404 for an unknown path', async () => {
    const server = await serveSite({ dir: outDir, port: 0 });
    try {
      const response = await fetch(`${server.url}/api-intro/no-such-page`);
      assert.equal(response.status, 404);
      assert.equal(await response.text(), fs.readFileSync(path.join(outDir, '404.html'), 'utf8'));
    } finally {
      await server.close();
    }
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
