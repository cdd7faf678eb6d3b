import assert from 'node:assert/strict';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { HttpResult } from '../../helpers/http-get.js';
import { startStaticServer, type StaticServer } from '../../helpers/static-server.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('serveSite while the output folder is missing', () => {
  let site: StaticServer;
  let moved: string;
  before(async () => {
    site = await startStaticServer({ 'index.html': '<h1>Home</h1>', '404.html': '<h1>Page Not Found</h1>' });
    moved = path.join(site.tempDir, 'site-away');
  });
  after(() => site.close());

  it('waits for a folder that comes back and serves it with 200', async () => {
    await rename(site.siteDir, moved);
    const logged = site.logs.length;
    let settled = false;
    const pending = site.request('/').finally(() => {
      settled = true;
    });
    // Put the folder back only once the server says it is waiting, so the request must have waited.
    await waitFor(
      'the server to wait for the folder',
      () => settled || site.logs.slice(logged).some((line) => /missing; waiting/.test(line.message)),
      { intervalMs: 5 },
    );
    await rename(moved, site.siteDir);
    const res: HttpResult = await pending;
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /Home/);
  });

  it('answers 503 with Retry-After, not 500, when the folder stays missing', async () => {
    await rename(site.siteDir, moved);
    try {
      const [page, missing] = await Promise.all([site.request('/'), site.request('/nope', { method: 'HEAD' })]);
      for (const res of [page, missing]) {
        assert.equal(res.status, 503);
        assert.ok(Number(res.headers['retry-after']) > 0);
      }
    } finally {
      await rename(moved, site.siteDir);
    }
    const back = await site.request('/');
    assert.equal(back.status, 200);
  });
});
