import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFixture, buildFixtureOnce, fixtureFiles } from '../../helpers/build-fixture.js';

const SITE = 'versioned-site';

/** The version dropdown's label and its links (`label -> href`, `*` on the version read). */
function dropdown(html: string): { label: string; links: string[] } {
  const menu = /<details class="navbar-dropdown navbar-versions"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  const label = /aria-label="Docs version: ([^"]+)"/.exec(menu)?.[1] ?? '';
  const links = [...menu.matchAll(/<a class="([^"]+)" href="([^"]+)"[^>]*>([^<]+)</g)].map(
    ([, classes, href, text]) => `${text} -> ${href}${classes!.includes('active') ? ' *' : ''}`,
  );
  return { label, links };
}

/** The version banner's text and its link, or undefined. */
function banner(html: string): { text: string; href: string } | undefined {
  const found = /<div class="admonition admonition-warning version-banner"[\s\S]*?<\/div><\/div>/.exec(html)?.[0];
  if (!found) return undefined;
  return {
    text: found
      .replace(/<!-- -->/g, '')
      .replace(/<\/p>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    href: /href="([^"]+)"/.exec(found)![1]!,
  };
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('versioned docs: dropdown, banners, badges and what search engines see', () => {
  it('leads each version of the dropdown to the same doc there, else to its first page', async () => {
    const build = await buildFixtureOnce(SITE);
    // in every version: the same doc
    assert.deepEqual(dropdown(build.html('/docs/2.0/guide')!), {
      label: '2.0',
      links: ['Next -> /docs/next/guide', '3.0 -> /docs/guide', '2.0 -> /docs/2.0/guide *', '1.0 -> /docs/1.0/guide'],
    });
    // only in 2.0 and 1.0: the others lead to their first page
    assert.deepEqual(dropdown(build.html('/docs/2.0/legacy')!).links, [
      'Next -> /docs/next/intro',
      '3.0 -> /docs/intro',
      '2.0 -> /docs/2.0/legacy *',
      '1.0 -> /docs/1.0/legacy',
    ]);
    // a page outside the docs shows the last version
    assert.deepEqual(dropdown(build.html('/')!), {
      label: '3.0',
      links: ['Next -> /docs/next/intro', '3.0 -> /docs/intro *', '2.0 -> /docs/2.0/intro', '1.0 -> /docs/1.0/intro'],
    });
  });

  it('puts a banner on unreleased and unmaintained versions linking to the doc in the last version, and a badge on all', async () => {
    const build = await buildFixtureOnce(SITE);
    assert.deepEqual(banner(build.html('/docs/next/guide')!), {
      text: 'This is unreleased documentation for Beacon Docs Next. For up-to-date documentation, see the latest version (3.0).',
      href: '/docs/guide',
    });
    assert.deepEqual(banner(build.html('/docs/1.0/guide')!), {
      text: 'This is documentation for Beacon Docs 1.0, which is no longer actively maintained. For up-to-date documentation, see the latest version (3.0).',
      href: '/docs/guide',
    });
    assert.equal(banner(build.html('/docs/1.0/legacy')!)?.href, '/docs/intro');
    assert.equal(banner(build.html('/docs/guide')!), undefined);
    assert.match(build.html('/docs/guide')!, /class="version-badge">Version: (<!-- -->)?3\.0</);
    assert.match(build.html('/docs/1.0/guide')!, /class="version-badge">Version: (<!-- -->)?1\.0</);
  });

  it('points sitemap.xml, canonical links, llms.txt and all-docs.txt at the last version', async () => {
    const build = await buildFixtureOnce(SITE);
    const sitemap = build.text('sitemap.xml')!;
    assert.match(sitemap, /<loc>https:\/\/beacon\.example\.com\/docs\/guide<\/loc>/);
    assert.doesNotMatch(sitemap, /\/docs\/(next|2\.0|1\.0)\//);
    assert.equal(canonical(build.html('/docs/1.0/guide')!), 'https://beacon.example.com/docs/guide');
    assert.equal(canonical(build.html('/docs/1.0/legacy')!), 'https://beacon.example.com/docs/1.0/legacy');
    assert.equal(canonical(build.html('/docs/guide')!), 'https://beacon.example.com/docs/guide');
    const llms = build.text('llms.txt')!;
    assert.match(llms, /\[Guide\]\(https:\/\/beacon\.example\.com\/docs\/guide\.md\)/);
    assert.doesNotMatch(llms, /\/docs\/(next|2\.0|1\.0)\//);
    const allDocs = build.text('all-docs.txt')!;
    assert.match(allDocs, /Beacon 3 flashes the \*lantern\* signal|Beacon 3 flashes the _lantern_ signal/);
    assert.doesNotMatch(allDocs, /Beacon 2|Beacon 1|aurora/);
  });

  it('marks the pages of a version noindex when its noIndex is set, with labels and banners from the config', async () => {
    const files = fixtureFiles(SITE);
    files['site.config.ts'] = files['site.config.ts']!.replace(
      "routeBasePath: '/docs' }",
      "routeBasePath: '/docs', versions: { '1.0': { noIndex: true, label: 'v1 (old)', banner: 'none', badge: false } } }",
    );
    const build = await buildFixture(files);
    assert.deepEqual(build.errors, []);
    const old = build.html('/docs/1.0/guide')!;
    assert.match(old, /<meta name="robots" content="noindex/);
    assert.equal(banner(old), undefined);
    assert.doesNotMatch(old, /version-badge/);
    assert.equal(dropdown(old).label, 'v1 (old)');
    assert.doesNotMatch(build.html('/docs/2.0/guide')!, /<meta name="robots" content="noindex/);
  });

  it('links the versioned docs’ stylesheet (the badge, search’s version controls) on a versioned site only', async () => {
    const build = await buildFixtureOnce(SITE);
    const linked = /<link rel="stylesheet" href="\/(assets\/versions-[0-9A-Z]+\.css)"/.exec(
      build.html('/docs/2.0/guide')!,
    )?.[1];
    assert.ok(linked, 'a versioned doc links the versions stylesheet');
    assert.match(build.text(linked)!, /\.version-badge\{/);
    assert.match(build.html('/')!, new RegExp(`href="/${linked}"`));
    // a site without versions neither links it nor ships it
    const plain = await buildFixture('chrome-site');
    assert.deepEqual(plain.errors, []);
    assert.doesNotMatch(plain.html('/')!, /assets\/versions-/);
    assert.equal([...plain.result!.files.keys()].filter((file) => file.startsWith('assets/versions-')).length, 0);
  });

  it('gives an editUrl function the doc path under its version’s folder, as Docusaurus does', async () => {
    const files = fixtureFiles(SITE);
    files['site.config.ts'] = files['site.config.ts']!.replace(
      "sidebars: 'sidebars.json',",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own template literal, written into its file.
      "sidebars: 'sidebars.json',\n  editUrl: ({ docPath, versionDocsDirPath, version }) => `https://code.example.com/${versionDocsDirPath}/${docPath}?v=${version}`,",
    );
    const build = await buildFixture(files);
    assert.deepEqual(build.errors, []);
    const editLink = (route: string) => /<a[^>]+href="([^"]+)"[^>]*>[^<]*Edit this page/.exec(build.html(route)!)?.[1];
    assert.equal(editLink('/docs/1.0/guide'), 'https://code.example.com/versioned_docs/version-1.0/guide.md?v=1.0');
    assert.equal(editLink('/docs/guide'), 'https://code.example.com/versioned_docs/version-3.0/guide.md?v=3.0');
    assert.equal(editLink('/docs/next/guide'), 'https://code.example.com/docs/guide.md?v=current');
  });

  it('marks the navbar’s docSidebar item active on the docs of every version', async () => {
    const build = await buildFixtureOnce(SITE);
    const docsLink = (route: string) => /<a class="([^"]+)" href="[^"]*">Docs<\/a>/.exec(build.html(route)!)?.[1];
    for (const route of ['/docs/guide', '/docs/next/guide', '/docs/2.0/guide', '/docs/1.0/legacy'])
      assert.equal(docsLink(route), 'navbar-link navbar-link--active', route);
    assert.equal(docsLink('/'), 'navbar-link');
  });

  it('leads the navbar’s docSidebar item to the first doc of the version read', async () => {
    const build = await buildFixtureOnce(SITE);
    const docsHref = (route: string) => /<a class="[^"]+" href="([^"]*)">Docs<\/a>/.exec(build.html(route)!)?.[1];
    assert.equal(docsHref('/docs/guide'), '/docs/intro');
    assert.equal(docsHref('/docs/next/guide'), '/docs/next/intro');
    assert.equal(docsHref('/docs/2.0/legacy'), '/docs/2.0/intro');
    assert.equal(docsHref('/docs/1.0/guide'), '/docs/1.0/intro');
    // outside the docs: the last version's
    assert.equal(docsHref('/'), '/docs/intro');
  });
});
