import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFixture, buildFixtureOnce, fixtureFiles } from '../../helpers/build-fixture.js';

const SITE = 'versioned-site';

/** The doc routes of a build, by version. */
function routesByVersion(pages: { route: string; version?: string }[]): Record<string, string[]> {
  const byVersion: Record<string, string[]> = {};
  for (const page of pages) if (page.version) (byVersion[page.version] ??= []).push(page.route);
  for (const routes of Object.values(byVersion)) routes.sort();
  return byVersion;
}

/** The hrefs of a page's article (its content links, not its headings' anchors), in order. */
function contentLinks(html: string): string[] {
  const article = html.slice(html.indexOf('<div class="markdown"'), html.indexOf('</article>'));
  return [...article.matchAll(/<a [^>]*href="([^"#][^"]*)"/g)].map((match) => match[1]!);
}

/** The links of a page's sidebar. */
function sidebarLinks(html: string): string[] {
  const start = html.indexOf('class="sidebar');
  const sidebar = html.slice(start, html.indexOf('</nav>', start));
  return [...sidebar.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('versioned docs: reading a Docusaurus project with versions', () => {
  it('gives the last version the docs route, the current one /next and the others their name', async () => {
    const build = await buildFixtureOnce(SITE);
    assert.deepEqual(build.errors, []);
    assert.deepEqual(routesByVersion(build.result!.pages), {
      '3.0': ['/docs/guide', '/docs/intro', '/docs/setup'],
      current: ['/docs/next/guide', '/docs/next/intro', '/docs/next/new-feature', '/docs/next/setup'],
      '2.0': ['/docs/2.0/advanced/tuning', '/docs/2.0/guide', '/docs/2.0/intro', '/docs/2.0/legacy', '/docs/2.0/setup'],
      '1.0': ['/docs/1.0/guide', '/docs/1.0/intro', '/docs/1.0/legacy'],
    });
    assert.match(build.html('/docs/2.0/legacy')!, /The legacy API, removed in 3\.0/);
    assert.match(build.html('/docs/next/new-feature')!, /aurora/);
  });

  it('resolves relative .md links within the version of the page', async () => {
    const build = await buildFixtureOnce(SITE);
    assert.deepEqual(contentLinks(build.html('/docs/guide')!), ['/docs/setup']);
    assert.deepEqual(contentLinks(build.html('/docs/next/guide')!), ['/docs/next/setup', '/docs/next/new-feature']);
    assert.deepEqual(contentLinks(build.html('/docs/2.0/intro')!), ['/docs/2.0/guide', '/docs/2.0/legacy']);
    assert.deepEqual(contentLinks(build.html('/docs/1.0/guide')!), ['/docs/1.0/legacy']);
  });

  it("builds each version's sidebar from its own sidebars file, or from its folder and _category_ files", async () => {
    const build = await buildFixtureOnce(SITE);
    const { sidebars } = build.result!.state!.site;
    assert.deepEqual([...sidebars.keys()], ['docs', 'docs@current', 'docs@2.0', 'docs@1.0']);
    assert.deepEqual(sidebarLinks(build.html('/docs/intro')!), ['/docs/intro', '/docs/guide', '/docs/setup']);
    assert.deepEqual(sidebarLinks(build.html('/docs/next/setup')!), [
      '/docs/next/intro',
      '/docs/next/guide',
      '/docs/next/setup',
      '/docs/next/new-feature',
    ]);
    // version-2.0-sidebars.json generates its items; the advanced/ folder is labelled by its _category_.json
    const v2 = build.html('/docs/2.0/guide')!;
    assert.ok(sidebarLinks(v2).includes('/docs/2.0/advanced/tuning'));
    assert.match(v2, /Advanced topics/);
    // version 1.0 has no sidebars file: its sidebar is generated from its folder
    assert.deepEqual(sidebarLinks(build.html('/docs/1.0/intro')!), [
      '/docs/1.0/intro',
      '/docs/1.0/guide',
      '/docs/1.0/legacy',
    ]);
    // previous/next stay within the version
    assert.match(build.html('/docs/1.0/guide')!, /href="\/docs\/1\.0\/legacy"[^>]*>[\s\S]*?Legacy API/);
    assert.ok(!/href="\/docs\/legacy"/.test(build.html('/docs/1.0/guide')!));
  });

  it('builds only onlyIncludeVersions, and puts lastVersion at the docs route', async () => {
    const files = fixtureFiles(SITE);
    files['site.config.ts'] = files['site.config.ts']!.replace(
      "docs: { path: 'docs', routeBasePath: '/docs' },",
      "docs: { path: 'docs', routeBasePath: '/docs', lastVersion: 'current', onlyIncludeVersions: ['current', '2.0'], versions: { '2.0': { path: 'two', label: 'Two' } } },",
    );
    // the home page links to /docs/intro, which the current version has
    const build = await buildFixture(files);
    assert.deepEqual(build.errors, []);
    assert.deepEqual(routesByVersion(build.result!.pages), {
      current: ['/docs/guide', '/docs/intro', '/docs/new-feature', '/docs/setup'],
      '2.0': ['/docs/two/advanced/tuning', '/docs/two/guide', '/docs/two/intro', '/docs/two/legacy', '/docs/two/setup'],
    });
    assert.deepEqual([...build.result!.state!.site.sidebars.keys()], ['docs', 'docs@2.0']);
  });

  it('leaves the current docs out with includeCurrentVersion: false', async () => {
    const files = fixtureFiles(SITE);
    files['site.config.ts'] = files['site.config.ts']!.replace(
      "routeBasePath: '/docs' }",
      "routeBasePath: '/docs', includeCurrentVersion: false }",
    );
    const build = await buildFixture(files);
    assert.deepEqual(build.errors, []);
    assert.deepEqual(Object.keys(routesByVersion(build.result!.pages)).sort(), ['1.0', '2.0', '3.0']);
  });

  it('fails a link into another version that lacks the page, naming the version', async () => {
    const files = fixtureFiles(SITE);
    files['versioned_docs/version-3.0/setup.md'] =
      '---\ntitle: Setup\n---\n\nThe [1.0 setup](/docs/1.0/setup) and the [2.0 legacy API](/docs/2.0/legacy).\n';
    const build = await buildFixture(files);
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.location?.file, error.location?.line, error.message]),
      [
        [
          'DEAD_LINK',
          'versioned_docs/version-3.0/setup.md',
          5,
          'dead link "/docs/1.0/setup": version 1.0 of the docs has no page at /docs/1.0/setup',
        ],
      ],
    );
  });

  it('reports a bad versions.json, an unknown version in the config and a missing version folder at their line', async () => {
    const invalid = await buildFixture({ ...fixtureFiles(SITE), 'versions.json': '{"3.0": true}\n' });
    assert.deepEqual(
      invalid.errors.map((error) => [error.code, error.location?.file]),
      [['VERSIONS_FILE_INVALID', 'versions.json']],
    );
    const files = fixtureFiles(SITE);
    files['site.config.ts'] = files['site.config.ts']!.replace(
      "routeBasePath: '/docs' }",
      "routeBasePath: '/docs',\n    lastVersion: '4.0',\n  }",
    );
    files['versions.json'] = '["3.0", "2.0", "1.0", "0.9"]\n';
    const build = await buildFixture(files);
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.location?.file, error.location?.line, error.message]),
      [
        [
          'VERSION_UNKNOWN',
          'site.config.ts',
          7,
          'config key "docs.lastVersion" names the version "4.0", which is neither "current" nor in versions.json (3.0, 2.0, 1.0, 0.9)',
        ],
        [
          'VERSION_FOLDER_MISSING',
          'versions.json',
          1,
          'versions.json lists the version "0.9", but its docs folder versioned_docs/version-0.9/ does not exist',
        ],
      ],
    );
  });
});
