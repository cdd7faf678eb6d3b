import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import type { RenderedContent } from '../../../src/model/rendered-content.js';
import { outputContents } from '../../../src/write/output-files.js';
import { writeSite } from '../../helpers/build-fixture.js';

const SILENT = createMemoryLogger();
const PAGES = 6;

function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'site.config.ts': "export default { title: 'Memo', url: 'https://memo.example.com' };\n",
    'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [the first page](./guide/page-1.md#details).\n',
  };
  for (let n = 1; n <= PAGES; n++)
    files[`content/docs/guide/page-${n}.md`] =
      `---\ntitle: Page ${n}\n---\n\nPage ${n}, next to [the home page](../index.md).\n\n## Details\n\n\`\`\`js\nconst n = ${n};\n\`\`\`\n`;
  return files;
}

describe("watch's memo of the Markdown pages' contents", () => {
  let root: string;
  before(() => {
    root = writeSite(siteFiles());
  });
  after(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const build = (contentMemo: Map<string, RenderedContent>) =>
    buildSite({ root, write: false, cache: true, logger: SILENT }, { contentMemo });
  const served = (files: Map<string, { contents: string | Uint8Array }>) =>
    new Map([...files].map(([name, file]) => [name, Buffer.from(outputContents(file)).toString('base64')]));

  it('gives a whole build the contents of the last one, without their bodies read from the cache', async () => {
    const memo = new Map<string, RenderedContent>();
    const first = await build(memo);
    assert.equal(memo.size, PAGES + 1, 'every Markdown page, by its data key');
    // The bodies are gone from the cache: only the memo can give them.
    fs.rmSync(path.join(root, '.docs-build-cache/markdown-bodies'), { recursive: true, force: true });

    const second = await build(memo);
    assert.deepEqual(second.cache.markdown, { hits: PAGES + 1, misses: 0 });
    assert.deepEqual(served(second.files), served(first.files), 'the same output');
    const kept = new Set(memo.values());
    for (const content of second.state!.rendered.values()) assert.ok(kept.has(content), 'the memo held it');

    const withoutMemo = await build(new Map());
    assert.deepEqual(withoutMemo.cache.markdown, { hits: 0, misses: PAGES + 1 }, 'no memo: rendered again');
    assert.deepEqual(served(withoutMemo.files), served(first.files));
  });

  it('renders a page whose file changed, and keeps the memo to the contents of the last build', async () => {
    const memo = new Map<string, RenderedContent>();
    await build(memo);
    fs.appendFileSync(path.join(root, 'content/docs/guide/page-2.md'), '\nOne more line.\n');
    const edited = await build(memo);
    assert.deepEqual(edited.cache.markdown, { hits: PAGES, misses: 1 });
    const page = [...edited.files].find(([name]) => name === 'guide/page-2/index.html');
    assert.ok(page && String(outputContents(page[1])).includes('One more line.'));
    assert.deepEqual(new Set(memo.values()), new Set(edited.state!.rendered.values()));
  });
});
