import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BuildError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import type { BlogListing } from '../../../src/model/blog-listing.js';
import type { Page } from '../../../src/model/page.js';
import type { SiteModel } from '../../../src/model/site-model.js';
import { buildRoutes } from '../../../src/routes/build-routes.js';
import { entry, makeContext, routeInputs, writeFiles, type SourceWithContent } from '../../helpers/make-source.js';

const AUTHORS = [
  'jane:',
  '  name: Jane Doe',
  '  title: Engineer',
  '  url: https://example.com/jane',
  '  image_url: https://example.com/jane.png',
  'sam:',
  '  name: Sam Roe',
  '',
].join('\n');

function posts(): SourceWithContent[] {
  return [
    entry('content/blog/2021-08-01-mdx-blog-post.mdx', 'MDX post', { authors: ['sam'], tags: ['docusaurus'] }),
    entry('content/blog/2019-05-28-first-blog-post.md', 'First post', {
      authors: ['jane', 'sam'],
      tags: ['hola', 'docusaurus'],
    }),
    entry(
      'content/blog/2021-08-26-welcome/index.md',
      'Welcome',
      { authors: ['jane'], tags: ['facebook', 'hello', 'docusaurus'] },
      { html: '<p>Intro</p><p>More</p>', excerptHtml: '<p>Intro</p>', plainText: 'word '.repeat(450) },
    ),
    entry('content/blog/long-blog-post.md', 'Long post', {
      date: '2019-05-29',
      authors: ['jane'],
      tags: ['hello', 'docusaurus'],
      description: 'A long one.',
    }),
  ];
}

function build(postsPerPage = 10): SiteModel {
  const context = makeContext({ blog: { postsPerPage } });
  writeFiles(context.root, { 'content/blog/authors.yml': AUTHORS });
  return buildRoutes(context, routeInputs(posts()));
}

function listing(site: SiteModel, route: string): BlogListing {
  const page = site.pages.find((candidate) => candidate.route === route);
  assert.ok(page?.listing, `no listing at ${route}`);
  return page.listing;
}

const routesOf = (list: { route: string }[]): string[] => list.map((post) => post.route);

describe('blog', () => {
  it('orders posts newest first with dates from the file name or front matter', () => {
    const site = build();
    assert.deepEqual(
      site.posts.map((post) => [post.route, post.date]),
      [
        ['/blog/welcome', '2021-08-26'],
        ['/blog/mdx-blog-post', '2021-08-01'],
        ['/blog/long-blog-post', '2019-05-29'],
        ['/blog/first-blog-post', '2019-05-28'],
      ],
    );
  });

  it('summarises posts: excerpt up to the truncate marker, reading time, authors, tags', () => {
    const [welcome, , long] = build().posts;
    assert.equal(welcome!.excerptHtml, '<p>Intro</p>');
    assert.equal(welcome!.truncated, true);
    assert.equal(welcome!.readingMinutes, 3);
    assert.deepEqual(welcome!.authors, [
      {
        key: 'jane',
        name: 'Jane Doe',
        title: 'Engineer',
        url: 'https://example.com/jane',
        imageUrl: 'https://example.com/jane.png',
      },
    ]);
    assert.deepEqual(
      welcome!.tags.map((tag) => [tag.label, tag.route]),
      [
        ['facebook', '/blog/tags/facebook'],
        ['hello', '/blog/tags/hello'],
        ['docusaurus', '/blog/tags/docusaurus'],
      ],
    );
    assert.equal(long!.truncated, false);
    assert.equal(long!.excerptHtml, '<p>Long post</p>');
    assert.equal(long!.description, 'A long one.');
    assert.equal(long!.readingMinutes, 1);
  });

  it('paginates the post list: /blog, /blog/page/2, …', () => {
    const site = build(3);
    const first = listing(site, '/blog');
    const second = listing(site, '/blog/page/2');
    assert.ok(first.type === 'list' && second.type === 'list');
    assert.deepEqual(routesOf(first.posts), ['/blog/welcome', '/blog/mdx-blog-post', '/blog/long-blog-post']);
    assert.deepEqual([first.page, first.pageCount, first.previous, first.next], [1, 2, undefined, '/blog/page/2']);
    assert.deepEqual(routesOf(second.posts), ['/blog/first-blog-post']);
    assert.deepEqual([second.page, second.previous, second.next], [2, '/blog', undefined]);
    assert.equal(
      site.pages.some((page) => page.route === '/blog/page/3'),
      false,
    );
  });

  it('makes a tags page and one page per tag', () => {
    const site = build();
    const tags = listing(site, '/blog/tags');
    assert.ok(tags.type === 'tags');
    assert.deepEqual(
      tags.tags.map((tag) => [tag.label, tag.count]),
      [
        ['docusaurus', 4],
        ['facebook', 1],
        ['hello', 2],
        ['hola', 1],
      ],
    );
    const hello = listing(site, '/blog/tags/hello');
    assert.ok(hello.type === 'tag');
    assert.deepEqual(routesOf(hello.posts), ['/blog/welcome', '/blog/long-blog-post']);
    const page = site.pages.find((candidate) => candidate.route === '/blog/tags/hello')!;
    assert.equal(page.title, '2 posts tagged with "hello"');
  });

  it('lists authors in the authors file order, and years in the archive', () => {
    const site = build();
    const authors = listing(site, '/blog/authors');
    assert.ok(authors.type === 'authors');
    assert.deepEqual(
      authors.authors.map((author) => [author.name, routesOf(author.posts)]),
      [
        ['Jane Doe', ['/blog/welcome', '/blog/long-blog-post', '/blog/first-blog-post']],
        ['Sam Roe', ['/blog/mdx-blog-post', '/blog/first-blog-post']],
      ],
    );
    const archive = listing(site, '/blog/archive');
    assert.ok(archive.type === 'archive');
    assert.deepEqual(
      archive.years.map((year) => [year.year, routesOf(year.posts)]),
      [
        ['2021', ['/blog/welcome', '/blog/mdx-blog-post']],
        ['2019', ['/blog/long-blog-post', '/blog/first-blog-post']],
      ],
    );
  });

  it('gives post pages their summary and newer/older neighbours', () => {
    const site = build();
    const page = site.pages.find((candidate) => candidate.route === '/blog/mdx-blog-post') as Page;
    assert.equal(page.kind, 'blog-post');
    assert.equal(page.post?.title, 'MDX post');
    assert.deepEqual(page.previous, { title: 'Welcome', route: '/blog/welcome' });
    assert.deepEqual(page.next, { title: 'Long post', route: '/blog/long-blog-post' });
    assert.equal(page.sidebarId, undefined);
  });

  it('makes no blog pages without posts', () => {
    const site = buildRoutes(makeContext(), routeInputs([entry('content/docs/index.md', 'Home')]));
    assert.deepEqual(
      site.pages.map((page) => page.route),
      ['/', '/404', '/search'],
    );
  });

  it('reports unknown authors and bad dates at their front matter line', () => {
    const context = makeContext();
    writeFiles(context.root, { 'content/blog/authors.yml': AUTHORS });
    let errors: Diagnostic[] = [];
    try {
      buildRoutes(
        context,
        routeInputs([
          entry('content/blog/2020-01-01-a.md', 'A', { title: 'A', authors: ['janet'] }),
          entry('content/blog/b.md', 'B', { date: 'next tuesday' }),
        ]),
      );
    } catch (error) {
      assert.ok(error instanceof BuildError);
      errors = error.diagnostics;
    }
    assert.deepEqual(
      errors.map((error) => [error.code, error.location]),
      [
        ['BLOG_UNKNOWN_AUTHOR', { file: 'content/blog/2020-01-01-a.md', line: 3, column: 0 }],
        ['BLOG_DATE_INVALID', { file: 'content/blog/b.md', line: 2, column: 0 }],
      ],
    );
    assert.match(errors[0]!.hint!, /jane, sam/);
  });

  it('warns about a post without a date and still builds it', () => {
    const context = makeContext();
    const site = buildRoutes(context, routeInputs([entry('content/blog/undated.md', 'Undated')]));
    assert.equal(site.posts[0]!.route, '/blog/undated');
    assert.match(site.posts[0]!.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(
      // A site of one blog post has no home page either; that warning is tested elsewhere.
      context.warnings
        .filter((warning) => warning.code !== 'NO_HOME_PAGE')
        .map((warning) => [warning.code, warning.location?.file]),
      [['BLOG_DATE_MISSING', 'content/blog/undated.md']],
    );
  });

  it('reports a broken authors file at its line', () => {
    const context = makeContext();
    writeFiles(context.root, { 'content/blog/authors.yml': 'jane:\n  name: [Jane\n' });
    assert.throws(
      () => buildRoutes(context, routeInputs([entry('content/blog/2020-01-01-a.md', 'A')])),
      (error: unknown) =>
        error instanceof BuildError &&
        error.diagnostics[0]!.code === 'BLOG_AUTHORS_INVALID' &&
        error.diagnostics[0]!.location?.file === 'content/blog/authors.yml',
    );
  });
});
