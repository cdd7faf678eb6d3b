import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { fixtureFiles, writeSite } from '../../helpers/build-fixture.js';
import { assertOutputAsCold, cacheEntryWith } from '../../helpers/output-compare.js';

// A search shard made again (one of its pages changed) takes its other pages' records from the cache,
// kept under each page's data key: no body of theirs is read, and the index is the one a cold build makes.

const SITE = fixtureFiles('versioned-site');
const RECORDS = '.docs-build-cache/search-records';
const VERSION_2 = 'versioned_docs/version-2.0';

function build(root: string): Promise<BuildResult> {
  return buildSite({ root, outDir: 'out', cache: true, logger: createMemoryLogger() });
}

/** A site built once with the cache, and the count of its shards (one per version, and one for the other pages). */
async function builtSite(): Promise<{ root: string; shards: number }> {
  const root = writeSite(SITE);
  const first = await build(root);
  const shards = first.cache['search-index']!.misses;
  assert.equal(fs.readdirSync(path.join(root, RECORDS)).filter((name) => name.endsWith('.json')).length, shards);
  return { root, shards };
}

describe("the cache of search shards' records", () => {
  it("after an edit of a released version, its shard is made again from the other pages' cached records and the edited page's new ones", async () => {
    const { root, shards } = await builtSite();
    fs.appendFileSync(path.join(root, VERSION_2, 'setup.md'), '\nBeacon 2 also speaks semaphore.\n');

    const edited = await build(root);
    assert.deepEqual(edited.cache['search-index'], { hits: shards - 1, misses: 1 });
    assert.deepEqual(edited.cache['search-records'], { hits: 1, misses: 0 });
    assert.equal(edited.cache['markdown-bodies'], undefined, 'no body of the unchanged pages is read');
    assert.deepEqual(edited.warnings, []);
    await assertOutputAsCold(root);
    // The entry now holds the new text; the other shards' entries were kept, not pruned.
    cacheEntryWith(root, 'search-records', 'semaphore');
    assert.equal(fs.readdirSync(path.join(root, RECORDS)).filter((name) => name.endsWith('.json')).length, shards);
  });

  it('a file of a released version written again with the same bytes, then deleted: the output is as cold each time', async () => {
    const { root } = await builtSite();
    const setup = path.join(root, VERSION_2, 'setup.md');
    fs.writeFileSync(setup, fs.readFileSync(setup));
    const touched = await build(root);
    assert.deepEqual(touched.warnings, []);
    assert.equal(touched.cache['search-index']!.misses, 0, 'the same bytes make the same shards');
    await assertOutputAsCold(root);

    fs.rmSync(setup);
    fs.writeFileSync(
      path.join(root, VERSION_2, 'guide.md'),
      fs.readFileSync(path.join(root, VERSION_2, 'guide.md'), 'utf8').replace('[setup](./setup.md)', 'setup'),
    );
    const deleted = await build(root);
    assert.deepEqual(
      deleted.warnings.map((warning) => warning.code),
      ['ROUTE_REMOVED'],
      'the page is gone: a warning says so',
    );
    assert.equal(deleted.cache['search-records']?.hits, 1);
    await assertOutputAsCold(root);
  });

  it("a damaged records entry: the shard's records are made again from the pages, with a warning naming the entry, and the output is as cold", async () => {
    const { root } = await builtSite();
    const entry = cacheEntryWith(root, 'search-records', 'Beacon 2 flashes');
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').slice(0, 80));
    fs.appendFileSync(path.join(root, VERSION_2, 'setup.md'), '\nBeacon 2 also speaks semaphore.\n');

    const result = await build(root);
    assert.deepEqual(
      result.warnings.map((warning) => warning.code),
      ['CACHE_ENTRY_UNREADABLE'],
    );
    assert.ok(result.warnings[0]!.message.includes(path.basename(entry)), result.warnings[0]!.message);
    assert.deepEqual(result.cache['search-records'], { hits: 0, misses: 1 });
    await assertOutputAsCold(root);
    // Written whole again: the next edit takes the records from it without a warning.
    fs.appendFileSync(path.join(root, VERSION_2, 'setup.md'), '\nAnd flags.\n');
    const next = await build(root);
    assert.deepEqual(next.warnings, []);
    assert.deepEqual(next.cache['search-records'], { hits: 1, misses: 0 });
    await assertOutputAsCold(root);
  });
});
