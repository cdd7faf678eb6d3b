import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { hotPageUpdate } from '../../../src/watch/hot-page-update.js';
import { stateIndex } from '../../../src/watch/state-index.js';
import { watchSite, type WatchHandle } from '../../../src/watch/watch-site.js';
import { fixtureFiles, writeSite } from '../../helpers/build-fixture.js';
import { coldBuild, firstMismatch, readFolder } from '../../helpers/output-compare.js';
import { settleFiles } from '../../helpers/settle-files.js';
import { waitFor } from '../../helpers/wait-for.js';

const SILENT = createMemoryLogger();
const SITE = fixtureFiles('versioned-site');

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} contains ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** Edits in the current docs and in old versions; after each, watch and a cached build must equal a cold build. */
const STEPS: [name: string, edit: (file: (relative: string) => string) => void][] = [
  ['a body in the current docs', (file) => fs.appendFileSync(file('docs/guide.md'), '\nA closing line, next.\n')],
  [
    'a body in an old version',
    (file) => replaceIn(file('versioned_docs/version-2.0/guide.md'), 'Beacon 2 flashes', 'Beacon 2 blinks'),
  ],
  [
    'a title in the last version',
    (file) => replaceIn(file('versioned_docs/version-3.0/setup.md'), 'title: Setup', 'title: Setting up'),
  ],
  [
    'a doc added to an old version',
    (file) => fs.writeFileSync(file('versioned_docs/version-1.0/extra.md'), '---\ntitle: Extra\n---\n\nMore of 1.0.\n'),
  ],
  ["a version's sidebar", (file) => replaceIn(file('versioned_sidebars/version-3.0-sidebars.json'), '"guide",\n', '')],
  ['a doc deleted from an old version', (file) => fs.unlinkSync(file('versioned_docs/version-1.0/extra.md'))],
  ['a version dropped from versions.json', (file) => fs.writeFileSync(file('versions.json'), '["3.0", "2.0"]\n')],
  ['a version back in versions.json', (file) => fs.writeFileSync(file('versions.json'), '["3.0", "2.0", "1.0"]\n')],
  [
    'the config of a version',
    (file) =>
      replaceIn(
        file('site.config.ts'),
        "routeBasePath: '/docs' }",
        "routeBasePath: '/docs', versions: { current: { label: 'Canary' } } }",
      ),
  ],
];

describe('on a versioned site, watch and the build cache give what a cold build gives, edit after edit', () => {
  let root: string;
  let outDir: string;
  let watching: WatchHandle;
  const file = (relative: string) => path.join(root, relative);
  let previous = new Map<string, Buffer>();

  before(async () => {
    root = writeSite(SITE);
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-versions-differential-out-'));
    fs.rmSync(outDir, { recursive: true });
    // Settled (as if saved half a minute ago) before every cached build, which then reads only the
    // files changed since the last one (see `listContentFolder`).
    settleFiles(root);
    watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    await buildSite({ root, outDir, cache: true, logger: SILENT });
  });

  after(async () => {
    await watching?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  for (const [name, edit] of STEPS) {
    it(`after ${name}`, async () => {
      edit(file);
      const cold = await coldBuild(root);
      let mismatch: string | undefined;
      const served = async () => {
        await watching.idle();
        mismatch = await firstMismatch(watching.url, cold, previous);
        return mismatch === undefined;
      };
      await waitFor('watch to serve what the cold build gave', served, { timeoutMs: 20_000 }).catch(() =>
        assert.fail(mismatch),
      );
      assert.equal(watching.lastBuildOk, true, 'the watch build succeeded');

      settleFiles(root);
      const { cache } = await buildSite({ root, outDir, cache: true, logger: SILENT });
      assert.ok(cache.sources!.hits > 0, 'the cached build takes the files it knew unchanged from the last one');
      const cached = readFolder(outDir);
      assert.deepEqual([...cached.keys()].sort(), [...cold.keys()].sort(), 'the cached build writes the same files');
      for (const [output, expected] of cold)
        assert.ok(cached.get(output)!.equals(expected), `the cached build writes ${output} as a cold build does`);
      previous = cold;
    });
  }
});

describe('a cached build after an edit of one version', () => {
  it('renders the edited doc alone and keeps the other versions’ search shards', async () => {
    const root = writeSite(SITE);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-versions-cached-out-'));
    try {
      await buildSite({ root, outDir, cache: true, logger: SILENT });
      const shards = () => {
        const settings = JSON.parse(fs.readFileSync(path.join(outDir, 'search/settings.json'), 'utf8')) as {
          indexUrls: string[];
          indexTags: string[];
        };
        return new Map(settings.indexTags.map((tag, i) => [tag, settings.indexUrls[i]!]));
      };
      const before = shards();
      replaceIn(path.join(root, 'versioned_docs/version-2.0/guide.md'), 'Beacon 2 flashes', 'Beacon 2 blinks');
      const result = await buildSite({ root, outDir, cache: true, logger: SILENT });
      assert.deepEqual(result.cache.markdown, {
        hits: Object.keys(SITE).filter((f) => f.endsWith('.md')).length - 1,
        misses: 1,
      });
      // all-docs.txt, llms.txt and llms-full.txt list the last version (3.0) alone: linked, not made again.
      assert.deepEqual(result.cache['site-files'], { hits: 3, misses: 0 });
      const after = shards();
      for (const [tag, url] of before)
        if (tag === 'docs-default-2.0') assert.notEqual(after.get(tag), url, 'the edited version is indexed again');
        else assert.equal(after.get(tag), url, `the ${tag} shard is the one of the last build`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('hotPageUpdate on a versioned site: the page shown first is the one the whole build gives', () => {
  let root: string;
  const file = (relative: string) => path.join(root, relative);
  before(() => {
    root = writeSite(SITE);
  });
  after(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  for (const [edited, output] of [
    ['versioned_docs/version-1.0/guide.md', 'docs/1.0/guide/index.html'],
    ['docs/guide.md', 'docs/next/guide/index.html'],
  ] as const)
    it(`renders an edit of ${edited} alone, byte for byte as a cold build`, async () => {
      const { state } = await buildSite({ root, write: false, cache: false, logger: SILENT });
      fs.appendFileSync(file(edited), '\nA paragraph of the quick path test.\n');
      const update = await hotPageUpdate(state!, [file(edited)]);
      assert.ok(update, 'a body edit is shown alone');
      assert.deepEqual([...update.pages.keys()], [output]);
      const cold = await coldBuild(root);
      assert.equal(Buffer.from(update.pages.get(output)!.html).toString('utf8'), cold.get(output)!.toString('utf8'));
    });

  // watch goes on from the state each update leaves: its lookups are made from the last ones, the
  // content files' routes (links resolve against them) made once per build, not at every edit.
  it('renders edit after edit from the state the last update left, its links resolved as a cold build', async () => {
    const { state } = await buildSite({ root, write: false, cache: false, logger: SILENT });
    const routes = stateIndex(state!).contentRoutes;
    let last = state!;
    for (const [edited, output] of [
      ['versioned_docs/version-2.0/guide.md', 'docs/2.0/guide/index.html'],
      ['docs/guide.md', 'docs/next/guide/index.html'],
      ['versioned_docs/version-2.0/guide.md', 'docs/2.0/guide/index.html'],
    ] as const) {
      fs.appendFileSync(file(edited), `\nA paragraph of the chained edits test, after ${output}.\n`);
      const update = await hotPageUpdate(last, [file(edited)]);
      assert.ok(update, `the edit of ${edited} is shown alone`);
      const cold = await coldBuild(root);
      assert.equal(
        Buffer.from(update.pages.get(output)!.html).toString('utf8'),
        cold.get(output)!.toString('utf8'),
        `${output} as a cold build gives it`,
      );
      assert.equal(update.state.site.sidebars, state!.site.sidebars, 'no routes stage for a body edit');
      assert.equal(stateIndex(update.state).contentRoutes, routes, 'the routes of the build, not made again');
      last = update.state;
    }
  });
});
