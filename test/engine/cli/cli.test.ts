import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { writeSite } from '../../helpers/build-fixture.js';

function printed(logger: ReturnType<typeof createMemoryLogger>): string {
  return logger.lines.map((line) => line.message).join('\n');
}

describe('docs-build CLI', () => {
  it('lists build, serve and watch with their options and examples', async () => {
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', '--help'], logger), 0);
    assert.match(printed(logger), /build \[options\]/);
    assert.match(printed(logger), /serve \[options\]/);
    assert.match(printed(logger), /watch \[options\]/);

    const buildHelp = createMemoryLogger();
    await runCli(['node', 'docs-build', 'build', '--help'], buildHelp);
    assert.match(printed(buildHelp), /--root <dir>/);
    assert.match(printed(buildHelp), /--out-dir <dir>/);
    assert.match(printed(buildHelp), /Examples:/);

    const serveHelp = createMemoryLogger();
    await runCli(['node', 'docs-build', 'serve', '--help'], serveHelp);
    for (const option of ['--dir <dir>', '--port <port>', '--host <host>'])
      assert.ok(printed(serveHelp).includes(option));
  });

  it('exits 2 on bad usage', async () => {
    assert.equal(await runCli(['node', 'docs-build', 'deploy'], createMemoryLogger()), 2);
    assert.equal(await runCli(['node', 'docs-build', 'build', '--no-such-flag'], createMemoryLogger()), 2);
    assert.equal(await runCli(['node', 'docs-build', 'serve', '--port', 'eighty'], createMemoryLogger()), 2);
  });

  it('builds a site without a config into --out-dir and prints one summary line', async () => {
    const root = writeSite({ 'content/docs/index.md': '# Home\n', 'content/docs/intro.md': '# Intro\n' });
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', root, '--out-dir', 'public'], logger), 0);
    assert.match(printed(logger), /^Built \d+ pages in \d+ ms → .*public\/$/m);
    assert.ok(fs.existsSync(path.join(root, 'public/index.html')));
    assert.ok(fs.existsSync(path.join(root, 'public/intro/index.html')));
    assert.ok(fs.existsSync(path.join(root, 'public/404.html')));
    assert.ok(fs.existsSync(path.join(root, 'public/all-docs.txt')));
    assert.ok(fs.existsSync(path.join(root, 'public/sitemap.xml')));
  });
});
