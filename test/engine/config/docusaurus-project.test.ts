import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { UsageError } from '../../../src/diagnostics/diagnostic.js';
import { stripNumberPrefix } from '../../../src/paths/doc-id.js';
import { isIgnoredPath } from '../../../src/watch/watch-sources.js';
import { buildFixture, buildFixtureOnce, fixturesDir, type FixtureBuild } from '../../helpers/build-fixture.js';

const FIXTURE = path.join(fixturesDir, 'docusaurus-site');

/** The sidebar menu of a page. */
function sidebarOf(html: string | undefined): string {
  const menu = /<nav class="sidebar-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html ?? '');
  assert.ok(menu, 'the page has a sidebar');
  return menu[1]!;
}

/** The sidebar's links in reading order, as "label -> href". */
function sidebarLinks(html: string | undefined): string[] {
  return [...sidebarOf(html).matchAll(/<a class="sidebar-link[^"]*" href="([^"]*)"[^>]*>([^<]*)/g)].map(
    ([, href, label]) => `${label} -> ${href}`,
  );
}

/** Whether the category labelled `label` is shown open: its toggle's aria-expanded, or "static" when it has no toggle. */
function categoryState(html: string | undefined, label: string): 'open' | 'closed' | 'static' {
  const menu = sidebarOf(html);
  const at = menu.indexOf(`>${label}<`);
  assert.ok(at !== -1, `the sidebar has the category ${label}`);
  const item = menu.slice(menu.lastIndexOf('<li class="sidebar-item sidebar-category', at), menu.indexOf('</div>', at));
  if (item.includes('sidebar-category--static')) return 'static';
  const expanded = /aria-expanded="(true|false)"/.exec(item);
  assert.ok(expanded, `the category ${label} has a toggle`);
  return expanded[1] === 'true' ? 'open' : 'closed';
}

/** The href of each link in the page's article. */
function articleLinks(html: string | undefined): string[] {
  // The content's links: the article without its footer (the "Edit this page" link).
  const article = (/<article[\s\S]*?<\/article>/.exec(html ?? '')?.[0] ?? '').replace(
    /<footer class="doc-footer">[\s\S]*?<\/footer>/,
    '',
  );
  return [...article.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)/g)].map(([, href, text]) => `${text} -> ${href}`);
}

/** A copy of the fixture in a temporary folder, with `files` written over it (a null deletes). */
function fixtureCopy(files: Record<string, string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-docusaurus-'));
  fs.cpSync(FIXTURE, root, { recursive: true });
  for (const [file, contents] of Object.entries(files)) {
    if (contents === null) fs.rmSync(path.join(root, file));
    else fs.writeFileSync(path.join(root, file), contents);
  }
  return root;
}

function errorLines(build: FixtureBuild): string[] {
  return build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line ?? ''}`);
}

const EXPECTED_DOCS_SIDEBAR = [
  'Welcome to Lighthouse -> /docs',
  'Introduction -> /docs/intro',
  'Getting Started -> /docs/start',
  'Installation -> /docs/getting-started/installation',
  'Configuration -> /docs/getting-started/configuration',
  'The CLI -> /docs/getting-started/cli',
  'Monitoring -> /docs/guides/monitor',
  'Advanced topics -> /docs/guides/advanced',
  'Tuning -> /docs/guides/advanced/tuning',
  'Deploying -> /docs/guides/deploy',
  'Troubleshooting -> /docs/category/troubleshooting',
  'Timeouts -> /docs/guides/troubleshooting/timeouts',
  'Reference -> /docs/api',
  'CLI flags -> /docs/reference/cli-flags',
  'News -> /news',
  'Source code -> https://example.com/lighthouse',
];

describe('a Docusaurus project built in place', () => {
  it('takes docs/, blog/ and static/ from the config, with Docusaurus ids and routes under /docs', async () => {
    const build = await buildFixtureOnce(FIXTURE);
    assert.deepEqual(build.errors, []);
    const routes = build.result!.pages.map((page) => page.route).sort();
    assert.deepEqual(routes, [
      '/404',
      '/docs',
      '/docs/api',
      '/docs/category/troubleshooting',
      '/docs/getting-started/cli',
      '/docs/getting-started/configuration',
      '/docs/getting-started/installation',
      '/docs/guides/advanced',
      '/docs/guides/advanced/tuning',
      '/docs/guides/deploy',
      '/docs/guides/monitor',
      '/docs/guides/troubleshooting/timeouts',
      '/docs/intro',
      '/docs/reference/cli-flags',
      '/docs/start',
      '/news',
      '/news/archive',
      '/news/authors',
      '/news/launch',
      '/news/tags',
      '/news/tags/release',
      '/search',
    ]);
    // Excluded by docs.exclude, and `_`-prefixed partials, are not pages.
    assert.equal(build.html('/docs/drafts/secret'), undefined);
    assert.equal(build.html('/docs/snippet'), undefined);
    assert.ok(build.text('img/logo.svg')?.includes('<circle'), 'static/ is copied');
    assert.ok(
      build.text('news/rss.xml')?.includes('https://lighthouse.example.com/news/launch'),
      'the feed is under the blog route',
    );
    assert.match(build.html('/news/launch')!, /href="\/news\/tags\/release"/);
    // An editUrl function gets the path under docs.path, as Docusaurus passes it.
    assert.match(
      build.html('/docs/getting-started/installation')!,
      /<a class="doc-edit-link" href="https:\/\/example\.com\/lighthouse\/edit\/main\/website\/docs\/02-getting-started\/01-installation\.md"/,
    );
  });

  it('renders the sidebars file: labels, order, links, category pages, collapsed and static categories, HTML items', async () => {
    const build = await buildFixtureOnce(FIXTURE);
    const monitor = build.html('/docs/guides/monitor');
    assert.deepEqual(sidebarLinks(monitor), EXPECTED_DOCS_SIDEBAR);
    assert.match(
      sidebarOf(monitor),
      /<li class="sidebar-item sidebar-html sidebar-html--default"><hr class="sidebar-rule"\/?><\/li>/,
    );
    assert.match(sidebarOf(monitor), /href="\/docs\/guides\/monitor" aria-current="page">Monitoring</);
    // Categories start collapsed as in Docusaurus, unless they say otherwise; the one around the page opens.
    assert.equal(categoryState(monitor, 'Getting Started'), 'open');
    assert.equal(categoryState(monitor, 'Guides'), 'open');
    assert.equal(categoryState(monitor, 'Advanced topics'), 'closed');
    assert.equal(categoryState(monitor, 'Troubleshooting'), 'static');
    assert.equal(categoryState(monitor, 'Reference'), 'static');
    const home = build.html('/docs');
    assert.equal(categoryState(home, 'Guides'), 'closed');
    assert.match(
      sidebarOf(home),
      /aria-controls="sidebar-docs-3" aria-expanded="false"[\s\S]*?<ul class="sidebar-list" id="sidebar-docs-3" hidden="">/,
    );
    assert.equal(categoryState(build.html('/docs/guides/advanced/tuning'), 'Advanced topics'), 'open');

    // A `ref` in the other sidebar does not take the page from the sidebar that lists it.
    const intro = build.result!.pages.find((page) => page.route === '/docs/intro')!;
    assert.equal(intro.sidebarId, 'docs');
    assert.deepEqual([intro.previous?.route, intro.next?.route], ['/docs', '/docs/start']);
  });

  it('writes a generated index page for a category, listing its pages with their descriptions', async () => {
    const build = await buildFixtureOnce(FIXTURE);
    const start = build.html('/docs/start')!;
    assert.match(start, /<h1 class="page-title">Start here<\/h1>/);
    assert.match(
      start,
      /<p class="category-index-description">Install Lighthouse and point it at your first site.<\/p>/,
    );
    assert.deepEqual(articleLinks(start), [
      ' -> /docs/getting-started/installation',
      ' -> /docs/getting-started/configuration',
      ' -> /docs/getting-started/cli',
    ]);
    assert.match(
      start,
      /<span class="category-index-title">Installation<\/span><span class="category-index-text">Install the Lighthouse binary on Linux or macOS.<\/span>/,
    );
    const troubleshooting = build.html('/docs/category/troubleshooting')!;
    assert.match(troubleshooting, /<h1 class="page-title">Troubleshooting<\/h1>/);
    assert.match(
      troubleshooting,
      /href="\/docs\/guides\/troubleshooting\/timeouts"><span class="category-index-title">Timeouts<\/span><span class="category-index-text">Checks that time out behind a slow proxy.<\/span>/,
    );
  });

  it('resolves links as a browser and Docusaurus would', async () => {
    const build = await buildFixtureOnce(FIXTURE);
    // `configuration#options` on /docs/getting-started/cli is the sibling page; `reference/api.md` is not
    // beside the file, so it is looked up from the docs folder.
    assert.deepEqual(articleLinks(build.html('/docs/getting-started/cli')), [
      'options of the configuration -> /docs/getting-started/configuration#options',
      'API reference -> /docs/api',
      'installation page -> /docs/getting-started/installation',
    ]);
    assert.deepEqual(articleLinks(build.html('/docs/getting-started/installation')), [
      'configure it -> /docs/getting-started/configuration',
    ]);
    // A folder's page (index.md, README.md) is its folder: relative links stay inside it.
    assert.deepEqual(articleLinks(build.html('/docs')), [
      'introduction -> /docs/intro',
      'installing it -> /docs/getting-started/installation',
    ]);
    assert.deepEqual(articleLinks(build.html('/docs/guides/advanced')), ['tuning -> /docs/guides/advanced/tuning']);
    assert.deepEqual(articleLinks(build.html('/docs/intro')), [
      'configuration reference -> /docs/getting-started/configuration#options',
    ]);
  });

  it('reads an ESM sidebars.ts the same way, where import.meta.dirname is its own folder', async () => {
    const cjs = await buildFixtureOnce(FIXTURE);
    const sidebarsJs = fs.readFileSync(path.join(FIXTURE, 'sidebars.js'), 'utf8');
    const body = /const sidebars = (\{[\s\S]*?\n\});/.exec(sidebarsJs)![1]!;
    const root = fixtureCopy({
      'sidebars.js': null,
      'sidebars.ts': [
        "import fs from 'node:fs';",
        "import path from 'node:path';",
        '',
        'type Item = string | { type: string; [key: string]: unknown } | Record<string, unknown>;',
        '',
        "if (!fs.existsSync(path.join(import.meta.dirname, 'docs', '01-intro.md'))) throw new Error('import.meta.dirname is not the sidebars folder');",
        '',
        `const sidebars: Record<string, Item[] | Record<string, Item[]>> = ${body};`,
        '',
        'export default sidebars;',
        '',
      ].join('\n'),
      'site.config.ts': fs
        .readFileSync(path.join(FIXTURE, 'site.config.ts'), 'utf8')
        .replace("'sidebars.js'", "'sidebars.ts'"),
    });
    const esm = await buildFixture(root);
    assert.deepEqual(esm.errors, []);
    for (const route of ['/docs', '/docs/guides/monitor', '/docs/start'])
      assert.equal(sidebarOf(esm.html(route)), sidebarOf(cjs.html(route)));
  });
});

/** The fixture's sidebars.js written as JSON, with every item type, as older Docusaurus projects keep it. */
const SIDEBARS_JSON = `{
  "docs": [
    "index",
    { "type": "doc", "id": "intro", "className": "sidebar-intro", "customProps": { "badge": "new" } },
    {
      "type": "category",
      "label": "Getting Started",
      "collapsed": false,
      "link": { "type": "generated-index", "title": "Start here", "description": "Install Lighthouse and point it at your first site.", "slug": "/start" },
      "items": ["getting-started/installation", "getting-started/configuration", "getting-started/cli"]
    },
    { "type": "category", "label": "Guides", "items": [{ "type": "autogenerated", "dirName": "guides" }] },
    { "type": "category", "label": "Reference", "collapsible": false, "link": { "type": "doc", "id": "reference/api-reference" }, "items": ["reference/cli-flags"] },
    { "type": "html", "value": "<hr class=\\"sidebar-rule\\">", "defaultStyle": true },
    { "type": "link", "label": "News", "href": "/news" },
    { "type": "link", "label": "Source code", "href": "https://example.com/lighthouse" }
  ],
  "extras": {
    "More reading": ["reference/cli-flags", { "type": "ref", "id": "intro" }]
  }
}
`;

/** A fixture copy whose config names `sidebars.json`, written as given. */
function jsonSidebarsCopy(json: string): string {
  const config = fs
    .readFileSync(path.join(FIXTURE, 'site.config.ts'), 'utf8')
    .replace("'sidebars.js'", "'sidebars.json'");
  return fixtureCopy({ 'sidebars.js': null, 'sidebars.json': json, 'site.config.ts': config });
}

describe('a sidebars.json file', () => {
  it('is read as JSON: items of every type give the same sidebar as sidebars.js, on every doc it lists', async () => {
    const build = await buildFixture(jsonSidebarsCopy(SIDEBARS_JSON));
    assert.deepEqual(build.errors, []);
    const listed = EXPECTED_DOCS_SIDEBAR.map((link) => link.split(' -> ')[1]!).filter((href) =>
      href.startsWith('/docs'),
    );
    for (const route of listed)
      assert.deepEqual(sidebarLinks(build.html(route)), EXPECTED_DOCS_SIDEBAR, `the sidebar of ${route}`);
    assert.match(sidebarOf(build.html('/docs/guides/monitor')), /<hr class="sidebar-rule"\/?>/);
    assert.deepEqual(
      build.result!.warnings.filter((warning) => warning.code.startsWith('SIDEBARS_FILE')),
      [],
    );
  });

  it('reads the shorthand of categories by label that older projects write', async () => {
    const json =
      '{\n  "docs": {\n    "Start": ["index", "intro"],\n    "Reference": ["reference/api-reference", "reference/cli-flags"]\n  }\n}\n';
    const build = await buildFixture(jsonSidebarsCopy(json));
    assert.deepEqual(build.errors, []);
    const expected = [
      'Welcome to Lighthouse -> /docs',
      'Introduction -> /docs/intro',
      'API reference -> /docs/api',
      'CLI flags -> /docs/reference/cli-flags',
    ];
    for (const route of ['/docs', '/docs/intro', '/docs/api', '/docs/reference/cli-flags']) {
      assert.deepEqual(sidebarLinks(build.html(route)), expected, `the sidebar of ${route}`);
    }
  });

  it('points at the line and column (0-based, as esbuild) of a JSON syntax error', async () => {
    const trailingComma = await buildFixture(
      jsonSidebarsCopy('{\n  "docs": {\n    "Start": ["index", "intro",]\n  }\n}\n'),
    );
    assert.deepEqual(
      trailingComma.errors.map((error) => [
        error.code,
        error.location?.file,
        error.location?.line,
        error.location?.column,
      ]),
      [['SIDEBARS_FILE_SYNTAX', 'sidebars.json', 3, 30]],
    );
    assert.match(trailingComma.errors[0]!.hint!, /strict JSON/);
  });

  it('warns, naming the file, when it yields no sidebar at all', async () => {
    for (const json of ['{}\n', '{ "docs": [] }\n', '{ "docs": { "Start": [] } }\n']) {
      const build = await buildFixture({
        'site.config.ts':
          "export default { title: 'Plain', url: 'https://plain.example', sidebars: 'sidebars.json' };\n",
        'sidebars.json': json,
        'content/docs/index.md': '# Home\n',
      });
      assert.deepEqual(build.errors, []);
      const warnings = build.result!.warnings.filter((warning) => warning.code === 'SIDEBARS_FILE_EMPTY');
      assert.deepEqual(
        warnings.map((warning) => warning.location?.file),
        ['sidebars.json'],
        json,
      );
      assert.match(warnings[0]!.message, /sidebars\.json yields no sidebar/);
    }
  });
});

describe('sidebars file errors', () => {
  it('names the id of a doc a sidebar names by its path (number prefixes, front matter id)', async () => {
    const root = fixtureCopy({
      'sidebars.js': [
        'module.exports = {',
        '  docs: [',
        "    'index',",
        "    '02-getting-started/01-installation',",
        "    { type: 'doc', id: 'reference/api' },",
        "    'getting-started/instalation',",
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const build = await buildFixture(root);
    assert.deepEqual(errorLines(build), [
      'SIDEBAR_UNKNOWN_DOC sidebars.js:4',
      'SIDEBAR_UNKNOWN_DOC sidebars.js:5',
      'SIDEBAR_UNKNOWN_DOC sidebars.js:6',
    ]);
    assert.match(
      build.errors[0]!.message,
      /names the doc "02-getting-started\/01-installation" by its path; the doc docs\/02-getting-started\/01-installation.md has the id "getting-started\/installation"/,
    );
    assert.match(build.errors[0]!.hint!, /^Did you mean "getting-started\/installation"\?/);
    assert.match(build.errors[1]!.hint!, /^Did you mean "reference\/api-reference"\?/);
    assert.match(build.errors[2]!.hint!, /^Did you mean "getting-started\/installation"\?/);
  });

  it('points at the line of a syntax error, an unknown item type, a throw, and at the config for a missing file', async () => {
    const syntax = await buildFixture(
      fixtureCopy({
        'sidebars.js':
          "module.exports = {\n  docs: [\n    'index',\n    'intro'\n    'getting-started/cli',\n  ],\n};\n",
      }),
    );
    assert.deepEqual(errorLines(syntax), ['SIDEBARS_FILE_SYNTAX sidebars.js:5']);

    const unknownType = await buildFixture(
      fixtureCopy({
        'sidebars.js':
          "module.exports = {\n  docs: [\n    'index',\n    { type: 'category-link', id: 'intro' },\n  ],\n};\n",
      }),
    );
    assert.deepEqual(errorLines(unknownType), ['SIDEBARS_FILE_INVALID sidebars.js:4']);
    assert.match(unknownType.errors[0]!.message, /the sidebar item at "docs\.1" .*the type "category-link" is unknown/);

    const missingField = await buildFixture(
      fixtureCopy({
        'sidebars.js':
          "module.exports = {\n  docs: [\n    'index',\n    'intro',\n    { type: 'link', label: 'Home page' },\n  ],\n};\n",
      }),
    );
    assert.deepEqual(errorLines(missingField), ['SIDEBARS_FILE_INVALID sidebars.js:5']);
    assert.match(missingField.errors[0]!.message, /the sidebar item at "docs\.2\.href"/);

    const throws = await buildFixture(
      fixtureCopy({ 'sidebars.js': 'const labels = {};\n\nmodule.exports = {\n  docs: [labels.missing.id],\n};\n' }),
    );
    assert.deepEqual(errorLines(throws), ['SIDEBARS_FILE_THROWS sidebars.js:4']);

    const missing = await buildFixture(fixtureCopy({ 'sidebars.js': null }));
    assert.deepEqual(errorLines(missing), ['SIDEBARS_FILE_MISSING site.config.ts:14']);
  });
});

describe('config modules and folders', () => {
  it('gives site.config.ts and each module it imports its own __dirname, __filename and import.meta', async () => {
    const build = await buildFixture({
      'site.config.ts': [
        "import path from 'node:path';",
        "import { fileURLToPath } from 'node:url';",
        "import { where } from './lib/where.ts';",
        '',
        'export default {',
        '  title: `${path.basename(where.dirname)} ${path.basename(where.filename)} ${path.basename(fileURLToPath(where.url))}`,',
        '  tagline: `${path.basename(__filename)} in ${path.basename(import.meta.dirname) === path.basename(__dirname) ? "its folder" : "?"}`,',
        '};',
        '',
      ].join('\n'),
      'lib/where.ts':
        'export const where = { dirname: import.meta.dirname, filename: __filename, url: import.meta.url };\n',
      'content/docs/index.md': '# Home\n',
    });
    assert.deepEqual(build.errors, []);
    assert.match(build.html('/')!, /<title>Home \| lib where\.ts where\.ts<\/title>/);
    assert.match(build.html('/')!, /site\.config\.ts in its folder/);
  });

  it('refuses a docs, blog or static folder outside the site root, at its line', async () => {
    const build = await buildFixture({
      'site.config.ts':
        "export default {\n  title: 'Site',\n  docs: {\n    path: '../elsewhere/docs',\n  },\n  staticDir: '/tmp',\n};\n",
      'content/docs/index.md': '# Home\n',
    });
    assert.deepEqual(errorLines(build), ['CONFIG_INVALID site.config.ts:4', 'CONFIG_INVALID site.config.ts:6']);
    assert.match(
      build.errors[0]!.message,
      /config key "docs\.path": "\.\.\/elsewhere\/docs" leads outside the site root/,
    );
  });

  it('strips number prefixes from ids and routes, but not dates or versions', () => {
    assert.deepEqual(
      ['01-intro', '2_guides', '3. setup', '10-', '2024-01-02-notes', '1.2-changes', 'intro'].map(stripNumberPrefix),
      ['intro', 'guides', 'setup', '10-', '2024-01-02-notes', '1.2-changes', 'intro'],
    );
  });

  it('refuses an output folder inside the configured docs, blog or static folder, before writing anything', async () => {
    for (const [outDir, folder] of [
      ['docs/build', 'docs'],
      ['blog/out', 'blog'],
      ['static', 'static'],
    ] as const) {
      const root = fixtureCopy();
      await assert.rejects(
        buildSite({ root, outDir, cache: false, logger: createMemoryLogger() }),
        (error: unknown) =>
          error instanceof UsageError &&
          error.diagnostics[0]!.code === 'OUT_DIR_REFUSED' &&
          error.diagnostics[0]!.message.includes(`inside the site's source folder ${folder}/`),
      );
      assert.equal(fs.existsSync(path.join(root, outDir, 'index.html')), false);
    }
  });

  it('watch looks at the folders and the sidebars file the config names, and into the folders that hold them', async () => {
    const build = await buildFixtureOnce(FIXTURE);
    const inputs = build.result!.inputs;
    assert.deepEqual(inputs, [
      'content',
      'docs',
      'blog',
      'openapi',
      'static',
      'site.config.ts',
      'sidebars.js',
      'versions.json',
      'versioned_docs',
      'versioned_sidebars',
    ]);
    const root = path.join(os.tmpdir(), 'site');
    const ignored = (relative: string, watched: readonly string[], isFile = false) =>
      isIgnoredPath(root, path.join(root, relative), watched, isFile);
    for (const relative of [
      'docs/guides/monitor.md',
      'docs/guides/advanced/_category_.json',
      'blog/2026-03-01-launch.md',
      'sidebars.js',
      'static/img/logo.svg',
      // a site's first versions.json, and the docs and sidebars of its versions
      'versions.json',
      'versioned_docs/version-1.0/intro.md',
      'versioned_sidebars/version-1.0-sidebars.json',
    ]) {
      assert.equal(ignored(relative, inputs), false, relative);
    }
    for (const relative of ['build/index.html', 'package.json', 'src/theme/Root.js', 'docs/.intro.md.swp'])
      assert.equal(ignored(relative, inputs), true, relative);
    // A docs folder deeper in the root: the folders on the way are looked into, their other files are not.
    assert.equal(ignored('website', ['website/docs']), false);
    assert.equal(ignored('website/docs/intro.md', ['website/docs'], true), false);
    assert.equal(ignored('website/package.json', ['website/docs'], true), true);
  });
});

describe('blog authors written in the post, as Docusaurus allows', () => {
  it('shows inline authors (a list, or one alone) with their title, link and picture, beside authors from authors.yml', async () => {
    const build = await buildFixture({
      'site.config.ts':
        "import { defineConfig } from 'docs-build';\n\nexport default defineConfig({ title: 'Fixture' });\n",
      'content/docs/index.md': '# Home\n',
      'content/blog/authors.yml': 'jane:\n  name: Jane Doe\n',
      'content/blog/2024-05-01-pair.md':
        '---\ntitle: Pair\nauthors:\n  - jane\n  - name: Ada Byron\n    title: Guest writer\n    url: https://example.com/ada\n    image_url: https://example.com/ada.png\n---\n\nText.\n',
      'content/blog/2024-05-02-alone.md': '---\ntitle: Alone\nauthors:\n  name: Sam Roe\n---\n\nText.\n',
    });
    assert.deepEqual(build.errors, []);
    const pair = build.html('/blog/pair') ?? '';
    assert.match(pair, /<span class="post-author-name">Jane Doe<\/span>/);
    assert.match(pair, /<img class="post-author-avatar" src="https:\/\/example.com\/ada.png"/);
    assert.match(
      pair,
      /<a class="post-author-name" href="https:\/\/example.com\/ada"[^>]*>Ada Byron<\/a><span class="post-author-title">Guest writer<\/span>/,
    );
    assert.match(build.html('/blog/alone') ?? '', /<span class="post-author-name">Sam Roe<\/span>/);
  });
});
