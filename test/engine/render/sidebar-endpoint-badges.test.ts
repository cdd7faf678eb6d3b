import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildFixture, type FixtureBuild } from '../../helpers/build-fixture.js';

/** The sidebar links of a page: href, method badge, text. */
function sidebarLinks(html: string): { href: string; method?: string; text: string }[] {
  const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [
    ...nav.matchAll(
      /<a class="sidebar-link" href="([^"]+)"(?: aria-current="page")?(?: data-method="([A-Z]+)")?>([\s\S]*?)<\/a>/g,
    ),
  ].map(([, href, method, inner]) => ({
    href: href!,
    ...(method ? { method } : {}),
    text: inner!.replace(/<[^>]+>/g, ''),
  }));
}

describe('sidebar items of endpoint pages (chrome-site fixture)', () => {
  let build: FixtureBuild;
  before(async () => {
    build = await buildFixture('chrome-site');
    assert.deepEqual(build.errors, []);
  });

  it('carry their HTTP method, and a deprecated operation is marked in words', () => {
    const links = sidebarLinks(build.html('/guides/setup')!);
    assert.deepEqual(
      links.filter((link) => link.href.startsWith('/api/')),
      [
        { href: '/api/list-pets', method: 'GET', text: 'List pets' },
        { href: '/api/create-pet', method: 'POST', text: 'Add a pet' },
        { href: '/api/delete-pet', method: 'DELETE', text: 'Remove a pet' },
        { href: '/api/rename-pet', method: 'PATCH', text: 'Rename a pet' },
        { href: '/api/list-animals', method: 'GET', text: 'List animals Deprecated' },
      ],
    );
  });

  it('doc links get neither', () => {
    const docs = sidebarLinks(build.html('/api/list-pets')!).filter((link) => !link.href.startsWith('/api/'));
    assert.equal(docs.length, 9);
    for (const link of docs) assert.equal(link.method, undefined, link.href);
    for (const link of docs) assert.doesNotMatch(link.text, /Deprecated/, link.href);
  });

  it('the current page is still marked on an endpoint page', () => {
    const html = build.html('/api/list-animals')!;
    assert.match(html, /<a class="sidebar-link" href="\/api\/list-animals" aria-current="page" data-method="GET">/);
  });
});
