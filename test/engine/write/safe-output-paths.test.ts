import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { BuildError } from '../../../src/diagnostics/diagnostic.js';
import { outputTargetIn, pathsIn } from '../../../src/write/output-target.js';
import { outputTarget, writeOutput } from '../../../src/write/write-output.js';
import { makeContext } from '../../helpers/make-source.js';
import { snapshotTree } from '../../helpers/tree-snapshot.js';
import { buildFixture, type FileMap } from '../../helpers/build-fixture.js';

/** A sandbox holding a site in `site/`, so that anything written beside or above the site shows. */
function sandboxWithSite(files: FileMap): { sandbox: string; root: string } {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-sandbox-'));
  const root = path.join(sandbox, 'a/b/site');
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), contents);
  }
  fs.writeFileSync(path.join(sandbox, 'a/precious.txt'), 'keep me\n');
  return { sandbox, root };
}

async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const logger = createMemoryLogger();
  const code = await runCli(['node', 'docs-build', ...args], logger);
  return { code, output: logger.lines.map((line) => line.message).join('\n') };
}

describe('slugs never lead out of the output folder', () => {
  for (const [kind, file] of [
    ['doc', 'content/docs/escape.md'],
    ['blog post', 'content/blog/2026-01-01-escape.md'],
  ] as const) {
    it(`a ${kind} with slug ../../../x fails at its slug line and writes nothing outside the sandbox`, async () => {
      const { sandbox, root } = sandboxWithSite({
        'content/docs/index.md': '# Home\n',
        [file]: '---\ntitle: Escape\nslug: ../../../x\n---\n\n# Escape\n',
      });
      const before = snapshotTree(sandbox);
      const { code, output } = await cli('build', '--root', root);
      assert.equal(code, 1);
      assert.match(output, new RegExp(`error \\[FRONT_MATTER_SLUG\\] ${file}:3`));
      assert.deepEqual(snapshotTree(sandbox), before);
    });
  }

  it('refuses backslashes, NUL and dot segments, and a slug that is not a string, each at its line', async () => {
    const build = await buildFixture({
      'content/docs/index.md': '# Home\n',
      'content/docs/a.md': '---\nslug: ..\\\\..\\\\x\n---\n# A\n',
      'content/docs/b.md': '---\nslug: "/x/./y"\n---\n# B\n',
      'content/docs/c.md': '---\nslug: "/x\\0y"\n---\n# C\n',
      'content/docs/d.md': '---\ntitle: D\nslug: 42\n---\n# D\n',
    });
    const found = build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line}`).sort();
    assert.deepEqual(found, [
      'FRONT_MATTER_SLUG content/docs/a.md:2',
      'FRONT_MATTER_SLUG content/docs/b.md:2',
      'FRONT_MATTER_SLUG content/docs/c.md:2',
      'FRONT_MATTER_TYPE content/docs/d.md:3',
    ]);
  });

  it('an OpenAPI routeBase with ".." segments is a config error at its line', () => {
    const text =
      "export default {\n  title: 'T',\n  openapi: [{ id: 'v2', file: 'openapi/v2.yaml',\n    routeBase: '/../../x' }],\n};\n";
    assert.throws(
      () =>
        parseConfig(
          { title: 'T', openapi: [{ id: 'v2', file: 'openapi/v2.yaml', routeBase: '/../../x' }] },
          { file: 'site.config.ts', text },
        ),
      (error: unknown) =>
        error instanceof BuildError &&
        error.diagnostics[0]!.code === 'CONFIG_INVALID' &&
        error.diagnostics[0]!.location?.line === 4,
    );
  });

  it('the write stage refuses a target outside its folder, as a second line of defence', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-target-'));
    assert.equal(outputTarget(folder, 'a/b/index.html'), path.join(folder, 'a/b/index.html'));
    // Plain paths are joined as they are, the others resolved: either way, what resolving gives.
    for (const inside of ['a/b/index.html', '.well-known/x', 'a/..b/c', 'a//b', 'a/./b', 'a/../b', 'a/b/'])
      for (const given of [folder, `${folder}/`]) {
        assert.equal(outputTargetIn(given)(inside), path.resolve(folder, inside), `${inside} in ${given}`);
        assert.equal(pathsIn(given)(inside), path.resolve(folder, inside), `${inside} in ${given}`);
      }
    for (const bad of ['../x/index.html', 'a/../../x', '/etc/x', 'a\0b', '.', '']) {
      assert.throws(
        () => outputTarget(folder, bad),
        (error: unknown) => error instanceof BuildError && error.diagnostics[0]!.code === 'OUTPUT_OUTSIDE',
        bad,
      );
    }

    const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-sandbox-'));
    const context = makeContext({}, sandbox);
    context.outDir = path.join(sandbox, 'site/build');
    const files = new Map([
      ['index.html', { contents: '<h1>ok</h1>' }],
      ['../../escaped.txt', { contents: 'should never be written' }],
    ]);
    const before = snapshotTree(sandbox);
    await assert.rejects(
      writeOutput(context, files),
      (error: unknown) => error instanceof BuildError && error.diagnostics[0]!.code === 'OUTPUT_OUTSIDE',
    );
    assert.deepEqual(
      snapshotTree(sandbox),
      { ...before, site: 'folder' },
      "only the output folder's parent may appear, empty",
    );
  });
});

describe('--out-dir never replaces a folder that is not a build output', () => {
  const site: FileMap = { 'content/docs/index.md': '# Home\n', 'static/img/logo.svg': '<svg/>' };

  for (const [outDir, reason] of [
    ['.', /it is the site root/],
    ['..', /it contains the site root/],
    ['../../..', /it contains the site root/],
    ['content', /inside the site's source folder content\//],
    ['content/docs/out', /inside the site's source folder content\//],
    ['static', /inside the site's source folder static\//],
    ['../../../mine', /holds files that docs-build did not write/],
    ['../../../precious.txt', /it is a file, not a folder/],
  ] as const) {
    it(`refuses --out-dir ${outDir} with exit 2, changing nothing`, async () => {
      const { sandbox, root } = sandboxWithSite(site);
      fs.mkdirSync(path.join(sandbox, 'mine'));
      fs.writeFileSync(path.join(sandbox, 'mine/notes.txt'), 'mine\n');
      fs.writeFileSync(path.join(sandbox, 'precious.txt'), 'mine\n');
      const before = snapshotTree(sandbox);
      const { code, output } = await cli('build', '--root', root, '--out-dir', outDir);
      assert.equal(code, 2);
      assert.match(output, /error \[OUT_DIR_REFUSED\]/);
      assert.match(output, reason);
      assert.deepEqual(snapshotTree(sandbox), before);
    });
  }

  it('writes into a missing or empty folder, and replaces one that a build wrote (it holds the marker)', async () => {
    const { sandbox, root } = sandboxWithSite(site);
    fs.mkdirSync(path.join(sandbox, 'empty'));
    assert.equal((await cli('build', '--root', root, '--out-dir', '../../../empty')).code, 0);
    assert.ok(fs.existsSync(path.join(sandbox, 'empty/.docs-build-output')));
    fs.writeFileSync(path.join(sandbox, 'empty/stale.html'), 'old');
    assert.equal((await cli('build', '--root', root, '--out-dir', '../../../empty')).code, 0);
    assert.ok(!fs.existsSync(path.join(sandbox, 'empty/stale.html')), 'the previous output is replaced whole');
    assert.ok(fs.existsSync(path.join(sandbox, 'empty/index.html')));
    assert.equal(fs.statSync(path.join(sandbox, 'empty')).mode & 0o777, 0o755);
  });
});

describe('routes that clash with generated files or built-in pages', () => {
  for (const slug of ['/all-docs.txt', '/sitemap.xml', '/llms.txt', '/llms-full.txt', '/index.md']) {
    it(`a page with slug ${slug} is an error at its slug line, not EISDIR`, async () => {
      const build = await buildFixture({
        'content/docs/index.md': '# Home\n',
        'content/docs/x.md': `---\ntitle: X\nslug: ${slug}\n---\n# X\n`,
      });
      assert.equal(build.errors[0]?.code, 'OUTPUT_PATH_CONFLICT');
      assert.deepEqual(build.errors[0]?.location, { file: 'content/docs/x.md', line: 3, column: 0 });
    });
  }

  for (const slug of ['/search', '/404']) {
    it(`a doc whose slug is ${slug} is a duplicate of the built-in page`, async () => {
      const build = await buildFixture({
        'content/docs/index.md': '# Home\n',
        'content/docs/x.md': `---\nslug: ${slug}\n---\n# X\n`,
      });
      assert.equal(build.errors[0]?.code, 'DUPLICATE_ROUTE');
      assert.match(build.errors[0]!.message, new RegExp(`"${slug}": content/docs/x.md and the built-in`));
    });
  }

  it('a standalone page written at pages/404.md still replaces the built-in 404 page', async () => {
    const build = await buildFixture({ 'content/docs/index.md': '# Home\n', 'content/pages/404.md': '# Lost\n' });
    assert.deepEqual(build.errors, []);
    assert.match(build.text('404.html')!, /Lost/);
  });
});

describe('symbolic links and dotfiles', () => {
  it('a static file linked to /etc/passwd fails the build naming the link, and no output is written', async () => {
    const { sandbox, root } = sandboxWithSite({ 'content/docs/index.md': '# Home\n' });
    fs.mkdirSync(path.join(root, 'static'));
    fs.symlinkSync('/etc/passwd', path.join(root, 'static/passwd.txt'));
    const before = snapshotTree(sandbox);
    const { code, output } = await cli('build', '--root', root);
    assert.equal(code, 1);
    assert.match(output, /error \[STATIC_LINK_OUTSIDE\] static\/passwd.txt/);
    assert.match(output, /leads to \/etc\/passwd, outside the site root/);
    // The pages rendered before the failure are kept in the site's build cache, and nothing else.
    const after = Object.entries(snapshotTree(sandbox)).filter(
      ([file]) => !file.startsWith('a/b/site/.docs-build-cache'),
    );
    assert.deepEqual(Object.fromEntries(after), before);
  });

  it('a content page linked to /etc/passwd fails the build before it is read', async () => {
    const { root } = sandboxWithSite({ 'content/docs/index.md': '# Home\n' });
    fs.symlinkSync('/etc/passwd', path.join(root, 'content/docs/x.md'));
    const build = await buildFixture(root);
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.location?.file]),
      [['CONTENT_LINK_OUTSIDE', 'content/docs/x.md']],
    );
  });

  it('a content folder linked outside the site fails the build for each page in it', async () => {
    const { sandbox, root } = sandboxWithSite({ 'content/docs/index.md': '# Home\n' });
    fs.mkdirSync(path.join(sandbox, 'elsewhere'));
    fs.writeFileSync(path.join(sandbox, 'elsewhere/a.md'), '# A\n');
    fs.writeFileSync(path.join(sandbox, 'elsewhere/b.md'), '# B\n');
    fs.symlinkSync(path.join(sandbox, 'elsewhere'), path.join(root, 'content/docs/linked'));
    const build = await buildFixture(root);
    assert.deepEqual(
      build.errors.map((error) => [error.code, error.location?.file]),
      [
        ['CONTENT_LINK_OUTSIDE', 'content/docs/linked/a.md'],
        ['CONTENT_LINK_OUTSIDE', 'content/docs/linked/b.md'],
      ],
    );
  });

  it('links inside the site are followed; dotfiles are copied only from .well-known/ or when listed', async () => {
    const { root } = sandboxWithSite({
      'site.config.ts': "export default { title: 'T', staticDotfiles: ['.nojekyll'] };\n",
      'content/docs/index.md': '# Home\n',
      'shared/guide.md': '# Shared guide\n',
      'static/.env': 'SECRET=1\n',
      'static/.git/config': '[core]\n',
      'static/.nojekyll': '',
      'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
      'static/robots.txt': 'User-agent: *\n',
    });
    fs.symlinkSync('../../shared/guide.md', path.join(root, 'content/docs/guide.md'));
    fs.symlinkSync('robots.txt', path.join(root, 'static/robots-link.txt'));
    const build = await buildFixture(root);
    assert.deepEqual(build.errors, []);
    assert.match(build.html('/guide')!, /Shared guide/);
    const files = [...build.result!.files.keys()];
    for (const copied of ['.well-known/security.txt', '.nojekyll', 'robots.txt', 'robots-link.txt'])
      assert.ok(files.includes(copied), copied);
    for (const left of ['.env', '.git/config']) assert.ok(!files.includes(left), left);
  });
});

describe('the last-resort handler', () => {
  it('prints error [INTERNAL] with how to report it, exits 1, and shows no stack trace', async () => {
    const { root } = sandboxWithSite({
      'site.config.ts': "export default { get title(): string { throw new TypeError('getter exploded'); } };\n",
      'content/docs/index.md': '# Home\n',
    });
    const { code, output } = await cli('build', '--root', root);
    assert.equal(code, 1);
    assert.match(output, /^error \[INTERNAL\]/m);
    assert.match(output, /getter exploded/);
    assert.match(output, /Please report it/);
    assert.doesNotMatch(output, /^\s+at /m);
  });
});
