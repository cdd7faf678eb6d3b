import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SourceFile } from '../../../src/serve/file-source.js';
import { createMemorySource } from '../../../src/serve/memory-source.js';
import { buildingSite, placeholderForPages } from '../../../src/watch/placeholder-site.js';

/** The site watch serves while its first build runs, and the lookups it made ahead of the build. */
async function servedDuringFirstBuild() {
  const source = createMemorySource();
  source.replace(buildingSite());
  const asked: [string, boolean][] = [];
  const served = placeholderForPages(
    source,
    () => true,
    async (relative, _trailingSlash, page) => {
      asked.push([relative, page]);
      return null;
    },
  );
  return { view: (await served.view())!, asked };
}

const bodyOf = (file: SourceFile | null) => (file?.kind === 'memory' ? file.file.body.toString('utf8') : '');

describe('what watch serves while its first build runs', () => {
  it('looks a page ahead of the build, and answers “Building the site” when none is shown ahead', async () => {
    const { view, asked } = await servedDuringFirstBuild();
    assert.match(bodyOf(await view.find('guide', false)), /Building the site/);
    assert.deepEqual(asked, [['guide', true]]);
  });

  it('looks another file ahead, and misses', async () => {
    const { view, asked } = await servedDuringFirstBuild();
    assert.equal(await view.find('assets/app.js', false), null);
    assert.deepEqual(asked, [['assets/app.js', false]]);
  });

  // Every request looks for the redirects first: waiting for them would hold every page shown ahead.
  it('has no redirects ahead of the build, and does not wait for any', async () => {
    const { view, asked } = await servedDuringFirstBuild();
    assert.equal(await view.find('_redirects', false), null);
    assert.deepEqual(asked, []);
  });
});
