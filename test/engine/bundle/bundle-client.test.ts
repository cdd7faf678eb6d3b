import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { bundleClient } from '../../../src/bundle/bundle-client.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPrebuiltClient } from '../../../src/bundle/prebuilt-client.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';

const text = (contents: string | Uint8Array) =>
  typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');

describe('bundleClient', () => {
  it('emits hashed ESM assets, a stylesheet and the entry URL every page loads', async () => {
    const assets = await bundleClient();
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
    const assets = await bundleClient();
    const names = [...assets.files.keys()];
    assert.ok(names.some((name) => name.startsWith('assets/theme-toggle-island-')));
    assert.ok(names.some((name) => name.startsWith('assets/tabs-island-')));
    const entry = text(assets.files.get(assets.entryScript.slice(1))!.contents);
    // React's elements carry this symbol; the entry must not, so pages without islands never load React.
    assert.doesNotMatch(entry, /react\.(transitional\.)?element/);
    const entryGzip = gzipSync(entry).length;
    assert.ok(
      entryGzip < 12 * 1024,
      `the entry is ${entryGzip} bytes gzipped, over the 12 KB budget of our first-load JS`,
    );
  });

  it('bundles the theme CSS with both colour modes and the code token colours', async () => {
    const assets = await bundleClient();
    const css = text(assets.files.get(assets.stylesheets[0]!.slice(1))!.contents);
    assert.match(css, /html\[data-theme=dark\]/);
    assert.match(css, /--code-keyword:/);
    assert.match(css, /\.token\.keyword/);
    assert.match(css, /\.admonition-danger/);
    assert.doesNotMatch(css, /@import/);
  });
});

describe('the prebuilt client (npm run compile)', () => {
  it('is the bundle of the current client sources, ready to copy', async () => {
    const fresh = await bundleClient();
    const prebuilt = loadPrebuiltClient();
    assert.deepEqual(
      [...prebuilt.files.keys()].sort(),
      [...fresh.files.keys()].sort(),
      'the prebuilt client is stale: run `npm run compile`',
    );
    assert.equal(prebuilt.entryScript, fresh.entryScript);
    assert.deepEqual(prebuilt.stylesheets, fresh.stylesheets);
    assert.deepEqual(prebuilt.preloads, fresh.preloads);
    for (const [file, output] of prebuilt.files) {
      assert.deepEqual(fs.readFileSync(output.copyFrom!), Buffer.from(fresh.files.get(file)!.contents), file);
    }
  });

  it('fails the build with what to run when it is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-no-client-'));
    assert.throws(
      () => loadPrebuiltClient(empty),
      (error: unknown) =>
        error instanceof BuildError &&
        error.diagnostics[0]?.code === 'BUNDLE_MISSING' &&
        /npm run compile/.test(error.diagnostics[0].hint ?? ''),
    );
  });
});
