import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor } from '../../src/serve/cache-control.js';
import { negotiateEncoding } from '../../src/serve/negotiate-encoding.js';
import { resolveRequestPath } from '../../src/serve/resolve-request-path.js';

describe('resolveRequestPath', () => {
  it('maps clean paths to relative paths', () => {
    assert.deepEqual(resolveRequestPath('/'), { kind: 'path', relative: '', trailingSlash: true });
    assert.deepEqual(resolveRequestPath('/a/b'), { kind: 'path', relative: 'a/b', trailingSlash: false });
    assert.deepEqual(resolveRequestPath('/a/b/?q=1'), { kind: 'path', relative: 'a/b', trailingSlash: true });
    assert.deepEqual(resolveRequestPath('/caf%C3%A9%20x'), { kind: 'path', relative: 'café x', trailingSlash: false });
    assert.deepEqual(resolveRequestPath('//a//b'), { kind: 'path', relative: 'a/b', trailingSlash: false });
  });

  it('refuses anything that could leave the folder', () => {
    for (const url of ['/..', '/a/../b', '/%2e%2e/x', '/.%2E/x', '/a%2fb', '/a%5cb', '/a\\b', '/a%00', '/%E0%A4%A', 'x/y', '*']) {
      assert.deepEqual(resolveRequestPath(url), { kind: 'bad-request' }, url);
    }
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    assert.equal(negotiateEncoding(undefined), 'identity');
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=1, br;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0'), 'identity');
    assert.equal(negotiateEncoding('identity'), 'identity');
  });
});

describe('cacheControlFor', () => {
  it('marks hashed assets immutable and everything else for revalidation', () => {
    assert.equal(cacheControlFor('assets/theme-3F9A1C2B.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('assets/chunks/search-modal-Q2W3E4R5.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('index.html'), 'no-cache');
    assert.equal(cacheControlFor('img/logo-abcdef12.png'), 'no-cache');
    assert.equal(cacheControlFor('assets/x-abc123.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('assets/logo.svg'), 'no-cache');
    assert.equal(cacheControlFor('assets/theme-toggle.js'), 'no-cache');
  });
});
