import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { RenderedPage } from '../../../src/model/rendered-page.js';
import type { IndexShard } from '../../../src/search/local-index-shards.js';
import { BuildInterrupted } from '../../../src/watch/build-turns.js';
import { outputContents } from '../../../src/write/output-files.js';
import { fixturesDir, writeSite } from '../../helpers/build-fixture.js';
import { coldBuild } from '../../helpers/output-compare.js';

const SILENT = createMemoryLogger();
const FOLDERS = ['alpha', 'beta', 'gamma'];
const PAGES_PER_FOLDER = 8;

/** Docs in folders that link each other, a blog post and a spec: every stage has work to do. */
function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.ts':
      "export default {\n  title: 'Superseded',\n  url: 'https://superseded.example.com',\n  openapi: [{ id: 'small', file: 'openapi/small.yaml', routeBase: '/api', label: 'API' }],\n};\n",
    'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [the first page](./alpha/page-1.md).\n',
    'content/blog/2026-01-02-hello.md': '---\ntitle: Hello\nauthors: []\n---\n\nThe first post.\n',
    'openapi/small.yaml': fs.readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8'),
  };
  for (const folder of FOLDERS)
    for (let n = 1; n <= PAGES_PER_FOLDER; n++)
      files[`content/docs/${folder}/page-${n}.md`] =
        `---\ntitle: ${folder} ${n}\nsidebar_position: ${n}\n---\n\nPage ${n} of ${folder}, next to [the home page](../index.md).\n\n## Details\n\nMore about ${folder} ${n}.\n`;
  return files;
}

describe('a whole build of watch dropped in the middle of a stage', () => {
  let root: string;
  // Kept from build to build, as watch keeps them.
  const renderMemo = new Map<string, RenderedPage>();
  const shardMemo = new Map<string, IndexShard>();
  const page = (folder: string, n: number) => path.join(root, `content/docs/${folder}/page-${n}.md`);

  before(() => {
    root = writeSite(siteFiles());
  });
  after(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  /** watch's in-memory build, its checkpoint dropping it at call `dropAt` (never when undefined); how many calls it made. */
  async function watchBuild(dropAt?: number) {
    let calls = 0;
    const checkpoint = async () => {
      calls++;
      if (calls === dropAt) throw new BuildInterrupted();
    };
    const build = buildSite(
      { root, write: false, cache: true, drafts: true, headAdditions: false, logger: SILENT },
      { renderMemo, shardMemo, checkpoint },
    );
    const result = await build.catch((error: unknown) => {
      if (error instanceof BuildInterrupted) return undefined;
      throw error;
    });
    return { result, calls };
  }

  it('yields within the long stages, a step per file and page, not only between stages', async () => {
    const { result, calls } = await watchBuild();
    assert.ok(result);
    // Nine checkpoints sit between the stages; the rest are within discover, content, routes and the render loop.
    assert.ok(calls > 3 * result.pages.length, `${calls} checkpoints for ${result.pages.length} pages`);
  });

  it('leaves what the next build makes as a cold build makes it, wherever it was dropped', async () => {
    const { calls } = await watchBuild();
    // Dropped at points spread over the whole build, each after an edit, then built to the end.
    const points = Array.from({ length: 12 }, (_, i) => Math.max(1, Math.round(((i + 0.5) * calls) / 12)));
    for (const [i, dropAt] of points.entries()) {
      const folder = FOLDERS[i % FOLDERS.length]!;
      fs.appendFileSync(page(folder, (i % PAGES_PER_FOLDER) + 1), `\nAn edit made before checkpoint ${dropAt}.\n`);
      const dropped = await watchBuild(dropAt);
      assert.equal(dropped.result, undefined, `the build was dropped at checkpoint ${dropAt}`);
      fs.appendFileSync(page(folder, ((i + 3) % PAGES_PER_FOLDER) + 1), `\nAn edit made after checkpoint ${dropAt}.\n`);
      const { result } = await watchBuild();
      assert.ok(result);
      const cold = await coldBuild(root);
      assert.deepEqual([...result.files.keys()].sort(), [...cold.keys()].sort(), 'the same files');
      for (const [name, expected] of cold)
        assert.ok(
          Buffer.from(outputContents(result.files.get(name)!)).equals(expected),
          `${name} as a cold build makes it, after a build dropped at checkpoint ${dropAt}`,
        );
    }
  });
});
