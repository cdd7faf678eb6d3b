import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { ClientAssets } from '../../../src/model/client-assets.js';
import type { OutputFile } from '../../../src/model/output-file.js';
import { buildRoutes } from '../../../src/routes/build-routes.js';
import { collectOutputs, outputContents } from '../../../src/write/output-files.js';
import { entry, makeContext, makeEndpoint, routeInputs, writeFiles } from '../../helpers/make-source.js';

const assets: ClientAssets = {
  files: new Map([['assets/app-1234abcd.js', { contents: 'console.log(1)' }]]),
  entryScript: '/assets/app-1234abcd.js',
  stylesheets: [],
  preloads: [],
  sharedModules: {},
};

async function outputs(
  options: { sidebars?: boolean } = {},
): Promise<{ files: Map<string, OutputFile>; root: string; warnings: string[] }> {
  const context = makeContext({
    title: 'Docs & Co',
    blog: { title: 'Blog', description: 'News <and> notes' },
    openapi: [{ id: 'v2', file: 'openapi/v2.yaml', routeBase: '/endpoints/v2' }],
    sidebars:
      options.sidebars === false
        ? undefined
        : { api: ['index', 'guide', { type: 'openapi', spec: 'v2' }], widget: ['widget'] },
  });
  writeFiles(context.root, {
    'static/img/logo.svg': '<svg/>',
    'static/robots.txt': 'User-agent: *',
    'static/sitemap.xml': '<urlset/>',
  });
  const site = buildRoutes(
    context,
    routeInputs(
      [
        entry(
          'content/docs/index.md',
          'Home',
          {},
          { hasOwnH1: true, markdown: '# Home\n\nWelcome to the [guide](https://docs.example.com/guide).' },
        ),
        entry(
          'content/docs/guide.md',
          'Guide',
          {},
          { markdown: 'Read this first:\n\n```js title="a.js"\nif (a) {\n  b();\n}\n```' },
        ),
        entry('content/docs/widget.md', 'Widget', {}, { markdown: 'Embed the widget.' }),
        entry('content/docs/unlisted.md', 'Unlisted', {}, { markdown: 'Not in a sidebar.' }),
        entry('content/pages/changelog.md', 'Changelog', {}, { markdown: 'What changed.' }),
        entry(
          'content/blog/2024-03-01-fees & <limits>.md',
          'Fees & <limits>',
          { tags: ['news'], description: 'Fees "now" lower' },
          { html: '<p>See <a href="/guide">the guide</a> & more</p>' },
        ),
        entry('content/blog/2024-01-15-hello.md', 'Hello', {}),
      ],
      [makeEndpoint('v2', '/endpoints/v2/coins', 'Coins', 0, 0, 'List coins')],
    ),
  );
  const html = new Map(site.pages.map((page) => [page.route, `<html>${page.title}</html>`]));
  const files = await collectOutputs(context, { site, html, assets });
  return { files, root: context.root, warnings: context.warnings.map((warning) => warning.message) };
}

const text = (files: Map<string, OutputFile>, file: string): string => {
  const output = files.get(file);
  assert.ok(output, `no output file ${file}`);
  return String(outputContents(output));
};

describe('output files', () => {
  it('writes index.html, <route>/index.html, 404.html, assets and static files', async () => {
    const { files, root, warnings } = await outputs();
    assert.equal(text(files, 'index.html'), '<html>Home</html>');
    assert.equal(text(files, 'guide/index.html'), '<html>Guide</html>');
    assert.equal(text(files, 'endpoints/v2/coins/index.html'), '<html>List coins</html>');
    assert.equal(text(files, 'blog/tags/news/index.html'), '<html>1 post tagged with "news"</html>');
    assert.equal(text(files, '404.html'), '<html>Page Not Found</html>');
    assert.equal(files.has('404/index.html'), false);
    assert.equal(text(files, 'assets/app-1234abcd.js'), 'console.log(1)');
    assert.deepEqual(files.get('img/logo.svg'), { contents: '', copyFrom: path.join(root, 'static/img/logo.svg') });
    assert.deepEqual(files.get('robots.txt'), { contents: '', copyFrom: path.join(root, 'static/robots.txt') });
    assert.ok(
      text(files, 'sitemap.xml').includes('<loc>https://docs.example.com/</loc>'),
      'the generated sitemap wins',
    );
    assert.deepEqual(warnings, ['static/sitemap.xml is not copied: the build generates sitemap.xml itself']);
  });

  it('writes all-docs.txt (and llms-full.txt) as Markdown in sidebar order, then docs outside sidebars, then the standalone pages', async () => {
    const { files } = await outputs();
    const expected =
      [
        '# Home\n\nURL: https://docs.example.com/\n\nWelcome to the [guide](https://docs.example.com/guide).',
        '# Guide\n\nURL: https://docs.example.com/guide\n\nRead this first:\n\n```js title="a.js"\nif (a) {\n  b();\n}\n```',
        '# List coins\n\nURL: https://docs.example.com/endpoints/v2/coins\n\nText of List coins.',
        '# Widget\n\nURL: https://docs.example.com/widget\n\nEmbed the widget.',
        '# Unlisted\n\nURL: https://docs.example.com/unlisted\n\nNot in a sidebar.',
        '# Changelog\n\nURL: https://docs.example.com/changelog\n\nWhat changed.',
      ].join('\n\n---\n\n') + '\n';
    assert.equal(text(files, 'all-docs.txt'), expected);
    assert.equal(text(files, 'llms-full.txt'), expected);
  });

  it('makes all-docs.txt, llms-full.txt and llms.txt in steps, a doc at a time, as they are made at once', async () => {
    const { files } = await outputs();
    // Six docs go into all-docs.txt and llms.txt (see above): a build sharing its thread gets a turn between them.
    for (const name of ['all-docs.txt', 'llms-full.txt', 'llms.txt']) {
      const file = files.get(name);
      assert.ok(file?.render && file.renderSteps, `${name} is made on demand, in steps too`);
      const steps = file.renderSteps();
      let yields = 0;
      let next = steps.next();
      for (; !next.done; next = steps.next()) yields++;
      assert.equal(String(next.value), String(file.render()), `${name}: the same bytes in steps`);
      assert.equal(yields, name === 'llms-full.txt' ? 0 : 6, `${name}: a step per doc`);
    }
  });

  it("writes each page's Markdown copy at {route}.md (the home page at index.md), and the specs under openapi/", async () => {
    const { files, root } = await outputs();
    assert.equal(text(files, 'index.md'), '# Home\n\nWelcome to the [guide](https://docs.example.com/guide).\n');
    assert.equal(
      text(files, 'guide.md'),
      '# Guide\n\nRead this first:\n\n```js title="a.js"\nif (a) {\n  b();\n}\n```\n',
    );
    assert.equal(text(files, 'endpoints/v2/coins.md'), '# List coins\n\nText of List coins.\n');
    assert.equal(text(files, 'blog/hello.md'), '# Hello\n\nText of Hello.\n');
    assert.equal(files.has('404.md'), false);
    assert.equal(files.has('search.md'), false);
    assert.equal(files.has('blog.md'), false, 'a blog list has no Markdown of its own');
    assert.deepEqual(files.get('openapi/v2.yaml'), { contents: '', copyFrom: path.join(root, 'openapi/v2.yaml') });
  });

  it('writes llms.txt: the title, the summary, a section per sidebar, the other pages, the specs and the blog as "Optional"', async () => {
    const { files } = await outputs();
    assert.equal(
      text(files, 'llms.txt'),
      [
        '# Docs & Co',
        '',
        'The whole documentation as one Markdown file: [llms-full.txt](https://docs.example.com/llms-full.txt).',
        '',
        '## api',
        '',
        '- [Home](https://docs.example.com/index.md): Text of Home.',
        '- [Guide](https://docs.example.com/guide.md): Text of Guide.',
        '- [List coins](https://docs.example.com/endpoints/v2/coins.md): List coins description.',
        '',
        '## widget',
        '',
        '- [Widget](https://docs.example.com/widget.md): Text of Widget.',
        '',
        '## Pages',
        '',
        '- [Unlisted](https://docs.example.com/unlisted.md): Text of Unlisted.',
        '- [Changelog](https://docs.example.com/changelog.md): Text of Changelog.',
        '',
        '## OpenAPI specs',
        '',
        '- [v2](https://docs.example.com/openapi/v2.yaml): the OpenAPI description of the v2 endpoints',
        '',
        '## Optional',
        '',
        '- [Fees & <limits>](https://docs.example.com/blog/fees%20&%20%3Climits%3E.md): Fees "now" lower',
        '- [Hello](https://docs.example.com/blog/hello.md): Text of Hello.',
        '',
      ].join('\n'),
    );
  });

  it('lists every page but the 404 in sitemap.xml', async () => {
    const { files } = await outputs();
    const sitemap = text(files, 'sitemap.xml');
    assert.match(
      sitemap,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    assert.ok(locs.includes('https://docs.example.com/changelog'));
    assert.ok(locs.includes('https://docs.example.com/search'));
    assert.ok(locs.includes('https://docs.example.com/blog/archive'));
    assert.ok(locs.includes('https://docs.example.com/blog/fees%20&amp;%20%3Climits%3E'));
    assert.ok(!locs.some((loc) => loc?.includes('404')));
    assert.equal(locs.length, 14);
  });

  it('writes RSS and Atom feeds with every post, escaped, newest first', async () => {
    const { files } = await outputs();
    const rss = text(files, 'blog/rss.xml');
    assert.match(rss, /<rss version="2.0"/);
    assert.match(rss, /<title>Docs &amp; Co Blog<\/title>/);
    assert.match(rss, /<description>News &lt;and&gt; notes<\/description>/);
    const rssTitles = [...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    assert.deepEqual(rssTitles, ['Fees &amp; &lt;limits&gt;', 'Hello']);
    assert.match(rss, /<pubDate>Fri, 01 Mar 2024 00:00:00 GMT<\/pubDate>/);
    assert.match(
      rss,
      /<content:encoded>&lt;p&gt;See &lt;a href=&quot;https:\/\/docs.example.com\/guide&quot;&gt;the guide&lt;\/a&gt; &amp; more&lt;\/p&gt;<\/content:encoded>/,
    );

    const atom = text(files, 'blog/atom.xml');
    assert.match(atom, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    assert.match(atom, /<updated>2024-03-01T00:00:00Z<\/updated>/);
    const atomTitles = [...atom.matchAll(/<entry>\s*<title type="text">([^<]*)<\/title>/g)].map((match) => match[1]);
    assert.deepEqual(atomTitles, ['Fees &amp; &lt;limits&gt;', 'Hello']);
    assert.match(atom, /<summary type="text">Fees &quot;now&quot; lower<\/summary>/);
    assert.match(atom, /<category term="news"\/>/);
    for (const feed of [rss, atom]) {
      assert.doesNotMatch(feed.replace(/&(amp|lt|gt|quot|apos);/g, ''), /&/, 'every & is an entity');
    }
  });

  it('writes no feeds without posts, and uses the generated sidebar without config', async () => {
    const context = makeContext();
    const site = buildRoutes(context, routeInputs([entry('content/docs/b.md', 'B'), entry('content/docs/a.md', 'A')]));
    const html = new Map(site.pages.map((page) => [page.route, page.title]));
    const files = await collectOutputs(context, { site, html, assets });
    assert.equal(files.has('blog/rss.xml'), false);
    assert.equal(files.has('blog/atom.xml'), false);
    assert.equal(
      text(files, 'all-docs.txt'),
      '# A\n\nURL: https://docs.example.com/a\n\nText of A.\n\n---\n\n# B\n\nURL: https://docs.example.com/b\n\nText of B.\n',
    );
  });
});
