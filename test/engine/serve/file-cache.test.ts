import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { createFileCache, type FileCache } from '../../../src/serve/file-cache.js';

describe('createFileCache', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-file-cache-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  async function file(name: string, bytes: number, fill = name.charCodeAt(0)): Promise<string> {
    const target = path.join(dir, name);
    await writeFile(target, Buffer.alloc(bytes, fill));
    return target;
  }
  const load = async (cache: FileCache, target: string) => cache.load(target, await stat(target));

  it('shares one read among concurrent first loads of a file', async () => {
    const cache = createFileCache();
    const target = await file('shared.txt', 5000);
    const stats = await stat(target);
    const loads = await Promise.all(Array.from({ length: 8 }, () => cache.load(target, stats)));
    assert.ok(loads[0]);
    assert.equal(loads[0].body.length, 5000);
    for (const loaded of loads) assert.equal(loaded, loads[0]);
    assert.equal(await load(cache, target), loads[0], 'a later load is served from the cache');
  });

  it('holds no file of the size limit or more', async () => {
    const cache = createFileCache({ maxFileBytes: 4000 });
    assert.equal(await load(cache, await file('big.txt', 4000)), null);
    assert.equal(cache.bytes, 0);
  });

  it('stays within its byte bound, evicting the least recently used file first', async () => {
    const cache = createFileCache({ maxFileBytes: 4000, maxBytes: 10_000 });
    const [a, b, c, d] = await Promise.all(['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((name) => file(name, 3000)));
    const first = { a: await load(cache, a!), b: await load(cache, b!), c: await load(cache, c!) };
    assert.equal(cache.bytes, 9000);
    assert.equal(await load(cache, a!), first.a, 'a is used again, so b is now the oldest');
    await load(cache, d!);
    assert.ok(cache.bytes <= 10_000, `holds ${cache.bytes} bytes`);
    assert.equal(await load(cache, a!), first.a);
    assert.equal(await load(cache, c!), first.c);
    assert.notEqual(await load(cache, b!), first.b, 'b was evicted and read again');
    assert.ok(cache.bytes <= 10_000, `holds ${cache.bytes} bytes`);
  });

  it('counts compressed forms against the bound and makes each once', async () => {
    const cache = createFileCache({ maxFileBytes: 4000, maxBytes: 10_000 });
    const loaded = await load(cache, await file('text.txt', 3000));
    assert.ok(loaded);
    const [gzip, again] = await Promise.all([cache.encode(loaded, 'gzip'), cache.encode(loaded, 'gzip')]);
    assert.equal(gzip, again);
    assert.deepEqual(gunzipSync(gzip), loaded.body);
    assert.equal(cache.bytes, 3000 + gzip.length);
  });

  it('reads a file again when it changes', async () => {
    const cache = createFileCache();
    const target = await file('changing.txt', 100);
    const before = await load(cache, target);
    await writeFile(target, 'changed');
    const after = await load(cache, target);
    assert.equal(after?.body.toString(), 'changed');
    assert.notEqual(after?.etag, before?.etag);
  });
});
