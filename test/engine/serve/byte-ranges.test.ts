import assert from 'node:assert/strict';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.js';

// One file the server caches and one above its 1 MiB streaming threshold, so both ways of sending
// are held to the same rules.
const small = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const large = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 7 }, (_, i) => (i * 7) % 253));
const css = `body { color: #123456; }\n${'.rule { margin: 0 auto; padding: 1rem; }\n'.repeat(100)}`;

describe('serveSite byte ranges', () => {
  let site: StaticServer;
  before(async () => {
    site = await startStaticServer({
      'small.bin': small,
      'large.bin': large,
      'style.css': css,
      '404.html': '<h1>Page Not Found</h1>',
    });
  });
  after(() => site.close());

  for (const [name, bytes] of [
    ['small.bin', small],
    ['large.bin', large],
  ] as const) {
    const size = bytes.length;

    it(`${name}: sends Accept-Ranges and the whole file without a Range`, async () => {
      const res = await site.request(`/${name}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['accept-ranges'], 'bytes');
      assert.equal(res.headers['content-length'], String(size));
      assert.ok(res.body.equals(bytes));
    });

    it(`${name}: answers bytes=0-9, bytes=-10 and bytes=5- with 206 and the right bytes`, async () => {
      const cases: [string, number, number][] = [
        ['bytes=0-9', 0, 9],
        ['bytes=-10', size - 10, size - 1],
        ['bytes=5-', 5, size - 1],
        ['bytes=10-99999999', 10, size - 1],
      ];
      for (const [range, start, end] of cases) {
        const res = await site.request(`/${name}`, { headers: { Range: range } });
        assert.equal(res.status, 206, range);
        assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
        assert.equal(res.headers['content-length'], String(end - start + 1), range);
        assert.ok(res.body.equals(bytes.subarray(start, end + 1)), range);
        assert.ok(res.headers.etag, range);
      }
    });

    it(`${name}: answers a range past the end with 416 and bytes */size`, async () => {
      for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
        const res = await site.request(`/${name}`, { headers: { Range: range } });
        assert.equal(res.status, 416, range);
        assert.equal(res.headers['content-range'], `bytes */${size}`, range);
      }
    });

    it(`${name}: sends the whole file when If-Range names another version, a range when it names this one`, async () => {
      const first = await site.request(`/${name}`);
      const etag = first.headers.etag ?? '';
      const lastModified = first.headers['last-modified'] ?? '';
      const stale = await site.request(`/${name}`, {
        headers: { Range: 'bytes=0-9', 'If-Range': '"some-other-version"' },
      });
      assert.equal(stale.status, 200);
      assert.ok(stale.body.equals(bytes));
      const staleDate = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      const oldDate = await site.request(`/${name}`, { headers: { Range: 'bytes=0-9', 'If-Range': staleDate } });
      assert.equal(oldDate.status, 200);
      assert.equal(oldDate.body.length, size);
      const weak = await site.request(`/${name}`, { headers: { Range: 'bytes=0-9', 'If-Range': `W/${etag}` } });
      assert.equal(weak.status, 200, 'a weak validator never matches If-Range');
      for (const validator of [etag, lastModified]) {
        const current = await site.request(`/${name}`, { headers: { Range: 'bytes=0-9', 'If-Range': validator } });
        assert.equal(current.status, 206, validator);
        assert.ok(current.body.equals(bytes.subarray(0, 10)), validator);
      }
    });

    it(`${name}: ignores several ranges, other units, bad syntax and HEAD, sending 200`, async () => {
      for (const range of ['bytes=0-1,4-5', 'items=0-5', 'bytes=9-2', 'bytes=x']) {
        const res = await site.request(`/${name}`, { headers: { Range: range } });
        assert.equal(res.status, 200, range);
        assert.equal(res.body.length, size, range);
      }
      const head = await site.request(`/${name}`, { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length'], String(size));
    });
  }

  it('sends ranges of the identity bytes, never compressed', async () => {
    const res = await site.request('/style.css', { headers: { Range: 'bytes=0-24', 'Accept-Encoding': 'gzip, br' } });
    assert.equal(res.status, 206);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString(), css.slice(0, 25));
    const plain = await site.request('/style.css');
    assert.equal(res.headers.etag, plain.headers.etag, 'a 206 carries the identity ETag');
  });

  it('sends the 404 page whole, ignoring Range', async () => {
    const res = await site.request('/missing', { headers: { Range: 'bytes=0-3' } });
    assert.equal(res.status, 404);
    assert.match(res.body.toString(), /Page Not Found/);
  });
});

describe('serveSite If-Modified-Since', () => {
  let site: StaticServer;
  // Half a second into a whole second: HTTP dates drop the fraction, so the file is not newer than it.
  const modified = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 500));
  const httpDate = new Date(Date.UTC(2025, 0, 2, 3, 4, 5)).toUTCString();

  before(async () => {
    site = await startStaticServer({ 'small.txt': 'small text\n', 'large.bin': large });
    for (const name of ['small.txt', 'large.bin']) await utimes(path.join(site.siteDir, name), modified, modified);
  });
  after(() => site.close());

  for (const name of ['small.txt', 'large.bin']) {
    it(`${name}: 304 when not modified since the date, 200 when modified after it`, async () => {
      const first = await site.request(`/${name}`);
      assert.equal(first.headers['last-modified'], httpDate);
      for (const since of [httpDate, new Date(Date.UTC(2025, 5, 1)).toUTCString()]) {
        const res = await site.request(`/${name}`, { headers: { 'If-Modified-Since': since } });
        assert.equal(res.status, 304, since);
        assert.equal(res.body.length, 0, since);
      }
      const earlier = await site.request(`/${name}`, {
        headers: { 'If-Modified-Since': new Date(Date.UTC(2025, 0, 2, 3, 4, 4)).toUTCString() },
      });
      assert.equal(earlier.status, 200);
      const garbage = await site.request(`/${name}`, { headers: { 'If-Modified-Since': 'not a date' } });
      assert.equal(garbage.status, 200);
    });

    it(`${name}: If-None-Match takes precedence over If-Modified-Since`, async () => {
      const res = await site.request(`/${name}`, {
        headers: { 'If-None-Match': '"another"', 'If-Modified-Since': httpDate },
      });
      assert.equal(res.status, 200);
    });
  }

  it('answers 200 once the file is newer than the date', async () => {
    const newer = new Date(modified.getTime() + 2000);
    await utimes(path.join(site.siteDir, 'small.txt'), newer, newer);
    const res = await site.request('/small.txt', { headers: { 'If-Modified-Since': httpDate } });
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'small text\n');
    assert.equal(res.headers['last-modified'], new Date(Date.UTC(2025, 0, 2, 3, 4, 7)).toUTCString());
  });
});
