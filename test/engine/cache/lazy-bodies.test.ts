import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { fixtureFiles, writeSite } from '../../helpers/build-fixture.js';
import { assertOutputAsCold, cacheEntryWith } from '../../helpers/output-compare.js';

// A writing build with the cache reads a cached page's body (its HTML, Markdown and text) only when it
// makes something of it again; the pages it links from the last output are never read whole.

const SITE = fixtureFiles('versioned-site');
/** The Markdown pages of the fixture: 4 in the current docs, 3 + 5 + 3 in the released versions, 1 standalone. */
const MARKDOWN_PAGES = 16;
const BODIES = '.docs-build-cache/markdown-bodies';
const RECORDS = '.docs-build-cache/search-records';

function build(root: string): Promise<BuildResult> {
  return buildSite({ root, outDir: 'out', cache: true, logger: createMemoryLogger() });
}

describe('the bodies of cached pages', () => {
  it('after an edit of the current docs, only the bodies of the current docs are read; the others are kept, and the output is as cold', async () => {
    const root = writeSite(SITE);
    const first = await build(root);
    assert.deepEqual(first.cache.markdown, { hits: 0, misses: MARKDOWN_PAGES });
    fs.appendFileSync(path.join(root, 'docs/guide.md'), '\nA closing line, next.\n');

    const second = await build(root);
    assert.deepEqual(second.cache.markdown, { hits: MARKDOWN_PAGES - 1, misses: 1 });
    // The other current docs share the edited page's search shard, made again with their records from the cache: no body is read.
    assert.deepEqual(second.cache['markdown-bodies'], undefined);
    assert.deepEqual(second.cache['search-records'], { hits: 1, misses: 0 });
    assert.deepEqual(second.cache.pages!.misses, 1);
    assert.deepEqual(second.warnings, []);
    await assertOutputAsCold(root);

    // Unread, the bodies were not pruned: a build with no edit reads none and still writes the same site.
    assert.equal(
      fs.readdirSync(path.join(root, BODIES)).filter((name) => name.endsWith('.json')).length,
      MARKDOWN_PAGES,
    );
    const third = await build(root);
    assert.deepEqual(third.cache['markdown-bodies'], undefined);
    await assertOutputAsCold(root);
  });

  it('a body that is missing or damaged when it is needed: its page renders again, with a warning, and the output is as cold', async () => {
    const root = writeSite(SITE);
    await build(root);
    fs.rmSync(cacheEntryWith(root, 'markdown-bodies', 'Setting up Beacon (next)'));
    const damaged = cacheEntryWith(root, 'markdown-bodies', 'Welcome to Beacon next');
    fs.writeFileSync(damaged, fs.readFileSync(damaged, 'utf8').slice(0, 60));
    // The edit makes the current docs' search shard again, which needs the text of both pages (its
    // records are not in the cache either).
    fs.rmSync(path.join(root, RECORDS), { recursive: true });
    fs.appendFileSync(path.join(root, 'docs/guide.md'), '\nA closing line, next.\n');

    const result = await build(root);
    assert.deepEqual(
      result.warnings.map((warning) => warning.code),
      ['CACHE_ENTRY_UNREADABLE', 'CACHE_ENTRY_UNREADABLE'],
    );
    // The edited page and the two whose bodies could not be read are rendered again.
    assert.deepEqual(result.cache.markdown, { hits: MARKDOWN_PAGES - 3, misses: 3 });
    await assertOutputAsCold(root);

    // Both bodies are whole again: the next build after an edit that needs them reads them without a warning.
    fs.rmSync(path.join(root, RECORDS), { recursive: true });
    fs.appendFileSync(path.join(root, 'docs/guide.md'), '\nOne more line.\n');
    const next = await build(root);
    assert.deepEqual(next.warnings, []);
    assert.deepEqual(next.cache['markdown-bodies'], { hits: 3, misses: 0 });
    await assertOutputAsCold(root);
  });
});
