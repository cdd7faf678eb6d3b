import assert from 'node:assert/strict';
import { symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { serveSite } from '../../../src/serve/serve-site.js';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.js';

const SECRET = 'TOP-SECRET-do-not-serve';
const css = `body { color: #123456; }\n${'.rule { margin: 0 auto; padding: 1rem; }\n'.repeat(100)}`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('serveSite', () => {
  let site: StaticServer;

  before(async () => {
    site = await startStaticServer({
      'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
      'a/b/index.html': '<!doctype html><title>B</title><h1>Page a/b</h1>',
      '404.html': '<!doctype html><title>Not found</title><h1>Page Not Found</h1>',
      'assets/x-abc123.js': 'console.log("hashed asset");\n',
      'style.css': css,
      'img/logo.png': png,
      'all-docs.txt': 'All the docs\n',
      'a/b.md': '# Page a/b\n',
      'llms.txt': '# Site\n',
      'openapi/v2.yaml': 'openapi: 3.1.0\n',
      '../secret.txt': SECRET,
      '../site-evil/secret.txt': SECRET,
    });
    await symlink(path.join(site.tempDir, 'secret.txt'), path.join(site.siteDir, 'link-to-secret.txt'));
  });
  after(() => site.close());

  it('binds to 127.0.0.1 and serves index.html at /', async () => {
    assert.match(site.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await site.request('/');
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /Home page/);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('serves a/b/index.html for both /a/b and /a/b/', async () => {
    for (const target of ['/a/b', '/a/b/', '/a/b?x=1', '/a/b/#top']) {
      const res = await site.request(target);
      assert.equal(res.status, 200, target);
      assert.match(res.body.toString(), /Page a\/b/, target);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const target of ['/nope', '/a', '/a/b/c', '/style.css/', '/index.html/x']) {
      const res = await site.request(target);
      assert.equal(res.status, 404, target);
      assert.match(res.body.toString(), /Page Not Found/, target);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    }
  });

  it("serves a page's Markdown copy as text/markdown beside its HTML, llms.txt as text and a spec as YAML", async () => {
    const markdown = await site.request('/a/b.md');
    assert.equal(markdown.status, 200);
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(markdown.body.toString(), '# Page a/b\n');
    assert.match((await site.request('/a/b')).body.toString(), /<h1>Page a\/b<\/h1>/);
    assert.equal((await site.request('/llms.txt')).headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal((await site.request('/openapi/v2.yaml')).headers['content-type'], 'application/yaml; charset=utf-8');
  });

  it('sends the right content types and cache headers', async () => {
    const js = await site.request('/assets/x-abc123.js');
    assert.equal(js.status, 200);
    assert.equal(js.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    const style = await site.request('/style.css');
    assert.equal(style.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal(style.headers['cache-control'], 'no-cache');
    const image = await site.request('/img/logo.png');
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.body, png);
    const text = await site.request('/all-docs.txt');
    assert.equal(text.headers['content-type'], 'text/plain; charset=utf-8');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await site.request('/a/b');
    const head = await site.request('/a/b', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-length'], String(get.body.length));
    assert.equal(head.headers.etag, get.headers.etag);
    const missing = await site.request('/nope', { method: 'HEAD' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.length, 0);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await site.request('/', { method: 'POST' });
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
  });

  it('revalidates with ETag: 304 while unchanged, 200 with a new ETag after a change', async () => {
    const first = await site.request('/all-docs.txt');
    const etag = first.headers.etag;
    assert.ok(etag, 'an ETag header');
    const cached = await site.request('/all-docs.txt', { headers: { 'If-None-Match': etag } });
    assert.equal(cached.status, 304);
    assert.equal(cached.body.length, 0);
    const listed = await site.request('/all-docs.txt', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    assert.equal(listed.status, 304);

    await writeFile(path.join(site.siteDir, 'all-docs.txt'), 'All the docs, rebuilt\n');
    const changed = await site.request('/all-docs.txt', { headers: { 'If-None-Match': etag } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.toString(), 'All the docs, rebuilt\n');
    assert.notEqual(changed.headers.etag, etag);
  });

  it('compresses text with gzip or brotli when the client accepts it', async () => {
    const gzip = await site.request('/style.css', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers.vary, 'Accept-Encoding');
    assert.ok(gzip.body.length < css.length);
    assert.equal(gunzipSync(gzip.body).toString(), css);

    const br = await site.request('/style.css', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), css);

    const refused = await site.request('/style.css', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.body.toString(), css);

    const plain = await site.request('/style.css');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), css);

    assert.notEqual(gzip.headers.etag, plain.headers.etag, 'each encoding has its own ETag');
    const revalidated = await site.request('/style.css', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag ?? '' },
    });
    assert.equal(revalidated.status, 304);

    const image = await site.request('/img/logo.png', { headers: { 'Accept-Encoding': 'gzip, br' } });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.deepEqual(image.body, png);
  });

  it('never serves a file outside the output folder', async () => {
    const control = await site.raw('/style.css');
    assert.equal(control.status, 200, 'a raw request for a file inside the folder works');
    const attempts = [
      '/../secret.txt',
      '/a/../../secret.txt',
      '/a/b/../../../secret.txt',
      '//../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/.%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/a%2f..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/..\\secret.txt',
      '/a\\..\\..\\secret.txt',
      '/%5c..%5csecret.txt',
      '/..%5csecret.txt',
      '/secret.txt%00.html',
      '/%00/../secret.txt',
      '/../site-evil/secret.txt',
      '/%2e%2e/site-evil/secret.txt',
      '/link-to-secret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/%',
      'http://127.0.0.1/../secret.txt',
      `/${path.join(site.tempDir, 'secret.txt')}`,
    ];
    for (const target of attempts) {
      const { status, text } = await site.raw(target);
      assert.ok(status === 400 || status === 404, `${target} answered ${status}`);
      assert.ok(!text.includes(SECRET), `${target} leaked the secret`);
    }
    const nul = await site.raw('/secret.txt\0');
    assert.ok(!nul.text.includes(SECRET), 'a raw NUL byte leaked the secret');
  });
});

describe('serveSite errors', () => {
  it('tells the user to build first when the output folder is missing', async () => {
    const dir = path.join(os.tmpdir(), 'docs-build-serve-missing', 'build');
    await assert.rejects(serveSite({ dir, port: 0 }), (error: unknown) => {
      assert.ok(error instanceof BuildError);
      const [diagnostic] = error.diagnostics;
      assert.equal(diagnostic?.code, 'SERVE_NO_BUILD');
      assert.match(diagnostic?.message ?? '', /does not exist/);
      assert.match(diagnostic?.hint ?? '', /docs-build build/);
      return true;
    });
  });

  it('reports a port that is already taken', async () => {
    const site = await startStaticServer({ 'index.html': '<h1>x</h1>' });
    try {
      const port = Number(new URL(site.url).port);
      await assert.rejects(serveSite({ dir: site.siteDir, port }), (error: unknown) => {
        assert.ok(error instanceof BuildError);
        assert.equal(error.diagnostics[0]?.code, 'SERVE_PORT_IN_USE');
        return true;
      });
    } finally {
      await site.close();
    }
  });

  it('answers with a plain 404 when the site has no 404.html', async () => {
    const site = await startStaticServer({ 'index.html': '<h1>x</h1>' });
    try {
      const res = await site.request('/missing');
      assert.equal(res.status, 404);
      assert.equal(res.body.toString(), 'Not Found\n');
    } finally {
      await site.close();
    }
  });
});
