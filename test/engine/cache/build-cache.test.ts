import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, type BuildResult } from '../../../src/build/build-site.js';
import type { RenderedPage } from '../../../src/model/rendered-page.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { createBuildCache } from '../../../src/cache/build-cache.js';
import type { IndexShard } from '../../../src/search/local-index-shards.js';
import { fixturesDir, repoRoot, writeSite } from '../../helpers/build-fixture.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';

/** Builds `root` into `out` (relative to the root), with or without the cache. */
function build(root: string, out: string, cache = true): Promise<BuildResult> {
  return buildSite({ root, outDir: out, cache, logger: createMemoryLogger() });
}

/** A cached build and a cold build of the same tree, which must be byte for byte the same. */
async function assertSameAsCold(root: string, cached: string): Promise<void> {
  const cold = `${cached}-cold`;
  await build(root, cold, false);
  assert.deepEqual(snapshotTree(path.join(root, cached)), snapshotTree(path.join(root, cold)));
}

function cacheEntries(root: string, namespace: string): string[] {
  return fs.readdirSync(path.join(root, '.docs-build-cache', namespace)).filter((name) => name.endsWith('.json'));
}

const smallSite = {
  'content/docs/index.md': '# Home\n\nRead [the guide](./guide.md#setup).\n\n![Flow](/img/flow.svg)\n',
  'content/docs/guide.md': '# Guide\n\n## Setup\n\nStep one.\n',
  'content/docs/other.md': '# Other\n\n```js\nconst answer = 42;\n```\n',
  'static/img/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe('the persistent build cache', () => {
  it('a build of the repository site from the cache is byte-identical to a cold one, and renders no Markdown or spec again', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-site-'));
    for (const entry of ['content', 'openapi', 'static', 'site.config.ts'])
      fs.cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
    const first = await build(root, 'first');
    assert.ok(first.cache.markdown!.misses > 20);
    const second = await build(root, 'second');
    assert.deepEqual(second.cache.markdown, { hits: first.cache.markdown!.misses, misses: 0 });
    assert.deepEqual(second.cache.openapi, { hits: 1, misses: 0 });
    assert.deepEqual(second.cache['module-pages'], { hits: 1, misses: 0 });
    // A shard is taken from the output folder it was written to, as the pages are.
    assert.deepEqual(second.cache['search-index'], { hits: 0, misses: 1 });
    const third = await build(root, 'second');
    assert.deepEqual(third.cache['search-index'], { hits: 1, misses: 0 });
    assert.deepEqual(third.cache.pages, { hits: third.pages.length, misses: 0 });
    await assertSameAsCold(root, 'second');
    assert.deepEqual(snapshotTree(path.join(root, 'first')), snapshotTree(path.join(root, 'second')));
  });

  it('renders again only what an edit reaches: the page, and the pages whose links lead to it', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');

    fs.appendFileSync(path.join(root, 'content/docs/guide.md'), '\nStep two.\n');
    const edited = await build(root, 'out');
    assert.deepEqual(edited.cache.markdown, { hits: 2, misses: 1 });
    assert.deepEqual(edited.cache['search-index'], { hits: 0, misses: 1 }, "the guide's text is in the index");
    assert.equal(
      edited.cache.pages!.misses,
      1,
      "only the guide's HTML is rendered again; the other pages are linked from the last output",
    );
    await assertSameAsCold(root, 'out');

    // A new title shows in the sidebar of every page: every page renders again.
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Getting started\n\n## Setup\n\nStep one.\n');
    const retitled = await build(root, 'out');
    assert.equal(retitled.cache.pages!.hits, 0);
    assert.match(fs.readFileSync(path.join(root, 'out/other/index.html'), 'utf8'), /Getting started/);
    await assertSameAsCold(root, 'out');

    // A new route for the guide: the home page links to it, so it renders again with the new URL.
    fs.writeFileSync(
      path.join(root, 'content/docs/guide.md'),
      '---\nslug: /start\n---\n# Getting started\n\n## Setup\n',
    );
    assert.deepEqual((await build(root, 'out')).cache.markdown, { hits: 1, misses: 2 });
    assert.match(fs.readFileSync(path.join(root, 'out/index.html'), 'utf8'), /href="\/start#setup"/);
    await assertSameAsCold(root, 'out');

    // The image the home page found is gone: its cached result is not trusted, and the error shows.
    fs.rmSync(path.join(root, 'static/img/flow.svg'));
    await assert.rejects(
      build(root, 'out'),
      (error: unknown) => error instanceof BuildError && error.diagnostics[0]!.code === 'MISSING_IMAGE',
    );
  });

  it('front matter page fields and the config fields of Docusaurus sites reach the pages they change', async () => {
    const config = (editUrl: string, extra = '') =>
      `export default { title: 'T', ${extra}editUrl: ({ docPath }: { docPath: string }) => \`${editUrl}\${docPath}\` };\n`;
    const root = writeSite({ ...smallSite, 'site.config.ts': config('https://a.example/') });
    await build(root, 'out');
    const html = (route: string) => fs.readFileSync(path.join(root, 'out', route, 'index.html'), 'utf8');

    // The editUrl function's answer changes every doc; its source is not JSON, the pages' links are.
    fs.writeFileSync(path.join(root, 'site.config.ts'), config('https://b.example/'));
    const newEditUrl = await build(root, 'out');
    assert.equal(
      newEditUrl.cache.pages!.misses,
      3,
      'the three docs render again (the 404 and search pages have no edit link)',
    );
    assert.match(html('other'), /href="https:\/\/b\.example\/other\.md"/);
    await assertSameAsCold(root, 'out');

    // A pagination_label on the guide changes the pages next to it, not only the guide.
    fs.writeFileSync(
      path.join(root, 'content/docs/guide.md'),
      '---\npagination_label: Start here\n---\n# Guide\n\n## Setup\n\nStep one.\n',
    );
    await build(root, 'out');
    assert.match(html(''), /Start here/);
    await assertSameAsCold(root, 'out');

    // TOC levels, last_update, image and unlisted each change what the page shows.
    fs.writeFileSync(
      path.join(root, 'content/docs/guide.md'),
      '---\ntoc_max_heading_level: 4\nlast_update: { date: 2024-01-02, author: Bo }\nimage: card.png\nunlisted: true\n---\n# Guide\n\n## Setup\n\n#### Deep\n\nStep one.\n',
    );
    await build(root, 'out');
    assert.match(html('guide'), /href="#deep"/);
    assert.match(html('guide'), /Last updated on January 2, 2024 by Bo/);
    assert.doesNotMatch(html('other'), /href="\/guide"/, 'the unlisted guide left the sidebar of the other pages');
    await assertSameAsCold(root, 'out');

    // A draft leaves the production build, and a cached build prints a warn-mode warning every time.
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      config('https://b.example/', "onBrokenLinks: 'warn', onBrokenAnchors: 'warn', "),
    );
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '---\ndraft: true\n---\n# Guide\n\n## Setup\n');
    const first = await build(root, 'out');
    assert.equal(fs.existsSync(path.join(root, 'out/guide/index.html')), false);
    const again = await build(root, 'out');
    assert.ok(again.cache.markdown!.hits > 0);
    const warned = (result: typeof first) =>
      result.warnings.map((warning) => [warning.code, warning.location?.file, warning.location?.line]);
    // The draft's route had a page in the last build: the first build says so, once.
    assert.deepEqual(warned(first), [
      ['DEAD_LINK', 'content/docs/index.md', 3],
      ['ROUTE_REMOVED', 'site.config.ts', undefined],
    ]);
    assert.deepEqual(warned(again), [['DEAD_LINK', 'content/docs/index.md', 3]]);
    await assertSameAsCold(root, 'out');
  });

  it('MDX pages render again when a component they import changes, and only then', async () => {
    const root = writeSite({
      ...smallSite,
      'content/docs/card.mdx': "import Note from './note.tsx';\n\n# Card\n\n<Note />\n",
      'content/docs/note.tsx': 'export default function Note() {\n  return <p>First wording.</p>;\n}\n',
    });
    await build(root, 'out');
    assert.deepEqual((await build(root, 'out')).cache['module-pages'], { hits: 1, misses: 0 });

    fs.writeFileSync(
      path.join(root, 'content/docs/note.tsx'),
      'export default function Note() {\n  return <p>Second wording.</p>;\n}\n',
    );
    assert.deepEqual((await build(root, 'out')).cache['module-pages'], { hits: 0, misses: 1 });
    assert.match(fs.readFileSync(path.join(root, 'out/card/index.html'), 'utf8'), /Second wording/);
    await assertSameAsCold(root, 'out');
  });

  it('the Markdown copies, all-docs.txt, llms.txt and the published specs follow the config url, the pages and the spec', async () => {
    const config = (url: string) =>
      `export default { title: 'T', url: '${url}', openapi: [{ id: 'v2', file: 'openapi/small.yaml', routeBase: '/endpoints/v2' }] };\n`;
    const spec = fs.readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8');
    const root = writeSite({ ...smallSite, 'site.config.ts': config('https://a.example'), 'openapi/small.yaml': spec });
    const read = (file: string) => fs.readFileSync(path.join(root, 'out', file), 'utf8');
    await build(root, 'out');
    assert.match(read('index.md'), /\[the guide\]\(https:\/\/a\.example\/guide#setup\)/);

    // The site's URL is in every link of the Markdown copies and of llms.txt.
    fs.writeFileSync(path.join(root, 'site.config.ts'), config('https://b.example'));
    await build(root, 'out');
    assert.match(read('index.md'), /\[the guide\]\(https:\/\/b\.example\/guide#setup\)/);
    assert.match(read('llms.txt'), /\(https:\/\/b\.example\/guide\.md\)/);
    assert.match(read('all-docs.txt'), /^URL: https:\/\/b\.example\/other$/m);
    await assertSameAsCold(root, 'out');

    // An edited code block reaches the page's copy and all-docs.txt, indentation and all.
    fs.writeFileSync(path.join(root, 'content/docs/other.md'), '# Other\n\n```js\nif (a) {\n  b();\n}\n```\n');
    const edited = await build(root, 'out');
    assert.equal(edited.cache.markdown!.misses, 1);
    assert.equal(read('other.md'), '# Other\n\n```js\nif (a) {\n  b();\n}\n```\n');
    assert.ok(read('all-docs.txt').includes('```js\nif (a) {\n  b();\n}\n```'));
    assert.equal(
      edited.cache['markdown-copies']!.misses,
      1,
      "only the edited page's copy is made again; the others are linked from the last output",
    );
    assert.deepEqual(
      edited.cache['site-files'],
      { hits: 0, misses: 3 },
      'all-docs.txt, llms-full.txt and llms.txt hold every page',
    );
    const again = await build(root, 'out');
    assert.equal(again.cache['markdown-copies']!.misses, 0);
    assert.deepEqual(again.cache['site-files'], { hits: 3, misses: 0 });
    await assertSameAsCold(root, 'out');

    // The published spec is the spec as it now is.
    fs.writeFileSync(path.join(root, 'openapi/small.yaml'), spec.replace(/title: .*/, 'title: Renamed API'));
    await build(root, 'out');
    assert.equal(read('openapi/v2.yaml'), fs.readFileSync(path.join(root, 'openapi/small.yaml'), 'utf8'));
    await assertSameAsCold(root, 'out');
  });

  it("a spec outside openapi/ is built again when a file its $ref points to, beside it, changes, or its changelog's base", async () => {
    const spec = fs
      .readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8')
      .replace('summary: Get a gadget', "summary:\n        $ref: './summaries.yaml#/gadget'");
    const root = writeSite({
      ...smallSite,
      'site.config.ts':
        "export default { title: 'T', openapi: [{ id: 'small', file: 'specs/small.yaml', routeBase: '/api', changelog: { baseFile: 'history/small.yaml' } }] };\n",
      'specs/small.yaml': spec,
      'specs/summaries.yaml': 'gadget: Get a gadget\n',
      'history/small.yaml': spec.replace("$ref: './summaries.yaml#/gadget'", 'Get a gadget'),
    });
    const read = (file: string) => fs.readFileSync(path.join(root, 'out', file), 'utf8');
    await build(root, 'out');
    assert.match(read('api/get-gadgets-gadgetid/index.html'), /Get a gadget/);
    fs.writeFileSync(path.join(root, 'specs/summaries.yaml'), 'gadget: Fetch a gadget\n');
    await build(root, 'out');
    assert.match(read('api/get-gadgets-gadgetid/index.html'), /Fetch a gadget/);
    await assertSameAsCold(root, 'out');
    fs.writeFileSync(path.join(root, 'history/small.yaml'), spec.replace(/title: .*/, 'title: Old API'));
    await build(root, 'out');
    await assertSameAsCold(root, 'out');
  });

  it('in memory (watch) after a written build, a search shard taken from that output is served with its bytes', async () => {
    const root = writeSite(smallSite);
    await build(root, 'build');
    const shardMemo = new Map<string, IndexShard>();
    const inMemory = () =>
      buildSite(
        { root, write: false, cache: true, logger: createMemoryLogger() },
        { renderMemo: new Map(), shardMemo },
      );
    const shardsOf = (result: BuildResult) =>
      [...result.files]
        .filter(([file]) => file.startsWith('assets/search-index-'))
        .map(([file, output]) => [file, Buffer.from(output.contents)]);
    const first = await inMemory();
    assert.deepEqual(first.cache['search-index'], { hits: 1, misses: 0 });
    const written = fs.readdirSync(path.join(root, 'build/assets')).filter((file) => file.startsWith('search-index-'));
    assert.deepEqual(
      shardsOf(first),
      written.map((file) => [`assets/${file}`, fs.readFileSync(path.join(root, 'build/assets', file))]),
    );
    // The memo keeps the bytes, not a link to the output: a later build of that output cannot change them.
    fs.rmSync(path.join(root, 'build'), { recursive: true });
    const second = await inMemory();
    assert.deepEqual(second.cache['search-index'], { hits: 1, misses: 0 });
    assert.deepEqual(shardsOf(second), shardsOf(first));
  });

  it('in memory (watch), a render memo renders only the pages whose inputs changed, with the same HTML', async () => {
    const root = writeSite(smallSite);
    const memo = new Map<string, RenderedPage>();
    const inMemory = (renderMemo?: Map<string, RenderedPage>) =>
      buildSite({ root, write: false, cache: true, logger: createMemoryLogger() }, { renderMemo });
    const html = (result: BuildResult) =>
      Object.fromEntries(
        [...result.files]
          .filter(([file]) => file.endsWith('.html'))
          .map(([file, output]) => [file, Buffer.from(output.contents).toString('utf8')]),
      );

    const first = await inMemory(memo);
    assert.equal(first.cache['page-memo']!.hits, 0);
    const second = await inMemory(memo);
    assert.deepEqual(second.cache['page-memo'], { hits: first.cache['page-memo']!.misses, misses: 0 });
    assert.deepEqual(html(second), html(await inMemory()));

    fs.appendFileSync(path.join(root, 'content/docs/other.md'), '\nOne more line.\n');
    const edited = await inMemory(memo);
    assert.equal(edited.cache['page-memo']!.misses, 1);
    assert.match(String(edited.files.get('other/index.html')!.contents), /One more line/);
    assert.deepEqual(html(edited), html(await inMemory()));
    assert.equal(memo.size, first.cache['page-memo']!.misses, 'the memo holds one site');
  });

  it('in memory (watch), a shard memo indexes only the shard whose pages changed, with the same index, and keeps the disk records', async () => {
    const pages: Record<string, string> = {
      'site.config.ts': "export default { title: 'T', search: { localIndexShardSize: 4 } };\n",
    };
    for (let n = 0; n < 8; n++) pages[`content/docs/page-${n}.md`] = `# Page ${n}\n\n## Part\n\nText of page ${n}.\n`;
    const root = writeSite(pages);
    const shardMemo = new Map<string, IndexShard>();
    const inMemory = (memo?: Map<string, IndexShard>) =>
      buildSite({ root, write: false, cache: true, logger: createMemoryLogger() }, { shardMemo: memo });
    const index = (result: BuildResult) =>
      Object.fromEntries(
        [...result.files]
          .filter(([file]) => file.startsWith('assets/search-index-'))
          .map(([file, output]) => [file, Buffer.from(output.contents).toString('utf8')]),
      );

    const first = await inMemory(shardMemo);
    const shards = first.cache['search-index']!.misses;
    assert.ok(shards >= 2, `the index has several shards (${shards})`);
    assert.equal(shardMemo.size, shards);

    fs.appendFileSync(path.join(root, 'content/docs/page-3.md'), '\nA new sentence about quotas.\n');
    const edited = await inMemory(shardMemo);
    // The memo's shards are read from the cache too, so that it keeps their records for a written build.
    assert.deepEqual(edited.cache['search-index'], { hits: shards - 1, misses: 1 });
    assert.deepEqual(index(edited), index(await inMemory()));
    assert.ok(Object.values(index(edited)).some((text) => /quotas/.test(text)));
    assert.equal(shardMemo.size, shards, 'the memo holds one index');
    assert.equal(cacheEntries(root, 'search-index').length, shards);
  });

  it('front matter is parsed once per folder of YAML blocks; front matter JSON cannot hold exactly (.inf) is parsed every time', async () => {
    const root = writeSite({
      ...smallSite,
      'content/docs/guide.md':
        '---\ntitle: The guide\nsidebar_position: 2\ntags: [setup, 429]\n---\n# Guide\n\n## Setup\n\nStep one.\n',
      'content/docs/dated.md':
        '---\ntitle: Dated\nlast_update:\n  date: 2024-03-05\n  author: Ada\nrating: .inf\n---\nText.\n',
      'content/docs/more/deeper.md': '---\ntitle: Deeper\n---\nText.\n',
    });
    const first = await build(root, 'out');
    assert.deepEqual(first.cache['front-matter'], { hits: 0, misses: 2 }, 'one entry per folder');
    const [entry] = cacheEntries(root, 'front-matter')
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(root, '.docs-build-cache/front-matter', name), 'utf8')) as {
            value: unknown[];
          },
      )
      .filter(({ value }) => value.length > 1);
    assert.equal(
      entry!.value.filter((frontMatter) => frontMatter === null).length,
      1,
      "the dated page's front matter (with Infinity) is not stored",
    );
    const second = await build(root, 'out');
    assert.deepEqual(second.cache['front-matter'], { hits: 2, misses: 0 });
    assert.match(fs.readFileSync(path.join(root, 'out/dated/index.html'), 'utf8'), /March 5, 2024/);
    await assertSameAsCold(root, 'out');

    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '---\ntitle: The new guide\n---\n# Guide\n\n## Setup\n');
    const edited = await build(root, 'out');
    assert.deepEqual(edited.cache['front-matter'], { hits: 1, misses: 1 });
    assert.match(fs.readFileSync(path.join(root, 'out/other/index.html'), 'utf8'), /The new guide/);
    await assertSameAsCold(root, 'out');
    assert.equal(cacheEntries(root, 'front-matter').length, 2, "the old blocks' entry is pruned");
  });

  it('search shards and record counts are reused per page data: an edit indexes its shard again, a config edit every shard', async () => {
    const config = (label: string) =>
      `export default { title: 'T', search: { localIndexShardSize: 4 }, navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: '${label}' }] } };\n`;
    const pages: Record<string, string> = { 'site.config.ts': config('Docs') };
    for (let n = 0; n < 8; n++) pages[`content/docs/page-${n}.md`] = `# Page ${n}\n\n## Part\n\nText of page ${n}.\n`;
    pages['content/docs/index.md'] = '# Home\n';
    const root = writeSite(pages);
    const first = await build(root, 'out');
    const shards = first.cache['search-index']!.misses;
    assert.ok(shards >= 3, `the index has several shards (${shards})`);

    const unchanged = await build(root, 'out');
    assert.deepEqual(unchanged.cache['search-index'], { hits: shards, misses: 0 });
    assert.deepEqual(unchanged.cache['search-counts'], { hits: 1, misses: 0 });
    await assertSameAsCold(root, 'out');

    // A shard file of the output edited in place is not trusted: that shard is indexed again.
    const shardFiles = fs.readdirSync(path.join(root, 'out/assets')).filter((name) => name.startsWith('search-index-'));
    fs.writeFileSync(path.join(root, 'out/assets', shardFiles[0]!), '{}');
    const tampered = await build(root, 'out');
    assert.deepEqual(tampered.cache['search-index'], { hits: shards - 1, misses: 1 });
    await assertSameAsCold(root, 'out');

    fs.appendFileSync(path.join(root, 'content/docs/page-3.md'), '\nA new sentence about quotas.\n');
    const edited = await build(root, 'out');
    assert.deepEqual(edited.cache['search-index'], { hits: shards - 1, misses: 1 });
    assert.ok(
      fs
        .readdirSync(path.join(root, 'out/assets'))
        .some(
          (name) =>
            name.startsWith('search-index-') &&
            /quotas/.test(fs.readFileSync(path.join(root, 'out/assets', name), 'utf8')),
        ),
    );
    await assertSameAsCold(root, 'out');

    // The navbar label is every record's lvl0: every shard is indexed again.
    fs.writeFileSync(path.join(root, 'site.config.ts'), config('Guides'));
    const relabelled = await build(root, 'out');
    assert.deepEqual(relabelled.cache['search-index'], { hits: 0, misses: shards });
    assert.ok(
      fs
        .readdirSync(path.join(root, 'out/assets'))
        .some(
          (name) =>
            name.startsWith('search-index-') &&
            /"Guides"/.test(fs.readFileSync(path.join(root, 'out/assets', name), 'utf8')),
        ),
    );
    await assertSameAsCold(root, 'out');
  });

  it('writes over the output the last swap replaced, keeping only what is right and never touching the current output', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');
    await build(root, 'out');
    const spares = path.join(root, '.docs-build-cache/spare-outputs');
    const [spareName] = fs.readdirSync(spares);
    const spare = path.join(spares, spareName!);
    assert.ok(fs.existsSync(path.join(spare, 'other/index.html')), 'the replaced output is kept as the spare');
    const inode = (file: string) => fs.statSync(file).ino;
    assert.equal(
      inode(path.join(spare, 'other/index.html')),
      inode(path.join(root, 'out/other/index.html')),
      'an unchanged page is one file in both',
    );

    // Anything may have happened to the spare: stray files and folders, changed bytes, a link out of it.
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-outside-'));
    fs.writeFileSync(path.join(outside, 'keep.txt'), "not the site's");
    fs.writeFileSync(path.join(spare, 'stray.txt'), 'stray');
    fs.mkdirSync(path.join(spare, 'gone/deeper'), { recursive: true });
    fs.writeFileSync(path.join(spare, 'gone/deeper/index.html'), 'old page');
    fs.writeFileSync(path.join(spare, 'sitemap.xml.tmp'), '');
    fs.rmSync(path.join(spare, 'sitemap.xml'));
    fs.mkdirSync(path.join(spare, 'sitemap.xml'));
    fs.rmSync(path.join(spare, 'guide'), { recursive: true });
    fs.symlinkSync(outside, path.join(spare, 'guide'));
    fs.rmSync(path.join(spare, 'other.md'));
    fs.writeFileSync(path.join(spare, 'other.md'), '# Tampered\n');
    // A page of the current output edited in place (the spare holds the same file): it is rendered again.
    fs.writeFileSync(path.join(root, 'out/other/index.html'), 'edited by hand');
    const before = snapshotTree(path.join(root, 'out'));

    fs.appendFileSync(path.join(root, 'content/docs/guide.md'), '\nStep two.\n');
    await build(root, 'out');
    assert.deepEqual(fs.readdirSync(outside), ['keep.txt']);
    assert.equal(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8'), "not the site's");
    await assertSameAsCold(root, 'out');
    // The output it replaced (now the spare) is the one as it was, edit included.
    const [newSpare] = fs.readdirSync(spares);
    assert.deepEqual(snapshotTree(path.join(spares, newSpare!)), before);

    // A failed build leaves the output as it was.
    const good = snapshotTree(path.join(root, 'out'));
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Guide\n\n[dead](./missing.md)\n');
    await assert.rejects(build(root, 'out'), BuildError);
    assert.deepEqual(snapshotTree(path.join(root, 'out')), good);
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Guide\n\n## Setup\n\nStep three.\n');
    await build(root, 'out');
    await assertSameAsCold(root, 'out');

    // A build that fails while writing over the spare (a static file where the search stage writes a
    // file) leaves the output as it was; the half-written spare serves the next build.
    const written = snapshotTree(path.join(root, 'out'));
    fs.mkdirSync(path.join(root, 'static/search/settings.json'), { recursive: true });
    fs.writeFileSync(path.join(root, 'static/search/settings.json/clash.txt'), 'clash');
    fs.appendFileSync(path.join(root, 'content/docs/other.md'), '\nMore.\n');
    await assert.rejects(
      build(root, 'out'),
      (error: unknown) => error instanceof BuildError && error.diagnostics[0]!.code === 'OUTPUT_PATH_CONFLICT',
    );
    assert.deepEqual(snapshotTree(path.join(root, 'out')), written);
    fs.rmSync(path.join(root, 'static/search'), { recursive: true });
    await build(root, 'out');
    await assertSameAsCold(root, 'out');
  });

  it('a build that fails before it writes gives back the spare output it claimed at its start, and leaves no staging folder', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');
    await build(root, 'out');
    const spares = path.join(root, '.docs-build-cache/spare-outputs');
    // Its output marker goes when it is claimed: only a complete output has one.
    const withoutMarker = (tree: Record<string, string>) =>
      Object.fromEntries(Object.entries(tree).filter(([name]) => !name.endsWith('/.docs-build-output')));
    const spare = withoutMarker(snapshotTree(spares));
    assert.equal(fs.readdirSync(spares).length, 1);
    const output = snapshotTree(path.join(root, 'out'));

    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Guide\n\n[dead](./missing.md)\n');
    await assert.rejects(build(root, 'out'), BuildError);
    assert.deepEqual(snapshotTree(spares), spare);
    assert.deepEqual(snapshotTree(path.join(root, 'out')), output);
    assert.deepEqual(
      fs.readdirSync(root).filter((name) => name.startsWith('.out-next-')),
      [],
    );

    // The next build writes over that spare: the unchanged pages are the current output's files.
    fs.writeFileSync(path.join(root, 'content/docs/guide.md'), '# Guide\n\n## Setup\n\nStep two.\n');
    await build(root, 'out');
    assert.equal(
      fs.statSync(path.join(root, 'out/other/index.html')).ino,
      fs.statSync(path.join(spares, fs.readdirSync(spares)[0]!, 'other/index.html')).ino,
    );
    await assertSameAsCold(root, 'out');
  });

  it('trusts a page file that is still the file it checked (same inode, size and time), and catches one edited or replaced', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');
    const page = (route: string) => path.join(root, 'out', route, 'index.html');
    const settle = () => {
      const anHourAgo = new Date(Date.now() - 3_600_000);
      for (const route of ['', 'guide', 'other']) fs.utimesSync(page(route), anHourAgo, anHourAgo);
    };
    settle();
    assert.equal(
      (await build(root, 'out')).cache.pages!.misses,
      0,
      "the bytes are checked and the files' identities recorded",
    );
    assert.equal((await build(root, 'out')).cache.pages!.misses, 0, 'the same files: trusted');

    // Edited in place (its time changes) and replaced by a file of the same size and time (its inode changes).
    fs.appendFileSync(page('guide'), '<!-- edited -->');
    const other = fs.readFileSync(page('other'), 'utf8');
    const stats = fs.statSync(page('other'));
    fs.rmSync(page('other'));
    fs.writeFileSync(page('other'), other.replace('answer', 'ANSWER'));
    fs.utimesSync(page('other'), stats.atime, stats.mtime);
    const caught = await build(root, 'out');
    assert.equal(caught.cache.pages!.misses, 2);
    await assertSameAsCold(root, 'out');
  });

  it('trusts a search shard and a Markdown copy that are still the files it checked, and catches ones replaced', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');
    const shard = () =>
      path.join(
        root,
        'out/assets',
        fs.readdirSync(path.join(root, 'out/assets')).find((name) => name.startsWith('search-index-'))!,
      );
    const copy = path.join(root, 'out/guide.md');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const settle = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const entryPath = path.join(folder, entry.name);
        if (entry.isDirectory()) settle(entryPath);
        else fs.utimesSync(entryPath, anHourAgo, anHourAgo);
      }
    };
    settle(path.join(root, 'out'));
    const checked = await build(root, 'out');
    assert.deepEqual(
      [checked.cache['search-index'], checked.cache['markdown-copies']!.misses],
      [{ hits: 1, misses: 0 }, 0],
      'the bytes are checked and the identities recorded',
    );
    const manifestFolder = path.join(root, '.docs-build-cache/output-manifests');
    const manifest = () => fs.statSync(path.join(manifestFolder, cacheEntries(root, 'output-manifests')[0]!)).ino;
    const recorded = manifest();
    const trusted = await build(root, 'out');
    assert.deepEqual(
      [trusted.cache['search-index'], trusted.cache['markdown-copies']!.misses],
      [{ hits: 1, misses: 0 }, 0],
    );
    assert.equal(manifest(), recorded, 'an unchanged manifest is not written again');

    // Replaced by files of the same size and time: their inodes changed.
    for (const file of [shard(), copy]) {
      const bytes = fs.readFileSync(file);
      fs.rmSync(file);
      fs.writeFileSync(
        file,
        bytes.map((byte) => (byte === 0x65 ? 0x45 : byte)),
      );
      fs.utimesSync(file, anHourAgo, anHourAgo);
    }
    const caught = await build(root, 'out');
    assert.deepEqual(
      [caught.cache['search-index'], caught.cache['markdown-copies']!.misses],
      [{ hits: 0, misses: 1 }, 1],
    );
    await assertSameAsCold(root, 'out');
  });

  it("stores a page's plain text once, made again from its sections: descriptions and search records are as cold", async () => {
    const root = writeSite({
      ...smallSite,
      'content/docs/guide.md':
        '# Guide\n\nIntro text that becomes the description.\n\n## Setup\n\nStep one.\n\n### Deeper\n\nMore.\n',
    });
    await build(root, 'out');
    // A page's body (HTML, Markdown, sections) is kept apart from the rest of its entry, under the same key.
    const bodies = cacheEntries(root, 'markdown-bodies').map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(root, '.docs-build-cache/markdown-bodies', name), 'utf8')) as {
          value: { plainText?: unknown; sections?: unknown[] };
        },
    );
    assert.equal(cacheEntries(root, 'markdown-bodies').length, 3);
    assert.deepEqual(
      bodies.map((entry) => [entry.value.plainText, entry.value.sections!.length > 0]),
      [
        [undefined, true],
        [undefined, true],
        [undefined, true],
      ],
    );
    assert.deepEqual((await build(root, 'out')).cache.markdown, { hits: 3, misses: 0 });
    assert.match(
      fs.readFileSync(path.join(root, 'out/guide/index.html'), 'utf8'),
      /<meta name="description" content="Intro text that becomes the description\./,
    );
    await assertSameAsCold(root, 'out');
  });

  it('a damaged entry is rendered again with a one-line warning; an entry from other code is ignored', async () => {
    // One entry per folder of pages: three folders, one damaged, one written by other code, one kept.
    const root = writeSite({
      ...smallSite,
      'content/docs/more/deep.md': '# Deep\n\nDeep text.\n',
      'content/docs/kept/page.md': '# Kept\n\nKept text.\n',
    });
    await build(root, 'out');
    const folderEntry = (title: string) => {
      const found = cacheEntries(root, 'markdown-folders')
        .map((name) => path.join(root, '.docs-build-cache/markdown-folders', name))
        .filter((file) => fs.readFileSync(file, 'utf8').includes(`"title":"${title}"`));
      assert.equal(found.length, 1);
      return found[0]!;
    };
    const damaged = folderEntry('Guide');
    const foreign = folderEntry('Deep');
    fs.writeFileSync(damaged, fs.readFileSync(damaged, 'utf8').slice(0, 40));
    const entry = JSON.parse(fs.readFileSync(foreign, 'utf8')) as { fingerprint: string; value: unknown };
    fs.writeFileSync(foreign, JSON.stringify({ fingerprint: 'another-version', value: entry.value }));

    const result = await build(root, 'out');
    assert.deepEqual(result.cache.markdown, { hits: 1, misses: 4 });
    assert.deepEqual(
      result.warnings.map((warning) => warning.code),
      ['CACHE_ENTRY_UNREADABLE'],
    );
    await assertSameAsCold(root, 'out');
  });

  it('drops the entries of deleted pages, and --no-cache neither reads nor writes one', async () => {
    const root = writeSite(smallSite);
    await build(root, 'out');
    assert.equal(cacheEntries(root, 'markdown-bodies').length, 3);
    fs.rmSync(path.join(root, 'content/docs/other.md'));
    await build(root, 'out');
    assert.equal(cacheEntries(root, 'markdown-bodies').length, 2);
    const [folder] = cacheEntries(root, 'markdown-folders');
    const pages = (
      JSON.parse(fs.readFileSync(path.join(root, '.docs-build-cache/markdown-folders', folder!), 'utf8')) as {
        value: { pages: object };
      }
    ).value.pages;
    assert.equal(Object.keys(pages).length, 2);

    const uncached = writeSite(smallSite);
    const result = await build(uncached, 'out', false);
    assert.deepEqual(result.cache, {});
    assert.ok(!fs.existsSync(path.join(uncached, '.docs-build-cache')));
  });
  it('a Docusaurus project (sidebars file, category files, docs-folder links, routeBasePath) builds from the cache as it does cold', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-docusaurus-'));
    fs.cpSync(path.join(fixturesDir, 'docusaurus-site'), root, { recursive: true });
    const edit = (file: string, from: string, to: string) => {
      const absPath = path.join(root, file);
      const text = fs.readFileSync(absPath, 'utf8');
      assert.ok(text.includes(from), `${file} holds ${from}`);
      fs.writeFileSync(absPath, text.replace(from, to));
    };
    const page = (route: string) => fs.readFileSync(path.join(root, 'out', route, 'index.html'), 'utf8');
    await build(root, 'out');
    const second = await build(root, 'out');
    assert.equal(second.cache.markdown!.misses, 0);
    await assertSameAsCold(root, 'out');

    // The sidebars file and a category file are not part of any page's Markdown, but of every page's sidebar.
    edit('sidebars.js', "label: 'News'", "label: 'Release notes'");
    edit('docs/guides/troubleshooting/_category_.yml', 'label: Troubleshooting', 'label: When things break');
    await build(root, 'out');
    assert.match(page('docs/intro'), />Release notes</);
    assert.match(page('docs/intro'), />When things break</);
    assert.match(page('docs/category/when-things-break'), /<h1 class="page-title">When things break<\/h1>/);
    await assertSameAsCold(root, 'out');

    // A file appears beside the CLI page where its `reference/api.md` link looked first: the link leads there now.
    fs.mkdirSync(path.join(root, 'docs/02-getting-started/reference'));
    fs.writeFileSync(path.join(root, 'docs/02-getting-started/reference/api.md'), '# Local API notes\n');
    await build(root, 'out');
    assert.match(page('docs/getting-started/cli'), /href="\/docs\/getting-started\/reference\/api">API reference</);
    await assertSameAsCold(root, 'out');

    // Another route base moves every doc.
    edit('site.config.ts', "routeBasePath: '/docs'", "routeBasePath: '/manual'");
    edit('blog/2026-03-01-launch.md', '(/docs)', '(/manual)');
    edit('docs/01-intro.md', '(/docs/getting-started', '(/manual/getting-started');
    await build(root, 'out');
    assert.match(page('manual/getting-started/cli'), /href="\/manual\/getting-started\/reference\/api">API reference</);
    await assertSameAsCold(root, 'out');
  });
});

describe('the cache entries as stored', () => {
  it('are ASCII, with every other character escaped, and read back as the value written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-ascii-'));
    const value = { text: 'Café… “quoted” — 日本語 😀 \u2028 \ud800 lone', nested: [{ label: 'Ünïcödé' }] };
    const writing = createBuildCache(dir, 'fingerprint', []);
    writing.write('entries', 'one', value);
    await writing.finish({ prune: false });

    const stored = fs.readFileSync(path.join(dir, 'entries/one.json'));
    assert.ok(
      stored.every((byte) => byte < 0x80),
      'only ASCII bytes',
    );
    assert.match(stored.toString('latin1'), /Caf\\u00e9\\u2026/);
    assert.deepEqual(createBuildCache(dir, 'fingerprint', []).read('entries', 'one'), value);
  });
});
