import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildRoutes } from '../../../src/routes/build-routes.js';
import {
  entry,
  errorsOf,
  makeContext,
  makeEndpoint,
  makeLink,
  makeRendered,
  makeSource,
  routeInputs,
  writeFiles,
} from '../../helpers/make-source.js';

describe('duplicate routes', () => {
  it('names both files, for docs, pages, endpoints and generated blog pages, all at once', () => {
    const context = makeContext({ openapi: [{ id: 'v2', file: 'openapi/v2.yaml', routeBase: '/endpoints/v2' }] });
    writeFiles(context.root, { 'openapi/v2.yaml': 'openapi: 3.0.0\npaths:\n  /coins:\n    get: {}\n' });
    const errors = errorsOf(() =>
      buildRoutes(
        context,
        routeInputs(
          [
            entry('content/docs/changelog.md', 'Changelog doc'),
            entry('content/pages/changelog.md', 'Changelog page'),
            entry('content/docs/moved.md', 'Moved', { slug: '/endpoints/v2/coins' }),
            entry('content/blog/2024-01-02-hello.md', 'Hello'),
            entry('content/pages/blog/archive.mdx', 'My archive'),
          ],
          [makeEndpoint('v2', '/endpoints/v2/coins', 'Coins', 0, 0, 'List coins')],
        ),
      ),
    );
    assert.deepEqual(
      errors.map((error) => [error.code, error.message, error.location]),
      [
        [
          'DUPLICATE_ROUTE',
          'two pages have the route "/changelog": content/docs/changelog.md and content/pages/changelog.md',
          { file: 'content/pages/changelog.md', line: 1, column: 0 },
        ],
        [
          'DUPLICATE_ROUTE',
          'two pages have the route "/blog/archive": content/pages/blog/archive.mdx and the generated blog page /blog/archive',
          { file: 'content/pages/blog/archive.mdx', line: 1, column: 0 },
        ],
        [
          'DUPLICATE_ROUTE',
          'two pages have the route "/endpoints/v2/coins": content/docs/moved.md and openapi/v2.yaml (GET /coins)',
          { file: 'openapi/v2.yaml', line: 3, column: 2 },
        ],
      ],
    );
    assert.ok(errors.every((error) => error.hint && error.hint.length > 0));
  });

  it('lets a content page take /search and /404 from the built-in pages', () => {
    const site = buildRoutes(
      makeContext(),
      routeInputs([entry('content/pages/search.tsx', 'Find things'), entry('content/pages/404.md', 'Lost?')]),
    );
    const search = site.pages.find((page) => page.route === '/search')!;
    assert.equal(search.kind, 'page');
    assert.equal(search.title, 'Find things');
    const notFound = site.pages.find((page) => page.route === '/404')!;
    assert.equal(notFound.kind, 'not-found');
    assert.equal(notFound.title, 'Lost?');
  });
});

describe('dead links', () => {
  const target = entry('content/docs/api-intro/deposits.md', 'Deposits', {}, { anchors: ['statuses', 'fees'] });

  it('lists every dead link and dead anchor with file:line, with a suggestion', () => {
    const file = 'content/docs/guide.md';
    const guide = {
      source: makeSource(file),
      content: makeRendered({
        title: 'Guide',
        anchors: ['intro'],
        links: [
          makeLink('/api-intro/deposits#statuses', file, 3),
          makeLink('/api-intro/deposit', file, 5, './deposit.md'),
          makeLink('/api-intro/deposits#status', file, 7, './deposits.md#status'),
          makeLink('/guide#intro', file, 8, '#intro'),
          makeLink('/guide#outro', file, 9, '#outro'),
        ],
      }),
    };
    const errors = errorsOf(() => buildRoutes(makeContext(), routeInputs([target, guide])));
    assert.deepEqual(
      errors.map((error) => [error.code, error.message, error.location, error.hint]),
      [
        [
          'DEAD_LINK',
          'dead link "./deposit.md": no page has the route /api-intro/deposit',
          { file, line: 5, column: 0 },
          'Did you mean /api-intro/deposits?',
        ],
        [
          'DEAD_ANCHOR',
          'dead anchor "./deposits.md#status": /api-intro/deposits has no heading or element with the id "status"',
          { file, line: 7, column: 0 },
          'Did you mean #statuses?',
        ],
        [
          'DEAD_ANCHOR',
          'dead anchor "#outro": /guide has no heading or element with the id "outro"',
          { file, line: 9, column: 0 },
          "Link to one of the page's headings by its id (#intro), or drop the anchor.",
        ],
      ],
    );
  });

  it('accepts static files, generated files, the search page and trailing slashes', () => {
    const context = makeContext();
    writeFiles(context.root, { 'static/img/logo.png': 'png', 'static/files/guide.pdf': 'pdf' });
    const file = 'content/docs/guide.md';
    const guide = {
      source: makeSource(file),
      content: makeRendered({
        title: 'Guide',
        links: [
          '/img/logo.png',
          '/files/guide.pdf',
          '/all-docs.txt',
          '/sitemap.xml',
          '/search?q=fees',
          '/api-intro/deposits/',
          '/',
        ].map((to, index) => makeLink(to, file, index + 1)),
      }),
    };
    const site = buildRoutes(context, routeInputs([entry('content/docs/index.md', 'Home'), target, guide]));
    assert.equal(site.pages.length, 5);
  });

  it('checks the feeds only exist with a blog, and sidebar, navbar and announcement links too', () => {
    const context = makeContext({
      sidebars: { docs: ['index', { type: 'link', href: '/nowhere', label: 'Nowhere' }] },
      navbar: { items: [{ type: 'internal', to: '/changelog', label: 'Changelog' }] },
      announcementBar: {
        id: 'bar',
        content: 'New: <a href="/endpoints/v2/checkout">checkout</a>, <a href="https://example.com">more</a>',
      },
    });
    const home = entry(
      'content/docs/index.md',
      'Home',
      {},
      { links: [makeLink('/blog/rss.xml', 'content/docs/index.md', 4)] },
    );
    const errors = errorsOf(() => buildRoutes(context, routeInputs([home])));
    assert.deepEqual(
      errors.map((error) => [error.code, error.location?.file, error.message]),
      [
        ['DEAD_LINK', 'content/docs/index.md', 'dead link "/blog/rss.xml": no page has the route /blog/rss.xml'],
        ['DEAD_LINK', 'site.config.ts', 'dead link "/nowhere": no page has the route /nowhere'],
        ['DEAD_LINK', 'site.config.ts', 'dead link "/changelog": no page has the route /changelog'],
        [
          'DEAD_LINK',
          'site.config.ts',
          'dead link "/endpoints/v2/checkout": no page has the route /endpoints/v2/checkout',
        ],
      ],
    );
  });
});
