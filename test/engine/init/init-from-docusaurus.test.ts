import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { loadConfig } from '../../../src/config/load-config.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { buildFixture, fixturesDir, repoRoot, writeSite, type FixtureBuild } from '../../helpers/build-fixture.js';

type MemoryLogger = ReturnType<typeof createMemoryLogger>;
const printed = (logger: MemoryLogger) => logger.lines.map((line) => line.message).join('\n');

/**
 * A copy of a fixture Docusaurus project in a temporary folder; `withPackages` links this repository's
 * node_modules into it, as a project whose packages are installed (`@docusaurus/remark-plugin-npm2yarn`).
 */
function projectCopy(name: string, { withPackages = false } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `docs-build-${name}-`));
  fs.cpSync(path.join(fixturesDir, name), root, { recursive: true });
  if (withPackages) fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

async function initFrom(root: string): Promise<{ code: number; output: string }> {
  const logger = createMemoryLogger();
  const code = await runCli(['node', 'docs-build', 'init', '--from-docusaurus', root], logger);
  return { code, output: printed(logger) };
}

/** The "not carried" list as printed: `file:line  what`, one entry a line (the reason left out). */
function notCarried(output: string): string[] {
  const list = /Not carried \(\d+\), where each is written:\n((?: {2}.*\n?)*)/.exec(output);
  assert.ok(list, `init lists what it did not carry:\n${output}`);
  return list[1]!
    .trimEnd()
    .split('\n')
    .map((line) => /^ {2}(\S+)\s+(.*?): /.exec(line)!)
    .map(([, place, what]) => `${place}  ${what}`);
}

/** The 1-based line of a fixture file that first holds `text`: where a key is written, found independently. */
function lineOf(fixture: string, file: string, text: string): number {
  const index = fs
    .readFileSync(path.join(fixturesDir, fixture, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${file} holds ${text}`);
  return index + 1;
}

/** Where the links of a part of a page lead, in order. */
function hrefsIn(html: string | undefined, part: RegExp): string[] {
  const found = part.exec(html ?? '');
  assert.ok(found, `the page has ${part}`);
  return [...found[0].matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href!);
}

const NAVBAR = /<header[\s\S]*?<\/header>/;
const SITE_FOOTER = /<footer class="footer[" ][\s\S]*?<\/footer>/;

function sidebarLinks(html: string | undefined): string[] {
  const menu = /<nav class="sidebar-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html ?? '');
  assert.ok(menu, 'the page has a sidebar');
  return [...menu[1]!.matchAll(/<a class="sidebar-link[^"]*" href="([^"]*)"[^>]*>([^<]*)/g)].map(
    ([, href, label]) => `${label} -> ${href}`,
  );
}

function assertBuilt(build: FixtureBuild): void {
  assert.deepEqual(
    build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line ?? ''} ${error.message}`),
    [],
  );
}

describe('docs-build init --from-docusaurus', () => {
  it('carries a CommonJS docusaurus.config.js (classic preset, plugins, themeConfig) into a site.config.ts that builds', async () => {
    const root = projectCopy('docusaurus-project-cjs', { withPackages: true });
    const { code, output } = await initFrom(root);
    assert.equal(code, 0, output);
    assert.match(output, /Wrote .*site\.config\.ts from docusaurus\.config\.js; the site builds with it \(\d+ pages/);
    assert.match(output, /docs-build watch --root /);

    const written = fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    assert.match(written, /^\/\/ Written by `docs-build init --from-docusaurus` from docusaurus\.config\.js/);
    assert.match(
      written,
      /^import \{ defineConfig \} from 'docs-build';\nimport npm2yarn from '@docusaurus\/remark-plugin-npm2yarn';\nimport replaceTokens from '\.\/src\/remark\/replace-tokens';\n/m,
    );
    assert.match(
      written,
      /remarkPlugins: \[\[npm2yarn, \{ sync: true \}\], \[replaceTokens, \{ tokens: \{ version: '2\.4\.0' \} \}\]\]/,
    );
    assert.match(
      written,
      /copyright: `Copyright © \$\{new Date\(\)\.getFullYear\(\)\} Lighthouse\. Built with Docusaurus\.`/,
      'the year stays current',
    );

    const config = await loadConfig(root);
    assert.equal(config.title, 'Lighthouse Docs');
    assert.equal(config.tagline, 'Know when your sites go dark');
    assert.equal(config.url, 'https://lighthouse.example.com');
    assert.equal(config.favicon, 'img/logo.svg');
    assert.deepEqual(
      [config.docs.path, config.docs.routeBasePath, config.docs.exclude],
      ['docs', '/docs', ['drafts/**']],
    );
    assert.equal(config.sidebars, 'sidebars.js');
    assert.deepEqual([config.blog.path, config.blog.routeBasePath, config.blog.title], ['blog', '/news', 'News']);
    assert.equal(config.staticDir, 'static');
    assert.equal(config.markdown.format, 'mdx');
    assert.equal(config.editUrl, 'https://github.com/lighthouse/lighthouse/edit/main/website/');
    assert.deepEqual(
      [config.onBrokenLinks, config.onBrokenAnchors],
      ['throw', 'warn'],
      "Docusaurus' 'log' is a warning",
    );
    assert.deepEqual(config.navbar, {
      title: 'Lighthouse',
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { type: 'internal', to: '/docs/intro', label: 'Introduction', position: 'left' },
        { type: 'internal', to: '/news', label: 'News', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          items: [{ label: 'Status', href: 'https://status.example.com' }],
          position: 'left',
        },
        { type: 'external', href: 'https://status.example.com', label: 'Status', position: 'right' },
        { type: 'codeHost', href: 'https://github.com/lighthouse/lighthouse', label: 'GitHub', position: 'right' },
      ],
    });
    assert.deepEqual(config.footer, {
      style: 'dark',
      columns: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'CLI flags', to: '/docs/reference/cli-flags' },
          ],
        },
        { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.com' }] },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Lighthouse. Built with Docusaurus.`,
    });
    assert.deepEqual(config.announcementBar, {
      id: 'lighthouse-2',
      content: 'Lighthouse 2 is out: <a href="/news">read the news</a>',
      backgroundColor: { light: '#fafbfc', dark: '#fafbfc' },
      textColor: { light: '#091E42', dark: '#091E42' },
      isCloseable: false,
    });
    assert.deepEqual([config.colorMode.defaultMode, config.colorMode.respectPrefersColorScheme], ['dark', true]);
    assert.deepEqual(config.theme.logo, { src: 'img/logo.svg', alt: 'Lighthouse logo' });
    assert.deepEqual(config.gtag, { trackingID: 'G-LIGHTHOUSE1', anonymizeIP: false });
    assert.equal(config.customCss[0], 'src/css/custom.css', "require.resolve's absolute path, from the site root");
    assert.deepEqual(
      [config.search.appId, config.search.apiKey, config.search.indexName],
      ['LIGHTHOUSE1', 'search-only-key', 'lighthouse'],
    );
    assert.deepEqual(config.redirects, [
      { from: '/docs/old-intro', to: '/docs/intro' },
      { from: ['/docs/setup', '/docs/install'], to: '/docs/getting-started/installation' },
    ]);

    const site = await buildFixture(root);
    assertBuilt(site);
    const intro = site.html('/docs/intro');
    assert.match(intro!, /<html lang="en" data-theme="dark"/);
    assert.match(intro!, /<footer class="footer footer--dark">/, "Docusaurus' footer style");
    assert.deepEqual(sidebarLinks(intro).slice(0, 3), [
      'Welcome to Lighthouse -> /docs',
      'Introduction -> /docs/intro',
      'Getting Started -> /docs/start',
    ]);
    assert.deepEqual(
      hrefsIn(intro, NAVBAR),
      [
        '/docs',
        '/docs',
        '/docs/intro',
        '/news',
        'https://status.example.com',
        'https://status.example.com',
        'https://github.com/lighthouse/lighthouse',
      ],
      'the dropdown "More" holds the first status link',
    );
    assert.deepEqual(hrefsIn(intro, SITE_FOOTER), [
      '/docs/intro',
      '/docs/reference/cli-flags',
      'https://forum.example.com',
    ]);
    assert.match(intro!, new RegExp(`Copyright © ${new Date().getFullYear()} Lighthouse`));
    assert.match(
      intro!,
      /data-announcement-id="lighthouse-2" style="--announcement-bg:#fafbfc;--announcement-text:#091E42;[^"]*">[\s\S]*?Lighthouse 2 is out/,
    );
    assert.match(
      intro!,
      /href="https:\/\/github\.com\/lighthouse\/lighthouse\/edit\/main\/website\/docs\/01-intro\.md"/,
    );
    const install = site.html('/docs/reference/install')!.replaceAll('<!-- -->', '');
    assert.match(install, /Install version 2\.4\.0 of the SDK/, "the site's own remark plugin, with its options");
    assert.match(
      install,
      /data-island="Tabs"[\s\S]*<span class="token function">yarn<\/span> <span class="token function">add<\/span> lighthouse-sdk/,
      'npm2yarn',
    );
    assert.match(site.html('/news')!, /Lighthouse 1\.0/);
    assert.match(site.html('/docs/old-intro')!, /url=\/docs\/intro"/);
    assert.equal(
      site.text('_redirects'),
      '/docs/old-intro /docs/intro 301\n/docs/setup /docs/getting-started/installation 301\n/docs/install /docs/getting-started/installation 301\n',
    );
    const search = JSON.parse(site.text('search/settings.json')!) as {
      provider: string;
      appId: string;
      indexName: string;
    };
    assert.deepEqual([search.provider, search.appId, search.indexName], ['hosted', 'LIGHTHOUSE1', 'lighthouse']);

    const at = (text: string) =>
      `docusaurus.config.js:${lineOf('docusaurus-project-cjs', 'docusaurus.config.js', text)}`;
    assert.deepEqual(notCarried(output), [
      `${at("require('prism-react-renderer')")}  package prism-react-renderer`,
      `${at('organizationName:')}  organizationName`,
      `${at('projectName:')}  projectName`,
      `${at('showLastUpdateTime:')}  docs.showLastUpdateTime`,
      `${at('showReadingTime:')}  blog.showReadingTime`,
      `${at("'docusaurus-plugin-sass'")}  plugin docusaurus-plugin-sass`,
      `${at('contextualSearch:')}  themeConfig.algolia.contextualSearch`,
      `${at('prism: {')}  themeConfig.prism`,
      'src/pages/index.js  page /',
      'src/theme/Footer/index.js  swizzled component Footer',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('carries an ESM docusaurus.config.mjs whose export is an async function, with a package that is not installed', async () => {
    const root = projectCopy('docusaurus-project-esm');
    const { code, output } = await initFrom(root);
    assert.equal(code, 0, output);
    const written = fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    assert.match(written, /^\/\/ import remarkMath from 'remark-math'; \/\/ remark-math is not installed here$/m);
    assert.match(written, /^ {6}\/\/ remarkMath, \/\/ not installed: npm install remark-math$/m);
    assert.match(
      written,
      /^import rehypeExternalLinks from '\.\/plugins\/rehype-external-links\.mjs';$/m,
      '(await import(…)).default is an import',
    );

    const config = await loadConfig(root);
    assert.deepEqual([config.docs.path, config.docs.routeBasePath], ['documentation', '/']);
    assert.deepEqual(
      config.sidebars,
      { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] },
      "Docusaurus' sidebar without sidebarPath",
    );
    assert.equal(config.staticDir, 'public');
    assert.equal(config.favicon, 'favicon.svg');
    assert.equal(config.blog.path, 'content/blog', 'blog: false carries no blog folder');
    assert.equal(config.onBrokenLinks, 'warn');
    assert.equal(config.editUrl, undefined);
    assert.deepEqual([config.markdown.remarkPlugins.length, config.markdown.rehypePlugins.length], [0, 1]);
    assert.deepEqual(
      config.navbar.items,
      [
        { type: 'internal', to: '/next/guide/setup', label: 'Setup', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
      "a doc item links to its doc's route: in the last version (1.0), else, as 1.0 has no guide/setup, in the current docs",
    );
    assert.deepEqual(config.footer.columns, [
      {
        title: 'More',
        items: [
          { label: 'Home', to: '/' },
          { label: 'Source', href: 'https://gitlab.com/harbor/harbor' },
        ],
      },
    ]);
    assert.equal(config.colorMode.disableSwitch, true);
    assert.deepEqual(config.headTags, [
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.org' } },
    ]);
    assert.deepEqual(
      [config.scripts, config.stylesheets],
      [['https://example.org/analytics.js'], ['https://example.org/fonts.css']],
    );
    assert.equal(config.baseUrl, '/harbor/', 'the project site keeps its base URL');

    const site = await buildFixture(root);
    assertBuilt(site);
    // versions.json lists 1.0: it is the last version, at the docs' route; the current docs are under /next
    assert.deepEqual(config.docs.versions, { current: { label: 'Next (unreleased)' } });
    assert.match(site.html('/next')!, /aria-label="Docs version: Next \(unreleased\)"/);
    assert.match(site.html('/')!, /<h1 id="harbor-10">Harbor 1\.0<\/h1>/, 'versioned_docs/version-1.0 is read');
    assert.match(
      site.html('/next')!,
      /<a href="https:\/\/example\.org\/spec" target="_blank" rel="noopener">the spec<\/a>/,
      'the rehype plugin runs',
    );
    assert.deepEqual(sidebarLinks(site.html('/next/guide/setup')), [
      'Harbor -> /harbor/next',
      'Ports -> /harbor/next/guide/ports',
      'Set up -> /harbor/next/guide/setup',
    ]);
    assert.deepEqual(
      site.result!.warnings.filter((warning) => warning.code === 'DEAD_LINK'),
      [],
      'the navbar link to guide/setup is not dead (onBrokenLinks: warn would let it pass)',
    );
    assert.match(site.html('/')!, /<a class="navbar-link" href="\/harbor\/next\/guide\/setup">Setup<\/a>/);
    assert.doesNotMatch(site.html('/')!, /Switch between dark and light mode/, 'disableSwitch hides the switch');
    assert.ok(site.text('favicon.svg'), 'the first static directory is the static folder');
    assert.equal(site.text('robots.txt'), undefined, 'the second is not carried');

    const at = (text: string) =>
      `docusaurus.config.mjs:${lineOf('docusaurus-project-esm', 'docusaurus.config.mjs', text)}`;
    assert.deepEqual(notCarried(output), [
      `${at('staticDirectories:')}  staticDirectories[1] (static)`,
      `${at('remarkPlugins: [remarkMath]')}  docs.remarkPlugins[0] (remark-math)`,
      `${at('editUrl:')}  docs.editUrl`,
      `${at('themes:')}  theme @docusaurus/theme-mermaid`,
      `${at('mermaid: true')}  markdown.mermaid`,
      `${at("type: 'localeDropdown'")}  themeConfig.navbar.items[2] (type localeDropdown)`,
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('carries a TypeScript docusaurus.config.ts (type imports, satisfies, prism-react-renderer not installed)', async () => {
    const root = projectCopy('docusaurus-project-ts');
    const { code, output } = await initFrom(root);
    assert.equal(code, 0, output);
    assert.doesNotMatch(
      fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8'),
      /markdown: \{[^}]*Plugins/,
      'no plugins to carry',
    );

    const config = await loadConfig(root);
    assert.equal(config.sidebars, 'sidebars.ts');
    assert.equal(config.docs.sidebarCollapsed, false);
    assert.deepEqual(
      [config.blog.title, config.blog.description, config.blog.postsPerPage],
      ['Quill blog', 'News from the Quill team', 5],
    );
    assert.deepEqual([config.onBrokenLinks, config.onBrokenAnchors], ['throw', 'ignore']);
    assert.deepEqual(config.navbar.items, [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorial', position: 'left' },
      { type: 'internal', to: '/blog', label: 'Blog', position: 'left' },
      { type: 'codeHost', href: 'https://github.com/quill/quill', label: 'GitHub repository', position: 'right' },
    ]);
    assert.deepEqual(config.redirects, [{ from: '/docs/getting-started', to: '/docs/tutorial/first-steps' }]);
    assert.deepEqual(config.theme.logo, { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Quill logo' });
    assert.deepEqual(config.customCss, ['src/css/custom.css']);

    const site = await buildFixture(root);
    assertBuilt(site);
    assert.deepEqual(sidebarLinks(site.html('/docs/intro')), [
      'Quill -> /docs/intro',
      'First steps -> /docs/tutorial/first-steps',
    ]);
    assert.match(site.html('/blog')!, /Hello from Quill/);
    assert.match(site.html('/docs/getting-started')!, /url=\/docs\/tutorial\/first-steps"/);

    const at = (text: string) =>
      `docusaurus.config.ts:${lineOf('docusaurus-project-ts', 'docusaurus.config.ts', text)}`;
    assert.deepEqual(notCarried(output), [
      `${at("from 'prism-react-renderer'")}  package prism-react-renderer`,
      `${at('future:')}  future`,
      `${at('i18n:')}  i18n`,
      `${at('feedOptions:')}  blog.feedOptions`,
      `${at('createRedirects(')}  client-redirects.createRedirects`,
      `${at('image:')}  themeConfig.image`,
      `${at('{ html:')}  themeConfig.footer.links[1].items[1].html`,
      `${at('prism: {')}  themeConfig.prism`,
      'i18n/  translations',
    ]);
    assert.match(output, /i18n: docs-build builds one locale: the files of en; the translations \(fr\) are not built/);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a folder without a Docusaurus config, and one that has a site.config.ts, writing nothing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-no-docusaurus-'));
    const none = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', '--from-docusaurus', empty], none), 2);
    assert.match(
      printed(none),
      /INIT_NO_DOCUSAURUS_CONFIG[\s\S]*has no Docusaurus config \(docusaurus\.config\.ts, .*docusaurus\.config\.js/,
    );
    assert.deepEqual(fs.readdirSync(empty), []);

    const root = projectCopy('docusaurus-project-ts');
    fs.writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'Mine' };\n");
    const exists = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', '--from-docusaurus', root], exists), 2);
    assert.match(printed(exists), /INIT_CONFIG_EXISTS[\s\S]*site\.config\.ts already exists/);
    assert.equal(fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8'), "export default { title: 'Mine' };\n");
    fs.rmSync(empty, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('takes back the site.config.ts when the site does not build with it, and names a config that throws at its line', async () => {
    const root = writeSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Moved',",
        "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/docs/old', to: '/docs/nowhere' }] }]],",
        '};',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
    });
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', '--from-docusaurus', root], logger), 1);
    assert.match(printed(logger), /\[REDIRECT_[A-Z_]+\] site\.config\.ts:\d+[\s\S]*\/docs\/nowhere/);
    assert.match(printed(logger), /init removed it/);
    assert.equal(fs.existsSync(path.join(root, 'site.config.ts')), false);

    fs.writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      "const url = process.env.SITE_URL;\nmodule.exports = { title: 'T', url: url.trim() };\n",
    );
    const throws = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'init', '--from-docusaurus', root], throws), 1);
    assert.match(printed(throws), /INIT_DOCUSAURUS_CONFIG_THROWS\] docusaurus\.config\.js:2/);
    assert.match(printed(throws), /Nothing was written/);
    assert.equal(fs.existsSync(path.join(root, 'site.config.ts')), false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('require.resolve in an evaluated config module', () => {
  it("resolves from the folder of the module that calls it, as Node's does", async () => {
    const root = writeSite({
      'site.config.ts':
        "import { sidebarsFile } from './config/paths.js';\nexport default { title: 'Resolved', sidebars: sidebarsFile };\n",
      'config/paths.js': "exports.sidebarsFile = require.resolve('./sidebars.js');\n",
      'config/sidebars.js': "module.exports = { docs: ['second', 'index'] };\n",
      'content/docs/index.md': '# Home\n',
      'content/docs/second.md': '# Second\n',
    });
    const site = await buildFixture(root);
    assertBuilt(site);
    assert.deepEqual(sidebarLinks(site.html('/')), ['Second -> /second', 'Home -> /']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
