import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { buildFixture, writeSite, type FileMap } from '../../helpers/build-fixture.js';

/** A docs folder without an index page, as many Docusaurus sites have (their home is a React page). */
const NO_HOME: FileMap = {
  'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n',
  'content/docs/guides/setup.md': '# Setup\n',
  'content/docs/guides/_category_.json': '{ "label": "Guides", "position": 2 }',
};

const brandHref = (html: string) => /<a class="navbar-brand" href="([^"]*)"/.exec(html)?.[1];

describe('a site without a page at /', () => {
  it("sends the navbar title, the breadcrumbs' Home and the 404 page to the first doc, with a warning", async () => {
    const site = await buildFixture(NO_HOME);
    assert.deepEqual(site.errors, []);
    assert.equal(site.html('/'), undefined);
    for (const route of ['/intro', '/guides/setup']) assert.equal(brandHref(site.html(route)!), '/intro', route);
    assert.match(site.html('/guides/setup')!, /<nav class="breadcrumbs"[^>]*><ol><li><a href="\/intro">Home<\/a>/);
    assert.equal(brandHref(site.text('404.html')!), '/intro');
    assert.match(site.text('404.html')!, /<a class="button button--primary" href="\/intro">Go to the docs home<\/a>/);
    assert.deepEqual(
      site.result!.warnings.map((warning) => [warning.code, warning.location?.file]),
      [['NO_HOME_PAGE', 'content/docs/intro.md']],
    );
  });

  it('prints the warning after a successful build', async () => {
    const logger = createMemoryLogger();
    const code = await runCli(['node', 'docs-build', 'build', '--root', writeSite(NO_HOME), '--no-cache'], logger);
    assert.equal(code, 0);
    const printed = logger.lines.map((line) => line.message).join('\n');
    assert.match(
      printed,
      /warning \[NO_HOME_PAGE\] content\/docs\/intro\.md\n {2}no page has the route "\/", so the home links lead to \/intro/,
    );
  });

  it('a site with a home page keeps its links to / and says nothing', async () => {
    const site = await buildFixture({ ...NO_HOME, 'content/docs/index.md': '# Home\n' });
    assert.equal(brandHref(site.html('/intro')!), '/');
    assert.deepEqual(site.result!.warnings, []);
  });
});
