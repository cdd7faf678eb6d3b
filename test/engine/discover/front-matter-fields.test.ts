import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite } from '../../../src/build/build-site.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { formatDiagnostic } from '../../../src/diagnostics/format-diagnostic.js';
import { watchSite } from '../../../src/watch/watch-site.js';
import { buildFixture, fixturesDir, writeSite, type FileMap, type FixtureBuild } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

const CONFIG = `import { defineConfig } from 'docs-build';

export default defineConfig({
  title: 'Fields',
  url: 'https://docs.example.com',
  editUrl: 'https://github.com/acme/docs/edit/main/',
  sidebars: {
    guides: ['index', 'install', 'configure', 'secret', 'deploy', 'faq'],
    reference: ['api', 'styled'],
  },
});
`;

/** A Docusaurus-style docs folder using every page field this build honours. */
const SITE: FileMap = {
  'site.config.ts': CONFIG,
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [the draft](./roadmap.md) later.\n',
  'content/docs/install.md': '---\ntitle: Install\npagination_label: Installing it\n---\n\nInstall it.\n',
  'content/docs/configure.md': [
    '---',
    'title: Configure',
    'toc_min_heading_level: 3',
    'toc_max_heading_level: 5',
    'last_update:',
    '  date: 2024-03-05',
    '  author: Ada Lovelace',
    'image: /img/configure-card.png',
    '---',
    '',
    '## Level two',
    '',
    '### Level three',
    '',
    '#### Level four',
    '',
    '##### Level five',
    '',
    '###### Level six',
    '',
  ].join('\n'),
  'content/docs/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nOnly with the link.\n',
  'content/docs/deploy.md':
    '---\ntitle: Deploy\npagination_prev: index\npagination_next: null\ncustom_edit_url: https://example.com/edit/deploy\n---\n\nShip it.\n',
  'content/docs/faq.md':
    '---\ntitle: FAQ\ndisplayed_sidebar: reference\ncustom_edit_url: null\nlast_update:\n  author: Grace\n---\n\nQuestions.\n',
  'content/docs/api.md':
    '---\ntitle: API\ndisplayed_sidebar: null\nimage: https://cdn.example.com/api.png\n---\n\nThe API.\n',
  'content/docs/styled.md':
    '---\ntitle: Styled\nsidebar_class_name: sidebar-item--new\nsome_plugin_key: kept as is\n---\n\nStyled.\n',
  'content/docs/roadmap.md': '---\ntitle: Roadmap\ndraft: true\n---\n\nNot yet.\n',
};

/** The part of a page's HTML inside the element that starts with `open` (first match), to its end. */
function section(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[0] ?? '';
}
const sidebarOf = (html: string) => section(html, /<aside[\s\S]*?<\/aside>/);
// React separates adjacent text with `<!-- -->`; a reader sees the text joined.
const paginationOf = (html: string) =>
  section(html, /<nav class="pagination-nav"[\s\S]*?<\/nav>/).replaceAll('<!-- -->', '');
const tocOf = (html: string) => section(html, /<nav class="toc"[\s\S]*?<\/nav>/);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('Docusaurus page fields in front matter', () => {
  let site: FixtureBuild;
  const page = (route: string) => {
    const html = site.html(route);
    assert.ok(html, `${route} was built`);
    return html;
  };

  before(async () => {
    // The link to the draft is a dead link in production: warn about it so the rest of the site builds.
    site = await buildFixture({
      ...SITE,
      'site.config.ts': CONFIG.replace("title: 'Fields',", "title: 'Fields',\n  onBrokenLinks: 'warn',"),
    });
    assert.deepEqual(site.errors, []);
  });

  it("pagination_label names the page in its neighbours' previous/next links", () => {
    assert.match(paginationOf(page('/')), /Next<\/span><span class="pagination-nav-title">Installing it »/);
    assert.match(
      paginationOf(page('/configure')),
      /Previous<\/span><span class="pagination-nav-title">« Installing it/,
    );
    assert.match(sidebarOf(page('/')), />Install<\/a>/, 'the sidebar keeps its own label');
  });

  it('pagination_prev names another doc, pagination_next: null hides the link', () => {
    const nav = paginationOf(page('/deploy'));
    assert.deepEqual(hrefs(nav), ['/']);
    assert.match(nav, /rel="prev"/);
    assert.doesNotMatch(nav, /rel="next"/);
  });

  it('displayed_sidebar shows the named sidebar, and null shows none', () => {
    const faq = page('/faq');
    assert.match(sidebarOf(faq), /href="\/api"/);
    assert.doesNotMatch(sidebarOf(faq), /href="\/install"/);
    const api = page('/api');
    assert.equal(sidebarOf(api), '');
    assert.match(api, /doc-layout--no-sidebar/);
  });

  it("sidebar_class_name is a class of the page's sidebar item", () => {
    assert.match(
      sidebarOf(page('/api')) || sidebarOf(page('/styled')),
      /<li class="sidebar-item sidebar-item--new"><a class="sidebar-link" href="\/styled"/,
    );
  });

  it('toc_min/max_heading_level choose the heading levels of the table of contents', () => {
    assert.deepEqual(hrefs(tocOf(page('/configure'))), ['#level-three', '#level-four', '#level-five']);
    assert.deepEqual(hrefs(tocOf(page('/install'))), []);
  });

  it('last_update is shown at the bottom of the page', () => {
    assert.match(page('/configure'), /<p class="doc-last-update">Last updated on March 5, 2024 by Ada Lovelace<\/p>/);
    assert.match(page('/faq'), /<p class="doc-last-update">Last updated by Grace<\/p>/);
    assert.doesNotMatch(page('/install'), /Last updated/);
  });

  it('editUrl gives every doc an "Edit this page" link; custom_edit_url replaces it, null hides it', () => {
    assert.match(
      page('/install'),
      /<a class="doc-edit-link" href="https:\/\/github.com\/acme\/docs\/edit\/main\/content\/docs\/install.md"[^>]*>Edit this page<\/a>/,
    );
    assert.match(page('/deploy'), /<a class="doc-edit-link" href="https:\/\/example.com\/edit\/deploy"/);
    assert.doesNotMatch(page('/faq'), /Edit this page/);
  });

  it('image becomes og:image and twitter:image, a site path resolved against the site url', () => {
    const configure = page('/configure');
    assert.match(
      configure,
      /<meta property="og:image" content="https:\/\/docs.example.com\/img\/configure-card.png"\/>/,
    );
    assert.match(
      configure,
      /<meta name="twitter:image" content="https:\/\/docs.example.com\/img\/configure-card.png"\/>/,
    );
    assert.match(configure, /<meta name="twitter:card" content="summary_large_image"\/>/);
    assert.match(page('/api'), /<meta property="og:image" content="https:\/\/cdn.example.com\/api.png"\/>/);
    assert.doesNotMatch(page('/install'), /og:image/);
  });

  it('unlisted: built with a banner and noindex, but in no sidebar, prev/next, sitemap, search index or all-docs.txt', () => {
    const secret = page('/secret');
    assert.match(secret, /<meta name="robots" content="noindex"\/>/);
    assert.match(secret, /Unlisted page[\s\S]*This page is unlisted\./);
    assert.doesNotMatch(page('/install'), /noindex/);
    for (const route of ['/', '/install', '/configure', '/deploy'])
      assert.doesNotMatch(sidebarOf(page(route)), /\/secret/, route);
    assert.match(paginationOf(page('/deploy')), /href="\/"/);
    assert.match(
      paginationOf(page('/configure')),
      /Next<\/span><span class="pagination-nav-title">Deploy »/,
      'the unlisted page is skipped',
    );
    assert.doesNotMatch(site.text('sitemap.xml')!, /\/secret/);
    assert.match(site.text('sitemap.xml')!, /\/install/);
    assert.doesNotMatch(site.text('all-docs.txt')!, /Only with the link/);
    assert.match(site.text('all-docs.txt')!, /Install it\./);
    const searchFiles = [...site.result!.files.keys()].filter((file) => file.includes('search-index'));
    assert.ok(searchFiles.length > 0);
    for (const file of searchFiles) {
      assert.doesNotMatch(site.text(file)!, /Only with the link|\/secret/, file);
      assert.match(site.text(file)!, /Install it/, file);
    }
  });

  it('draft: left out of `build`, with the link to it reported as a dead link that names the draft', () => {
    assert.equal(site.html('/roadmap'), undefined);
    assert.doesNotMatch(site.text('sitemap.xml')!, /roadmap/);
    const warning = site.result!.warnings.find((item) => item.code === 'DEAD_LINK');
    assert.ok(warning, 'the link to the draft is reported');
    const printed = formatDiagnostic(warning, site.root);
    assert.match(printed, /^warning \[DEAD_LINK\] content\/docs\/index\.md:5:/);
    assert.match(printed, /\/roadmap is a draft \(content\/docs\/roadmap\.md has `draft: true`\)/);
  });

  it('unknown front matter keys are kept and ignored, as before', () => {
    assert.match(page('/styled'), /Styled\./);
    assert.doesNotMatch(page('/styled'), /some_plugin_key|kept as is/);
  });
});

describe('draft pages in watch mode', () => {
  it('are built and served by `watch` (and by buildSite with drafts: true), and left out of `build`', async () => {
    const root = writeSite(SITE);
    const built = await buildSite({ root, write: false, drafts: true, logger: createMemoryLogger() });
    assert.ok(built.files.has('roadmap/index.html'));
    assert.deepEqual(
      built.warnings.filter((warning) => warning.code === 'DEAD_LINK'),
      [],
    );

    const watching = await watchSite({ root, port: 0, logger: createMemoryLogger() });
    try {
      const draft = await httpGet(watching.url, '/roadmap');
      assert.equal(draft.status, 200);
      assert.match(draft.body.toString('utf8'), /Not yet\./);
    } finally {
      await watching.close();
    }

    const production = await buildFixture(root);
    assert.deepEqual(
      production.errors.map((error) => [error.code, error.location?.file, error.location?.line]),
      [['DEAD_LINK', 'content/docs/index.md', 5]],
      'with onBrokenLinks at its default, the link to the draft fails the build',
    );
  });
});

describe('bad page fields are reported at their line', () => {
  const cases: { name: string; frontMatter: string; line: number; message: RegExp; code?: string }[] = [
    {
      name: 'a TOC level out of range',
      frontMatter: 'title: T\ntoc_max_heading_level: 7',
      line: 3,
      message: /"toc_max_heading_level" must be a heading level from 2 to 6, got 7/,
    },
    {
      name: 'a TOC min above its max',
      frontMatter: 'toc_min_heading_level: 4\ntoc_max_heading_level: 3',
      line: 3,
      message: /below "toc_min_heading_level"/,
    },
    {
      name: 'a last_update that is not a map',
      frontMatter: 'title: T\nlast_update: yesterday',
      line: 3,
      message: /"last_update" must be a map/,
    },
    {
      name: 'a last_update date that is not a date',
      frontMatter: 'last_update:\n  date: someday',
      line: 2,
      message: /"date" must be a date/,
    },
    {
      name: 'a pagination_next that is a number',
      frontMatter: 'pagination_next: 3',
      line: 2,
      message: /"pagination_next" must be a string or null/,
    },
    {
      name: 'an unlisted that is not a boolean',
      frontMatter: 'unlisted: sometimes',
      line: 2,
      message: /"unlisted" must be a boolean/,
    },
    {
      name: 'a pagination_prev naming no doc',
      frontMatter: 'title: T\npagination_prev: instal',
      line: 3,
      message: /names the doc "instal", which does not exist/,
      code: 'PAGINATION_UNKNOWN_DOC',
    },
    {
      name: 'a displayed_sidebar naming no sidebar',
      frontMatter: 'displayed_sidebar: nope',
      line: 2,
      message: /names the sidebar "nope"/,
      code: 'DISPLAYED_SIDEBAR_UNKNOWN',
    },
  ];
  for (const { name, frontMatter, line, message, code } of cases) {
    it(name, async () => {
      const { errors } = await buildFixture({
        'content/docs/index.md': '# Home\n',
        'content/docs/install.md': '# Install\n',
        'content/docs/bad.md': `---\n${frontMatter}\n---\n\nBody.\n`,
      });
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.equal(errors[0]!.code, code ?? 'FRONT_MATTER_TYPE');
      assert.deepEqual(
        { file: errors[0]!.location?.file, line: errors[0]!.location?.line },
        { file: 'content/docs/bad.md', line },
      );
      assert.match(errors[0]!.message, message);
    });
  }

  it('an editUrl function that throws names the page', async () => {
    const { errors } = await buildFixture({
      'site.config.ts':
        "export default { title: 'T', editUrl: ({ docPath }: { docPath: string }) => { if (docPath === 'bad.md') throw new Error('no repo'); return `https://e.com/${docPath}`; } };\n",
      'content/docs/index.md': '# Home\n',
      'content/docs/bad.md': '# Bad\n',
    });
    assert.deepEqual(
      errors.map((error) => [error.code, error.location?.file]),
      [['EDIT_URL_INVALID', 'content/docs/bad.md']],
    );
    assert.match(errors[0]!.message, /threw for content\/docs\/bad\.md: no repo/);
  });

  it('an editUrl function gets the doc path and its answer is the link (with OpenAPI specs, built on a thread of their own)', async () => {
    const site = await buildFixture({
      'site.config.ts':
        "export default { title: 'T', openapi: [{ id: 'small', file: 'openapi/small.yaml', routeBase: '/endpoints' }],\n" +
        '  editUrl: ({ docPath, filePath }: { docPath: string; filePath: string }) => `https://e.com/${docPath}?from=${filePath}` };\n',
      'openapi/small.yaml': readFileSync(path.join(fixturesDir, 'openapi/small.yaml'), 'utf8'),
      'content/docs/index.md': '# Home\n',
      'content/docs/guides/setup.md': '# Setup\n',
    });
    assert.deepEqual(site.errors, []);
    assert.ok(site.result!.pages.some((page) => page.kind === 'endpoint'));
    assert.match(
      site.html('/guides/setup')!,
      /<a class="doc-edit-link" href="https:\/\/e.com\/guides\/setup.md\?from=content\/docs\/guides\/setup.md"/,
    );
  });
});
