import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { collectPageErrors, launchBrowser } from '../../helpers/browser.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

/** A port free now: watch only prints its URL after the first build, and the test asks during it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first answer of `url` once the server accepts connections (it starts listening just after watch starts). */
async function firstAnswer(url: string): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      await delay(10); // Not listening yet: the next try.
    }
  }
}

describe('docs-build watch while its first build runs, in Chromium', () => {
  let root: string;
  let starting: Promise<WatchHandle>;
  let browser: Browser;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-first-'));
    await cp(path.join(fixturesDir, 'base-url-site'), root, { recursive: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await (await starting?.catch(() => undefined))?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('answers a page asked for during the first build with the "Building the site" page (200), which then shows the page', async () => {
    const port = await freePort();
    starting = watchSite({ root, port, logger: createMemoryLogger() });
    const url = `http://127.0.0.1:${port}/handbook/guide`;
    const building = await firstAnswer(url);
    assert.equal(building.status, 200, 'the placeholder answers 200, not 404');
    assert.match(await building.text(), /Building the site/);
    // An asset is not answered with the placeholder.
    assert.equal((await fetch(`http://127.0.0.1:${port}/handbook/assets/none.js`)).status, 404);

    const page = await browser.newPage();
    const { messages } = collectPageErrors(page);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') statuses.push(response.status());
    });
    await page.goto(url);
    // Whether the build was still running when the tab asked or not, it ends on the page itself.
    await page.getByRole('heading', { level: 1, name: 'Guide' }).waitFor();
    await page.getByText('Back to the').waitFor();
    const watching = await starting;
    assert.equal(watching.lastBuildOk, true);
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
      'every document the tab loaded answered 200',
    );
    assert.deepEqual(messages, []);
    await page.close();
  });
});
