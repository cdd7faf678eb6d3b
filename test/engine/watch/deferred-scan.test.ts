import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { fixturesDir } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';
import { waitFor } from '../../helpers/wait-for.js';

// watch starts watching files once its first build is done; an edit made after the first build read
// a file, and before the scan, has no event of its own.
describe('docs-build watch and an edit made before its first scan', () => {
  let root: string;
  let release: string;
  let holding: string;
  let starting: Promise<WatchHandle> | undefined;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-scan-'));
    await cp(path.join(fixturesDir, 'held-first-build-site'), root, { recursive: true });
    // Written long before watch starts, as a site's files are: only the edit is newer than the start.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), anHourAgo, anHourAgo);
    release = path.join(root, '..', `${path.basename(root)}-release`);
    holding = path.join(root, '..', `${path.basename(root)}-holding`);
    process.env.DOCS_BUILD_TEST_RELEASE = release;
    process.env.DOCS_BUILD_TEST_HOLDING = holding;
  });
  after(async () => {
    await writeFile(release, '');
    await (await starting?.catch(() => undefined))?.close();
    delete process.env.DOCS_BUILD_TEST_RELEASE;
    delete process.env.DOCS_BUILD_TEST_HOLDING;
    await rm(release, { force: true });
    await rm(holding, { force: true });
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('shows an edit saved while the first build renders, after it read the file', async () => {
    const logger = createMemoryLogger();
    starting = watchSite({ root, port: 0, logger });
    // The build renders (and holds) the held page: it has read every content file.
    await waitFor('the first build to hold', () => existsSync(holding));
    const guideFile = path.join(root, 'content/docs/guide.md');
    await writeFile(guideFile, (await readFile(guideFile, 'utf8')).replace('Install it.', 'Install it twice.'));
    await writeFile(release, '');
    const watching = await starting;
    const shown = async () => {
      await watching.idle();
      return (await httpGet(watching.url, '/held/guide')).body.toString('utf8').includes('Install it twice.');
    };
    await waitFor('the edit to be served', shown, { timeoutMs: 20_000 });
    assert.equal(watching.lastBuildOk, true);
  });
});
