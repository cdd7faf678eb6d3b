import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor } from '../../../src/serve/cache-control.js';
import { isHiddenPath } from '../../../src/serve/is-hidden-path.js';
import { negotiateEncoding } from '../../../src/serve/negotiate-encoding.js';
import { parseRange } from '../../../src/serve/parse-range.js';
import { resolveRequestPath } from '../../../src/serve/resolve-request-path.js';

describe('resolveRequestPath', () => {
  it('maps clean paths to relative paths', () => {
    assert.deepEqual(resolveRequestPath('/'), { kind: 'path', relative: '', trailingSlash: true });
    assert.deepEqual(resolveRequestPath('/a/b'), { kind: 'path', relative: 'a/b', trailingSlash: false });
    assert.deepEqual(resolveRequestPath('/a/b/?q=1'), { kind: 'path', relative: 'a/b', trailingSlash: true });
    assert.deepEqual(resolveRequestPath('/caf%C3%A9%20x'), { kind: 'path', relative: 'café x', trailingSlash: false });
    assert.deepEqual(resolveRequestPath('//a//b'), { kind: 'path', relative: 'a/b', trailingSlash: false });
  });

  it('refuses anything that could leave the folder', () => {
    for (const url of [
      '/..',
      '/a/../b',
      '/%2e%2e/x',
      '/.%2E/x',
      '/a%2fb',
      '/a%5cb',
      '/a\\b',
      '/a%00',
      '/%E0%A4%A',
      'x/y',
      '*',
    ]) {
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

describe('parseRange', () => {
  it('reads one range, open-ended or suffix, clamped to the file', () => {
    assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
    assert.deepEqual(parseRange('bytes=5-', 100), { start: 5, end: 99 });
    assert.deepEqual(parseRange('bytes=-10', 100), { start: 90, end: 99 });
    assert.deepEqual(parseRange('bytes=-500', 100), { start: 0, end: 99 });
    assert.deepEqual(parseRange('bytes=90-500', 100), { start: 90, end: 99 });
    assert.deepEqual(parseRange('Bytes = 1-1', 100), { start: 1, end: 1 });
  });

  it('calls a range that starts past the end, or asks for nothing, unsatisfiable', () => {
    for (const header of ['bytes=100-', 'bytes=100-200', 'bytes=-0'])
      assert.equal(parseRange(header, 100), 'unsatisfiable', header);
    for (const header of ['bytes=0-', 'bytes=-5', 'bytes=0-0'])
      assert.equal(parseRange(header, 0), 'unsatisfiable', header);
  });

  it('ignores several ranges, other units and bad syntax', () => {
    for (const header of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-2', 'bytes=-', 'bytes=a-b', 'bytes 0-5', '']) {
      assert.equal(parseRange(header, 100), null, header);
    }
  });
});

describe('isHiddenPath', () => {
  it('hides any dot segment except a first .well-known', () => {
    for (const hidden of ['.env', '.git/config', 'a/.b/c', 'a/.htaccess', '.well-known/.x', 'a/.well-known/x']) {
      assert.equal(isHiddenPath(hidden), true, hidden);
    }
    for (const shown of ['', 'index.html', 'a/b.c/d.e', 'a..b', '.well-known/security.txt', '.well-known/a/b']) {
      assert.equal(isHiddenPath(shown), false, shown);
    }
  });
});
