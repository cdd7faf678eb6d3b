import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFixture } from '../../helpers/build-fixture.js';

/** A site whose navbar links to `targets` (navbar links are checked as written, not resolved as content files). */
const site = (targets: string[]) => ({
  'site.config.ts': `export default { title: 'Links', navbar: { items: [${targets.map((to) => `{ type: 'internal', to: '${to}', label: '${to}' }`).join(', ')}] } };\n`,
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
});

describe('links to the files a build generates', () => {
  it("reach a page's Markdown copy, the home page's, all-docs.txt, llms.txt, llms-full.txt and the sitemap", async () => {
    const build = await buildFixture(site(['/guide.md', '/index.md', '/all-docs.txt', '/llms.txt', '/llms-full.txt', '/sitemap.xml']));
    assert.deepEqual(build.errors, []);
    assert.ok(build.text('guide.md') && build.text('index.md'), 'the copies the links point at are written');
  });

  it('are dead when no page has that Markdown copy: a missing page, or the search page, which has none', async () => {
    const build = await buildFixture(site(['/nowhere.md', '/search.md']));
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.message]),
      [
        ['DEAD_LINK', 'dead link "/nowhere.md": no page has the route /nowhere.md'],
        ['DEAD_LINK', 'dead link "/search.md": no page has the route /search.md'],
      ],
    );
  });
});
