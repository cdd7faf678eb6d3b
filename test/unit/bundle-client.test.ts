import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { bundleClient } from '../../src/bundle/bundle-client.js';
import { parseConfig } from '../../src/config/load-config.js';
import { createBuildContext } from '../../src/context/build-context.js';
import { createMemoryLogger } from '../../src/context/logger.js';

const context = createBuildContext({ root: '/site', outDir: '/site/build', config: parseConfig({ title: 'T' }, undefined), logger: createMemoryLogger() });

const text = (contents: string | Uint8Array) => (typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));

describe('bundleClient', () => {
  it('emits hashed ESM assets, a stylesheet and the entry URL every page loads', async () => {
    const assets = await bundleClient(context);
    assert.match(assets.entryScript, /^\/assets\/app-[A-Z0-9]{8}\.js$/);
    assert.equal(assets.stylesheets.length, 1);
    assert.match(assets.stylesheets[0]!, /^\/assets\/styles-[A-Z0-9]{8}\.css$/);
    for (const url of [assets.entryScript, ...assets.stylesheets, ...assets.preloads]) {
      assert.ok(assets.files.has(url.slice(1)), `${url} is among the files`);
    }
    for (const file of assets.files.keys()) assert.match(file, /^assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/);
    const entry = text(assets.files.get(assets.entryScript.slice(1))!.contents);
    assert.match(entry, /import\(/, 'islands are loaded with dynamic imports');
    assert.doesNotMatch(entry, /require\(/);
  });

  it('splits each island into its own chunk and keeps React out of the entry', async () => {
    const assets = await bundleClient(context);
    const names = [...assets.files.keys()];
    assert.ok(names.some((name) => name.startsWith('assets/theme-toggle-island-')));
    assert.ok(names.some((name) => name.startsWith('assets/tabs-island-')));
    const entry = text(assets.files.get(assets.entryScript.slice(1))!.contents);
    // React's elements carry this symbol; the entry must not, so pages without islands never load React.
    assert.doesNotMatch(entry, /react\.(transitional\.)?element/);
    const entryGzip = gzipSync(entry).length;
    assert.ok(entryGzip < 12 * 1024, `the entry is ${entryGzip} bytes gzipped, over the 12 KB budget of our first-load JS`);
  });

  it('bundles the theme CSS with both colour modes and the code token colours', async () => {
    const assets = await bundleClient(context);
    const css = text(assets.files.get(assets.stylesheets[0]!.slice(1))!.contents);
    assert.match(css, /html\[data-theme=dark\]/);
    assert.match(css, /--code-keyword:/);
    assert.match(css, /\.token\.keyword/);
    assert.match(css, /\.admonition-danger/);
    assert.doesNotMatch(css, /@import/);
  });
});
