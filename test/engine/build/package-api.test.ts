import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// The package entry, as a program that depends on docs-build imports it (package.json `exports`).
import {
  BuildError,
  buildSite,
  defineConfig,
  type BuildOptions,
  type BuildResult,
  type Logger,
  type Page,
} from 'docs-build';
import { writeSite } from '../../helpers/build-fixture.js';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

describe('package API', () => {
  it('builds a site in memory with buildSite from the package entry', async () => {
    const root = writeSite({ 'content/docs/index.md': '---\ntitle: Home\n---\n\nHello from the API.\n' });
    const options: BuildOptions = { root, write: false, logger: quiet };
    const result: BuildResult = await buildSite(options);
    const home: Page | undefined = result.pages.find((page) => page.route === '/');
    assert.equal(home?.title, 'Home');
    const html = result.files.get('index.html')?.contents;
    assert.match(typeof html === 'string' ? html : Buffer.from(html ?? []).toString('utf8'), /Hello from the API\./);
  });

  it('throws a BuildError from the package entry, with the diagnostics of a broken site', async () => {
    const root = writeSite({
      'site.config.ts': `export default { title: 'x', sidebar: [{ type: 'doc', id: 'missing' }] };\n`,
      'content/docs/index.md': '# Home\n',
    });
    await assert.rejects(
      buildSite({ root, write: false, logger: quiet }),
      (error: unknown) => error instanceof BuildError && error.diagnostics.length > 0,
    );
  });

  it('still gives site configs defineConfig', () => {
    assert.equal(typeof defineConfig, 'function');
  });
});
