import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../../src/build/build-site.js';
import { textKey } from '../../../src/cache/source-text-key.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { SourceChangedDuringBuild, withTextFromDisk } from '../../../src/discover/source-text.js';
import { writeSite } from '../../helpers/build-fixture.js';
import { assertOutputAsCold } from '../../helpers/output-compare.js';
import { settleFiles } from '../../helpers/settle-files.js';

// A build that writes with the cache reads only the content files changed since the last one: a file
// that is still the same file (device, inode, size, modification time) keeps the text key and front
// matter the last build found, and a folder none of whose folders changed keeps its listing.

const SITE = {
  'content/docs/index.md': '---\ntitle: Home\n---\n\nRead [the guide](./guides/guide.md#setup).\n',
  'content/docs/guides/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nStep one.\n',
  'content/docs/guides/other.md': '# Other\n\nNothing else.\n',
};
const FILES = Object.keys(SITE).length;

function build(root: string): Promise<BuildResult> {
  return buildSite({ root, outDir: 'out', cache: true, logger: createMemoryLogger() });
}

const page = (root: string, route: string) => fs.readFileSync(path.join(root, 'out', route, 'index.html'), 'utf8');

describe('content files a cached build does not read again', () => {
  it('reads only the files edited since the last build, and writes what a cold build writes', async () => {
    const root = writeSite(SITE);
    settleFiles(root);
    assert.deepEqual((await build(root)).cache.sources, { hits: 0, misses: FILES });
    assert.deepEqual((await build(root)).cache.sources, { hits: FILES, misses: 0 });

    fs.appendFileSync(path.join(root, 'content/docs/guides/other.md'), '\nA new closing line.\n');
    settleFiles(root);
    const edited = await build(root);
    assert.deepEqual(edited.cache.sources, { hits: FILES - 1, misses: 1 });
    assert.deepEqual(edited.cache.markdown, { hits: FILES - 1, misses: 1 });
    assert.match(page(root, 'guides/other'), /A new closing line\./);
    await assertOutputAsCold(root);
  });

  it('reads a file edited moments ago every time, until its stats are two seconds old', async () => {
    const root = writeSite(SITE);
    settleFiles(root);
    await build(root);
    // Saved now: within the same tick of the file system's clock it could change again unseen.
    fs.appendFileSync(path.join(root, 'content/docs/guides/other.md'), '\nFirst.\n');
    assert.deepEqual((await build(root)).cache.sources, { hits: FILES - 1, misses: 1 });
    fs.appendFileSync(path.join(root, 'content/docs/guides/other.md'), '\nSecond.\n');
    assert.deepEqual((await build(root)).cache.sources, { hits: FILES - 1, misses: 1 });
    assert.match(page(root, 'guides/other'), /Second\./);
    settleFiles(root);
    await build(root);
    assert.deepEqual((await build(root)).cache.sources, { hits: FILES, misses: 0 });
  });

  it('finds files added, removed and renamed, and a content folder made since', async () => {
    const root = writeSite(SITE);
    settleFiles(root);
    await build(root);

    fs.writeFileSync(path.join(root, 'content/docs/guides/added.md'), '# Added\n\nA page of its own.\n');
    fs.mkdirSync(path.join(root, 'content/blog'));
    fs.writeFileSync(path.join(root, 'content/blog/2026-12-01-news.md'), '---\ntitle: News\n---\n\nFresh news.\n');
    settleFiles(root);
    await build(root);
    assert.match(page(root, 'guides/added'), /A page of its own\./);
    assert.match(page(root, 'blog/news'), /Fresh news\./);
    await assertOutputAsCold(root);

    fs.renameSync(path.join(root, 'content/docs/guides/added.md'), path.join(root, 'content/docs/guides/moved.md'));
    fs.rmSync(path.join(root, 'content/docs/guides/other.md'));
    settleFiles(root);
    await build(root);
    assert.match(page(root, 'guides/moved'), /A page of its own\./);
    assert.ok(!fs.existsSync(path.join(root, 'out/guides/added')), 'the old route is gone');
    assert.ok(!fs.existsSync(path.join(root, 'out/guides/other')), 'the removed page is gone');
    await assertOutputAsCold(root);
  });

  it('takes front matter from the last build while a file is unchanged, and from the file once it is edited', async () => {
    const root = writeSite(SITE);
    settleFiles(root);
    await build(root);
    assert.match(page(root, 'guides/guide'), /<title>Guide/);

    fs.writeFileSync(
      path.join(root, 'content/docs/guides/guide.md'),
      '---\ntitle: Setup guide\nslug: /setup\n---\n\n## Setup\n\nStep one.\n',
    );
    settleFiles(root);
    const result = await build(root);
    assert.deepEqual(result.cache.sources, { hits: FILES - 1, misses: 1 });
    assert.match(page(root, 'setup'), /<title>Setup guide/);
    // The home page links to the guide: rendered again for its new route, its text read then.
    assert.match(page(root, ''), /href="\/setup#setup"/);
    await assertOutputAsCold(root);
  });

  it('still fails on a link out of the site added to a folder it knew', async () => {
    const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-snapshot-link-'));
    const root = path.join(sandbox, 'site');
    fs.cpSync(writeSite(SITE), root, { recursive: true });
    fs.writeFileSync(path.join(sandbox, 'secret.md'), '# Secret\n');
    settleFiles(root);
    await build(root);

    fs.symlinkSync(path.join(sandbox, 'secret.md'), path.join(root, 'content/docs/guides/secret.md'));
    settleFiles(root);
    const failure = await build(root).then(
      () => assert.fail('the build succeeded'),
      (error: unknown) => error,
    );
    assert.ok(failure instanceof BuildError);
    assert.deepEqual(
      failure.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.location?.file]),
      [['CONTENT_LINK_OUTSIDE', 'content/docs/guides/secret.md']],
    );
  });

  it('starts over reading every file when one whose stats did not change turns out changed', async () => {
    const root = writeSite(SITE);
    const guide = path.join(root, 'content/docs/guides/guide.md');
    const home = path.join(root, 'content/docs/index.md');
    settleFiles(root);
    await build(root);

    // The home page rewritten to the same size with its old modification time: its stats say unchanged.
    const { atime, mtime } = fs.statSync(home);
    const text = fs.readFileSync(home, 'utf8');
    fs.writeFileSync(home, text.replace('Read', 'Open'));
    fs.utimesSync(home, atime, mtime);
    // The guide's new route makes the home page render again: its text is read then, and is not what
    // the last build found.
    fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('title: Guide', 'title: Guide\nslug: /setup'));
    settleFiles(root);
    const result = await build(root);
    assert.deepEqual(result.cache.sources, undefined, 'the build that started over read every file, not counted');
    assert.match(page(root, ''), /Open <a href="\/setup#setup"/);
    await assertOutputAsCold(root);
  });
});

describe('withTextFromDisk', () => {
  it('reads the text when first asked for, and refuses a file that no longer has the known text', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-text-from-disk-'));
    const absPath = path.join(root, 'page.md');
    fs.writeFileSync(absPath, '---\ntitle: Page\n---\n\nBody.\n');
    const fields = { kind: 'doc' as const, file: 'content/docs/page.md', absPath, extension: '.md' as const };
    const source = withTextFromDisk({
      ...fields,
      textKey: textKey('---\ntitle: Page\n---\n\nBody.\n'),
      frontMatter: { title: 'Page' },
      id: 'page',
      route: '/page',
    });
    assert.equal(source.body, '\n\n\n\nBody.\n', 'the front matter blanked out, as discover gives it');
    assert.equal(source.text, '---\ntitle: Page\n---\n\nBody.\n');
    assert.equal({ ...source }.text, source.text, 'a copy has the text too');

    fs.writeFileSync(absPath, 'Changed.\n');
    const unread = withTextFromDisk({
      ...fields,
      textKey: textKey('Body.\n'),
      frontMatter: {},
      id: 'page',
      route: '/page',
    });
    assert.throws(() => unread.text, SourceChangedDuringBuild);
  });
});
