import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
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

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-watch-scan-'));
    await cp(path.join(fixturesDir, 'held-first-build-site'), root, { recursive: true });
    await writeFile(path.join(root, 'content/docs/extra.md'), '---\ntitle: Extra\n---\n\nA page no other links to.\n');
    // Written long before watch starts, as a site's files are: only the edit is newer than the start.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) await utimes(path.join(entry.parentPath, entry.name), anHourAgo, anHourAgo);
    release = path.join(root, '..', `${path.basename(root)}-release`);
    holding = path.join(root, '..', `${path.basename(root)}-holding`);
    process.env.DOCS_BUILD_TEST_RELEASE = release;
    process.env.DOCS_BUILD_TEST_HOLDING = holding;
  });
  afterEach(async () => {
    await writeFile(release, '');
    await (await starting?.catch(() => undefined))?.close();
    delete process.env.DOCS_BUILD_TEST_RELEASE;
    delete process.env.DOCS_BUILD_TEST_HOLDING;
    await rm(release, { force: true });
    await rm(holding, { force: true });
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** Starts watch, makes `edit` once its first build has read every content file and holds, then lets the build go on. */
  async function watchWithEditDuringFirstBuild(edit: () => Promise<void>): Promise<WatchHandle> {
    starting = watchSite({ root, port: 0, logger: createMemoryLogger() });
    await waitFor('the first build to hold', () => existsSync(holding));
    await edit();
    await writeFile(release, '');
    return starting;
  }

  it('shows an edit saved while the first build renders, after it read the file', async () => {
    const guideFile = path.join(root, 'content/docs/guide.md');
    const watching = await watchWithEditDuringFirstBuild(async () =>
      writeFile(guideFile, (await readFile(guideFile, 'utf8')).replace('Install it.', 'Install it twice.')),
    );
    const shown = async () => {
      await watching.idle();
      return (await httpGet(watching.url, '/held/guide')).body.toString('utf8').includes('Install it twice.');
    };
    await waitFor('the edit to be served', shown, { timeoutMs: 20_000 });
    assert.equal(watching.lastBuildOk, true);
  });

  it('drops a page deleted while the first build renders, after it read the file', async () => {
    const watching = await watchWithEditDuringFirstBuild(() => rm(path.join(root, 'content/docs/extra.md')));
    const gone = async () => {
      await watching.idle();
      return watching.lastBuildOk && (await httpGet(watching.url, '/held/extra')).status === 404;
    };
    await waitFor('the deleted page to be gone', gone, { timeoutMs: 20_000 });
  });
});
