import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { RenderedPage } from '../../../src/model/rendered-page.js';
import { hotPageUpdate } from '../../../src/watch/hot-page-update.js';
import { fixturesDir } from '../../helpers/build-fixture.js';

// watch's whole build after a quick update takes the edited page from what the update made: its
// content from the content cache, its HTML from the render memo, not read and rendered a second time.
describe('hotPageUpdate seeds the whole build that follows', () => {
  let root: string;
  const renderMemo = new Map<string, RenderedPage>();
  const build = () =>
    buildSite({ root, write: false, cache: true, drafts: true, logger: createMemoryLogger() }, { renderMemo });
  const intro = () => path.join(root, 'content/docs/intro.md');
  let last: BuildResult;

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docs-build-hot-seed-'));
    await cp(path.join(fixturesDir, 'custom-css-site'), root, { recursive: true });
    last = await build();
  });
  after(() => rm(root, { recursive: true, force: true }));

  for (const [name, edit, otherPagesRender] of [
    ['an edit of the body', (text: string) => `${text}\nOne more paragraph.\n`, false],
    [
      'an edit of the title, which other pages show',
      (text: string) => text.replace(/title: .*/, 'title: Renamed intro'),
      true,
    ],
  ] as const) {
    it(`after ${name}`, async () => {
      await writeFile(intro(), edit(await readFile(intro(), 'utf8')));
      const update = await hotPageUpdate(last.state!, [intro()]);
      assert.ok(update, 'the edit is shown quickly');
      for (const [key, html] of update.memo) renderMemo.set(key, html);
      await update.cacheWritten;
      const next = await build();
      assert.equal(next.cache.markdown?.misses, 0, 'no Markdown page rendered again');
      const memo = next.cache['page-memo']!;
      if (otherPagesRender)
        assert.ok(
          memo.hits >= 1 && memo.misses === next.pages.length - memo.hits,
          `the edited page from the memo (${JSON.stringify(memo)})`,
        );
      else assert.equal(memo.misses, 0, 'no page rendered again');
      for (const [file, html] of update.pages)
        assert.equal(
          Buffer.from(next.files.get(file)!.contents).toString('utf8'),
          Buffer.from(html.html).toString('utf8'),
          `${file} as the whole build makes it`,
        );
      last = next;
    });
  }
});
