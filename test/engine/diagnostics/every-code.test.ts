import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { BuildError, type Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { initFromDocusaurus } from '../../../src/init/init-from-docusaurus.js';
import { buildFixture, repoRoot, writeSite, type FileMap } from '../../helpers/build-fixture.js';

// The codes of the catalogue no test produced before: each from bad input an author (or a broken
// install) can really give, checked for its code, the file and line it names, and what to do about it.

const run = promisify(execFile);

const CONFIG =
  "import { defineConfig } from 'docs-build';\n\nexport default defineConfig({\n  title: 'Fixture',\n});\n";

function site(files: FileMap): FileMap {
  return { 'site.config.ts': CONFIG, 'content/docs/index.md': '# Home\n\nHello.\n', ...files };
}

async function errorsOf(files: FileMap): Promise<Diagnostic[]> {
  const build = await buildFixture(files);
  assert.ok(build.errors.length > 0, 'the build fails');
  return build.errors;
}

async function warningsOf(files: FileMap): Promise<Diagnostic[]> {
  const build = await buildFixture(files);
  assert.deepEqual(build.errors, [], 'the build succeeds');
  return build.result!.warnings;
}

/** The one diagnostic of `code` among `diagnostics`. */
function only(diagnostics: Diagnostic[], code: Diagnostic['code']): Diagnostic {
  const found = diagnostics.filter((d) => d.code === code);
  assert.equal(found.length, 1, `one ${code} among ${JSON.stringify(diagnostics.map((d) => d.code))}`);
  return found[0]!;
}

/**
 * Runs docs-build's CLI (or a module of it) in a child process whose esbuild is broken: its binary is
 * one that exits at once, as with a damaged install. Everything else about the run is real.
 */
async function withBrokenEsbuild(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ESBUILD_BINARY_PATH: '/bin/false' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('diagnostics no other test produced', () => {
  it('CONFIG_SYNTAX: a site.config.ts that does not compile is reported at its line', async () => {
    const error = only(
      await errorsOf(
        site({ 'site.config.ts': "export default {\n  title: 'Fixture'\n  url: 'https://example.com',\n};\n" }),
      ),
      'CONFIG_SYNTAX',
    );
    assert.equal(error.location?.file, 'site.config.ts');
    assert.equal(error.location?.line, 3);
    assert.match(error.message, /Expected "}" but found "url"/);
    assert.match(error.hint!, /Fix the TypeScript in site\.config\.ts/);
  });

  it('CONFIG_LOAD: a config that esbuild cannot bundle for a reason other than its code names the cause', async () => {
    const root = writeSite(site({}));
    const { code, output } = await withBrokenEsbuild([
      path.join(repoRoot, 'bin/docs-build.js'),
      'build',
      '--root',
      root,
      '--out-dir',
      path.join(root, 'build'),
    ]);
    assert.equal(code, 1);
    assert.match(output, /^error \[CONFIG_LOAD\] site\.config\.ts\n {2}Error: The service was stopped/m);
    assert.match(output, /Build failed with 1 error\. The previous output was left untouched\./);
  });

  it('CONFIG_NO_DEFAULT_EXPORT: a config exported under a name, not as default, says how to export it', async () => {
    const error = only(
      await errorsOf(site({ 'site.config.ts': "export const config = { title: 'Fixture' };\n" })),
      'CONFIG_NO_DEFAULT_EXPORT',
    );
    assert.deepEqual(error.location, { file: 'site.config.ts' });
    assert.equal(error.message, 'site.config.ts has no default export');
    assert.equal(error.hint, 'Write `export default defineConfig({ ... })`.');
  });

  it('BUNDLE_FAILED: when esbuild cannot bundle the client at compile time, the package is named, not the site', async () => {
    const script = `import { bundleClient } from ${JSON.stringify(path.join(repoRoot, 'dist/src/bundle/bundle-client.js'))};
try { await bundleClient(); } catch (error) { console.log(JSON.stringify(error.diagnostics)); }`;
    const { output } = await withBrokenEsbuild(['--input-type=module', '-e', script]);
    const [error, ...rest] = JSON.parse(output.trim().split('\n').at(-1)!) as Diagnostic[];
    assert.deepEqual(rest, []);
    assert.equal(error!.code, 'BUNDLE_FAILED');
    assert.deepEqual(error!.location, { file: 'client/entry.ts' });
    assert.match(error!.message, /^bundling the client failed: Error: The service was stopped/);
    assert.match(error!.hint!, /reinstall it or report the error/);
  });

  it('FRONT_MATTER_SHAPE: front matter written as a list, not keys, is reported at its first line', async () => {
    const error = only(
      await errorsOf(site({ 'content/docs/guide.md': '---\n- title: Guide\n- sidebar_position: 2\n---\n# Guide\n' })),
      'FRONT_MATTER_SHAPE',
    );
    assert.deepEqual(error.location, { file: 'content/docs/guide.md', line: 2, column: 0 });
    assert.equal(error.message, 'front matter must be a map of keys to values');
    assert.match(error.hint!, /one `key: value` per line/);
  });

  it('CONTENT_RENDER_CRASH: a page whose rendering fails with a RangeError names the page and the error', async () => {
    const page = "export const released = new Date('next spring');\n\n# Release\n\nOut on {released.toISOString()}.\n";
    const error = only(await errorsOf(site({ 'content/docs/release.mdx': page })), 'CONTENT_RENDER_CRASH');
    assert.deepEqual(error.location, { file: 'content/docs/release.mdx' });
    assert.equal(error.message, 'rendering this page failed: Invalid time value');
    assert.match(error.hint!, /split it into smaller pages/);
  });

  it('MDX_UNKNOWN_COMPONENT: a component used without an import is reported at its line, with the built-ins', async () => {
    const error = only(
      await errorsOf(
        site({ 'content/docs/guide.mdx': '# Guide\n\nIntro.\n\n<Callout type="tip">Read this.</Callout>\n' }),
      ),
      'MDX_UNKNOWN_COMPONENT',
    );
    assert.deepEqual(error.location, { file: 'content/docs/guide.mdx', line: 5, column: 0 });
    assert.equal(error.message, 'unknown component <Callout>');
    assert.match(
      error.hint!,
      /^Import it \(import Callout from '\.\/Callout\.js'\), or use a built-in component: .*Tabs/,
    );
  });

  it('PAGE_MODULE_THROWS: module-level code of a page that needs a browser names the page and keeps the error', async () => {
    const page = 'export const width = window.innerWidth;\n\n# Layout\n\nThe page is {width} pixels wide.\n';
    const error = only(await errorsOf(site({ 'content/docs/layout.mdx': page })), 'PAGE_MODULE_THROWS');
    assert.deepEqual(error.location, { file: 'content/docs/layout.mdx' });
    assert.equal(error.message, 'content/docs/layout.mdx threw while loading: window is not defined');
    assert.match(error.hint!, /keep browser-only code inside effects or handlers/);
  });

  it('OPENAPI_SYNTAX: a spec that is not valid YAML is reported in its file', async () => {
    const spec = "openapi: 3.0.3\ninfo:\n  title: Shop\n  version: '1'\npaths:\n  /orders:\n    get: {\n";
    const config =
      "export default {\n  title: 'Fixture',\n  openapi: [{ id: 'shop', file: 'openapi/shop.yaml', routeBase: '/api' }],\n};\n";
    const errors = await errorsOf(site({ 'site.config.ts': config, 'openapi/shop.yaml': spec }));
    const error = errors.find((d) => d.code === 'OPENAPI_SYNTAX');
    assert.ok(error, JSON.stringify(errors));
    // The flow map opened on line 7 is never closed: the parser stops at the end of the file.
    assert.deepEqual(error.location, { file: 'openapi/shop.yaml', line: 8, column: 0 });
    assert.match(error.message, /^openapi\/shop\.yaml is not valid YAML\/JSON: /);
    assert.equal(error.hint, 'Fix the syntax of the spec file.');
  });

  it('OPENAPI_SYNTAX names the line of a mistake in the middle of the spec', async () => {
    const spec = "openapi: 3.0.3\ninfo:\n  title: Shop\n  version: '1'\n   extra: x\npaths: {}\n";
    const config =
      "export default {\n  title: 'Fixture',\n  openapi: [{ id: 'shop', file: 'openapi/shop.yaml', routeBase: '/api' }],\n};\n";
    const error = only(await errorsOf(site({ 'site.config.ts': config, 'openapi/shop.yaml': spec })), 'OPENAPI_SYNTAX');
    assert.deepEqual(error.location, { file: 'openapi/shop.yaml', line: 5, column: 0 });
    assert.match(error.message, /All mapping items must start at the same column/);
  });

  it('NAVBAR_SIDEBAR_EMPTY: a navbar item that opens a sidebar with no pages is left out, with a warning', async () => {
    const config =
      "export default {\n  title: 'Fixture',\n  sidebars: { docs: ['index'], api: [] },\n" +
      "  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] },\n};\n";
    const build = await buildFixture(site({ 'site.config.ts': config }));
    assert.deepEqual(build.errors, []);
    const warning = only(build.result!.warnings, 'NAVBAR_SIDEBAR_EMPTY');
    assert.equal(warning.severity, 'warning');
    assert.deepEqual(warning.location, { file: 'site.config.ts' });
    assert.equal(
      warning.message,
      'navbar item "API" points to sidebar "api", which has no pages; the item is left out',
    );
    assert.equal(warning.hint, 'Use one of the sidebars with pages: docs.');
    assert.doesNotMatch(build.html('/')!, />API</);
  });

  it('BLOG_AUTHOR_INVALID: a post author written as an object without a name is reported at the authors line', async () => {
    const post = '---\ntitle: Launch\nauthors:\n  - title: Editor\n    url: https://example.com\n---\n\nWe launched.\n';
    const error = only(await errorsOf(site({ 'content/blog/2024-03-18-launch.md': post })), 'BLOG_AUTHOR_INVALID');
    assert.deepEqual(error.location, { file: 'content/blog/2024-03-18-launch.md', line: 3, column: 0 });
    assert.equal(
      error.message,
      'content/blog/2024-03-18-launch.md has an author that is neither a key of the authors file nor an object with a name',
    );
    assert.match(error.hint!, /an object with at least `name:`/);
  });

  it('INIT_DOCUSAURUS_CONFIG_UNREADABLE: a Docusaurus config that does not compile is named at its line, and nothing is written', async () => {
    const root = writeSite({
      'docusaurus.config.js':
        "module.exports = {\n  title: 'Moved',\n  url: 'https://example.com'\n  baseUrl: '/',\n};\n",
      'docs/index.md': '# Home\n',
    });
    const failure = await initFromDocusaurus({ dir: root }).then(
      () => assert.fail('init succeeded'),
      (error: unknown) => error,
    );
    assert.ok(failure instanceof BuildError);
    const error = only(failure.diagnostics, 'INIT_DOCUSAURUS_CONFIG_UNREADABLE');
    assert.equal(error.location?.file, 'docusaurus.config.js');
    assert.equal(error.location?.line, 4);
    assert.match(error.message, /Expected "}" but found "baseUrl"/);
    assert.equal(error.hint, 'Fix docusaurus.config.js so that Docusaurus itself can load it, then run init again.');
    assert.equal(fs.existsSync(path.join(root, 'site.config.ts')), false);
  });

  it('STATIC_FILE_SHADOWED: a static file with the name of a generated one is not copied, with a warning', async () => {
    const warnings = await warningsOf(site({ 'static/sitemap.xml': '<urlset></urlset>\n' }));
    const warning = only(warnings, 'STATIC_FILE_SHADOWED');
    assert.equal(warning.severity, 'warning');
    assert.deepEqual(warning.location, { file: 'static/sitemap.xml' });
    assert.equal(warning.message, 'static/sitemap.xml is not copied: the build generates sitemap.xml itself');
    assert.equal(warning.hint, 'Rename or remove the static file.');
  });
});
