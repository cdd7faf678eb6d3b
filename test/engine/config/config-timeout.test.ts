import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONFIG_TIMEOUT_ENV } from '../../../src/config/run-config-module.js';
import { buildFixture, type FileMap } from '../../helpers/build-fixture.js';

const CONTENT: FileMap = { 'content/docs/index.md': '# Home\n\nHello.\n' };

function site(config: string): FileMap {
  return { ...CONTENT, 'site.config.ts': `import { defineConfig } from 'docs-build';\n\n${config}\n` };
}

describe('a config that never finishes is stopped after a timeout', () => {
  const previous = process.env[CONFIG_TIMEOUT_ENV];
  before(() => {
    process.env[CONFIG_TIMEOUT_ENV] = '300';
  });
  after(() => {
    if (previous === undefined) delete process.env[CONFIG_TIMEOUT_ENV];
    else process.env[CONFIG_TIMEOUT_ENV] = previous;
  });

  it('a synchronous infinite loop at the top level gives CONFIG_TIMEOUT', async () => {
    const { errors } = await buildFixture(site("while (true) {}\n\nexport default defineConfig({ title: 'Never' });"));
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.code, 'CONFIG_TIMEOUT');
    assert.equal(errors[0]!.location?.file, 'site.config.ts');
    assert.match(errors[0]!.message, /did not finish loading within 0\.3 s/);
    assert.match(errors[0]!.hint ?? '', /loop that never ends/);
  });

  it('a default export that is a promise that never settles gives CONFIG_TIMEOUT', async () => {
    const { errors } = await buildFixture(site('export default new Promise(() => {});'));
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.code, 'CONFIG_TIMEOUT');
    assert.equal(errors[0]!.location?.file, 'site.config.ts');
    assert.match(errors[0]!.message, /promise that did not settle/);
  });

  it('a default export that is a promise of a config builds with that config', async () => {
    const { errors, html } = await buildFixture(
      site("export default Promise.resolve(defineConfig({ title: 'Promised Docs' }));"),
    );
    assert.deepEqual(errors, []);
    assert.match(html('/') ?? '', /Promised Docs/);
  });

  it('a default export that is a rejected promise gives CONFIG_THROWS with the reason', async () => {
    const { errors } = await buildFixture(site("export default Promise.reject(new Error('no network'));"));
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.code, 'CONFIG_THROWS');
    assert.match(errors[0]!.message, /no network/);
  });

  it('a config that throws something other than an Error says what it threw', async () => {
    const { errors } = await buildFixture(
      site("throw 'missing API key';\n\nexport default defineConfig({ title: 'x' });"),
    );
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0]!.code, 'CONFIG_THROWS');
    assert.match(errors[0]!.message, /threw while loading: missing API key/);
  });
});
