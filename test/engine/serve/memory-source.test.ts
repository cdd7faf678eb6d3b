import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { createRequestHandler } from '../../../src/serve/create-request-handler.js';
import { createMemorySource, type MemorySource } from '../../../src/serve/memory-source.js';
import { startHttpServer, type StartedHttpServer } from '../../../src/serve/start-http-server.js';
import { httpGet } from '../../helpers/http-get.js';

const css = `body { color: #123456; }\n${'.rule { margin: 0 auto; padding: 1rem; }\n'.repeat(100)}`;

function siteFiles(home = 'Home page'): Map<string, string | Uint8Array> {
  return new Map<string, string | Uint8Array>([
    ['index.html', `<!doctype html><title>Home</title><h1>${home}</h1>`],
    ['a/b/index.html', '<!doctype html><title>B</title><h1>Page a/b</h1>'],
    ['404.html', '<!doctype html><title>Not found</title><h1>Page Not Found</h1>'],
    ['assets/x-abc123.js', 'console.log("hashed asset");\n'],
    ['style.css', new TextEncoder().encode(css)],
    ['.nojekyll', ''],
  ]);
}

describe('the in-memory file source', () => {
  let source: MemorySource;
  let server: StartedHttpServer;

  before(async () => {
    source = createMemorySource();
    server = await startHttpServer(createRequestHandler(source, createMemoryLogger()), { port: 0 });
  });
  after(() => server?.close());

  it('answers 503 before the first build', async () => {
    const res = await httpGet(server.url, '/');
    assert.equal(res.status, 503);
    assert.equal(res.headers['retry-after'], '1');
  });

  it('reports every file of the first replace as changed', () => {
    assert.deepEqual(source.replace(siteFiles()), [
      '.nojekyll',
      '404.html',
      'a/b/index.html',
      'assets/x-abc123.js',
      'index.html',
      'style.css',
    ]);
    assert.equal(source.size, 6);
  });

  it('serves pretty URLs, the 404 page with status 404, and hides dotfiles', async () => {
    for (const target of ['/a/b', '/a/b/', '/a/b?x=1']) {
      const res = await httpGet(server.url, target);
      assert.equal(res.status, 200, target);
      assert.match(res.body.toString(), /Page a\/b/, target);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
    for (const target of ['/nope', '/a', '/.nojekyll', '/style.css/']) {
      const res = await httpGet(server.url, target);
      assert.equal(res.status, 404, target);
      assert.match(res.body.toString(), /Page Not Found/, target);
    }
    const asset = await httpGet(server.url, '/assets/x-abc123.js');
    assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('honours If-None-Match, Range and Accept-Encoding', async () => {
    const first = await httpGet(server.url, '/style.css');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal((await httpGet(server.url, '/style.css', { headers: { 'If-None-Match': etag } })).status, 304);

    const range = await httpGet(server.url, '/style.css', { headers: { Range: 'bytes=0-3' } });
    assert.equal(range.status, 206);
    assert.equal(range.body.toString(), 'body');
    assert.equal(range.headers['content-range'], `bytes 0-3/${Buffer.byteLength(css)}`);

    const br = await httpGet(server.url, '/style.css', { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.etag, `${etag.slice(0, -1)}-br"`);
    assert.equal(brotliDecompressSync(br.body).toString(), css);
  });

  it('reports only what changed on a replace, and keeps the ETag of unchanged files', async () => {
    const before = await httpGet(server.url, '/style.css');
    const next = siteFiles('Home page, edited');
    next.delete('assets/x-abc123.js');
    next.set('new/index.html', '<h1>New</h1>');
    assert.deepEqual(source.replace(next), ['assets/x-abc123.js', 'index.html', 'new/index.html']);

    const after = await httpGet(server.url, '/style.css');
    assert.equal(after.headers.etag, before.headers.etag);
    assert.equal(after.headers['last-modified'], before.headers['last-modified']);
    assert.match((await httpGet(server.url, '/')).body.toString(), /Home page, edited/);
    assert.equal((await httpGet(server.url, '/new')).status, 200);
    assert.equal((await httpGet(server.url, '/assets/x-abc123.js')).status, 404);
    assert.deepEqual(source.replace(next), [], 'the same files again change nothing');
  });

  it('gives a lookup under way the files it started with (the swap is atomic)', async () => {
    const view = await source.view();
    source.replace(siteFiles('After the swap'));
    const found = await view!.find('', false);
    assert.equal(found?.kind, 'memory');
    assert.match(found?.kind === 'memory' ? found.file.body.toString() : '', /Home page, edited/);
    assert.match((await httpGet(server.url, '/')).body.toString(), /After the swap/);
  });
});

describe('an in-memory file source patched many times', () => {
  it('serves every file patched in, counts them, and gives views and snapshots taken earlier what they held', async () => {
    const source = createMemorySource();
    source.replace(siteFiles());
    const first = await source.view();
    const firstSnapshot = source.snapshot();
    // Edits of one page over and over, and new pages: more than a patch's layer holds before it is folded in.
    assert.deepEqual(source.patch(new Map([['a/b/index.html', '<h1>Page a/b, edited once</h1>']])), ['a/b/index.html']);
    for (let edit = 1; edit <= 600; edit++) {
      const changed = source.patch(
        new Map([
          ['index.html', `<h1>Home, edit ${edit}</h1>`],
          [`page-${edit}/index.html`, `<h1>Page ${edit}</h1>`],
        ]),
      );
      assert.deepEqual(changed, ['index.html', `page-${edit}/index.html`]);
    }
    assert.deepEqual(
      source.patch(new Map([['page-7/index.html', '<h1>Page 7</h1>']])),
      [],
      'the same bytes change nothing',
    );
    assert.equal(source.size, siteFiles().size + 600);
    const body = async (relative: string) => {
      const found = await (await source.view())!.find(relative, false);
      return found?.kind === 'memory' ? found.file.body.toString() : undefined;
    };
    assert.equal(await body(''), '<h1>Home, edit 600</h1>');
    assert.equal(await body('page-1'), '<h1>Page 1</h1>');
    assert.equal(await body('page-600'), '<h1>Page 600</h1>');
    assert.equal(await body('a/b'), '<h1>Page a/b, edited once</h1>');
    const early = await first!.find('', false);
    assert.equal(early?.kind === 'memory' ? early.file.body.toString() : undefined, siteFiles().get('index.html'));
    assert.equal(await first!.find('page-1', false), null);
    assert.equal(firstSnapshot('index.html')?.toString(), siteFiles().get('index.html'));

    const removed = source.replace(siteFiles());
    assert.equal(removed.length, 602, 'a replace reports the patched pages it drops, and the pages edited');
    assert.ok(removed.includes('page-600/index.html') && removed.includes('index.html'));
    assert.equal(source.size, siteFiles().size);
  });
});

describe('an in-memory file source that decorates what it serves', () => {
  let source: MemorySource;
  let server: StartedHttpServer;
  const decorated: string[] = [];

  before(async () => {
    source = createMemorySource({
      decorate: (file, body) => {
        if (!file.endsWith('.html')) return body;
        decorated.push(file);
        return Buffer.concat([body, Buffer.from('<script>decorated</script>')]);
      },
    });
    server = await startHttpServer(createRequestHandler(source, createMemoryLogger()), { port: 0 });
  });
  after(() => server?.close());

  it('serves pages decorated, made once at their first request, while it holds the bytes it was given', async () => {
    const page = Buffer.from('<!doctype html><title>B</title><h1>Page a/b</h1>');
    source.replace(new Map<string, string | Uint8Array>([...siteFiles(), ['a/b/index.html', page]]));
    assert.deepEqual(decorated, [], 'nothing is decorated before it is asked for');
    const first = await httpGet(server.url, '/a/b');
    const second = await httpGet(server.url, '/a/b');
    assert.equal(first.body.toString(), '<!doctype html><title>B</title><h1>Page a/b</h1><script>decorated</script>');
    assert.equal(second.body.toString(), first.body.toString());
    assert.equal(second.headers.etag, first.headers.etag);
    assert.deepEqual(decorated, ['a/b/index.html']);
    assert.equal(source.snapshot()('a/b/index.html'), page, 'the very buffer given is held');
    const missing = await httpGet(server.url, '/nope');
    assert.match(missing.body.toString(), /Page Not Found<\/h1><script>decorated<\/script>$/);
    assert.equal((await httpGet(server.url, '/style.css')).body.toString(), css);
  });

  it('decorates a page again only when its bytes change', async () => {
    decorated.length = 0;
    source.patch(new Map([['a/b/index.html', '<!doctype html><title>B</title><h1>Page a/b</h1>']]));
    await httpGet(server.url, '/a/b');
    assert.deepEqual(decorated, [], 'the same bytes keep the decorated page');
    source.patch(new Map([['a/b/index.html', '<!doctype html><title>B</title><h1>Page a/b, changed</h1>']]));
    assert.match((await httpGet(server.url, '/a/b')).body.toString(), /changed<\/h1><script>decorated<\/script>$/);
    assert.deepEqual(decorated, ['a/b/index.html']);
  });
});
