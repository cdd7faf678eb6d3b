import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { watchSite } from '../../../src/watch/watch-site.js';
import { writeSite, type FileMap } from '../../helpers/build-fixture.js';
import { httpGet } from '../../helpers/http-get.js';

/** A site with a dead link (line 3), a dead relative `.md` link (line 5) and a dead anchor (line 7) in one page. */
function site(options: string): FileMap {
  return {
    'site.config.ts': `import { defineConfig } from 'docs-build';\n\nexport default defineConfig({\n  title: 'Links',\n${options}});\n`,
    'content/docs/index.md': '# Home\n\nSee [the guide](/guide).\n',
    'content/docs/guide.md': [
      '# Guide', // 1
      '',
      'Read [the missing page](/nowhere).', // 3
      '',
      'And [the missing file](./gone.md).', // 5
      '',
      'Then [the setup part](/#setup).', // 7
      '',
    ].join('\n'),
  };
}

async function cliBuild(files: FileMap) {
  const root = writeSite(files);
  const logger = createMemoryLogger();
  const code = await runCli(['node', 'docs-build', 'build', '--root', root, '--out-dir', 'out', '--no-cache'], logger);
  const lines = logger.lines.map((line) => line.message).join('\n');
  return { code, lines, logger };
}

describe('onBrokenLinks and onBrokenAnchors', () => {
  it('throw (the default): exit 1, every dead link and anchor printed with file:line', async () => {
    // A link to a missing file fails the content stage, before routes are known…
    const first = await cliBuild(site(''));
    assert.equal(first.code, 1);
    assert.match(first.lines, /error \[DEAD_LINK\] content\/docs\/guide\.md:5:5/);
    assert.match(first.lines, /Build failed with 1 error/);
    // …and without it, the route stage reports every dead link and anchor at once.
    const files = site('');
    files['content/docs/guide.md'] = files['content/docs/guide.md']!.replace('./gone.md', './index.md');
    const { code, lines } = await cliBuild(files);
    assert.equal(code, 1);
    assert.match(lines, /error \[DEAD_LINK\] content\/docs\/guide\.md:3:6/);
    assert.match(lines, /error \[DEAD_ANCHOR\] content\/docs\/guide\.md:7:6/);
    assert.match(lines, /Build failed with 2 errors/);
  });

  it("warn: exit 0, and the warnings list every problem with file:line after the build's summary", async () => {
    const { code, logger } = await cliBuild(site("  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',\n"));
    assert.equal(code, 0);
    const messages = logger.lines.map((line) => line.message);
    const summary = messages.findIndex((message) => /^Built \d+ pages/.test(message));
    assert.ok(summary !== -1, messages.join('\n'));
    const after = messages.slice(summary + 1).join('\n');
    assert.match(after, /^3 warnings:/);
    assert.match(after, /warning \[DEAD_LINK\] content\/docs\/guide\.md:3:6\n {2}dead link "\/nowhere"/);
    assert.match(after, /warning \[DEAD_LINK\] content\/docs\/guide\.md:5:5\n {2}link to "\.\/gone\.md"/);
    assert.match(after, /warning \[DEAD_ANCHOR\] content\/docs\/guide\.md:7:6/);
    assert.doesNotMatch(messages.slice(0, summary).join('\n'), /DEAD_/, 'warnings come at the end');
  });

  it('each setting governs its own kind: dead anchors still fail when only links are warned about', async () => {
    const { code, lines } = await cliBuild(site("  onBrokenLinks: 'warn',\n"));
    assert.equal(code, 1);
    assert.match(lines, /error \[DEAD_ANCHOR\] content\/docs\/guide\.md:7/);
    assert.doesNotMatch(lines, /error \[DEAD_LINK\]/);
  });

  it('ignore: exit 0 and nothing said', async () => {
    const { code, lines } = await cliBuild(site("  onBrokenLinks: 'ignore',\n  onBrokenAnchors: 'ignore',\n"));
    assert.equal(code, 0);
    assert.doesNotMatch(lines, /DEAD_|warning/);
  });

  it('a missing image stays an error in warn mode', async () => {
    const files = site("  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',\n");
    files['content/docs/index.md'] = '# Home\n\n![Diagram](/img/missing.png)\n';
    const { code, lines } = await cliBuild(files);
    assert.equal(code, 1);
    assert.match(lines, /error \[MISSING_IMAGE\] content\/docs\/index\.md:3/);
  });

  it('an unknown mode is a config error at its line', async () => {
    const { code, lines } = await cliBuild(site("  onBrokenLinks: 'log',\n"));
    assert.equal(code, 1);
    assert.match(lines, /error \[CONFIG_INVALID\] site\.config\.ts:5/);
    assert.match(lines, /config key "onBrokenLinks"/);
  });

  it('watch honours warn mode: the site is served and the warnings are printed', async () => {
    const root = writeSite(site("  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',\n"));
    const logger = createMemoryLogger();
    const watching = await watchSite({ root, port: 0, logger });
    try {
      assert.equal(watching.lastBuildOk, true);
      assert.equal((await httpGet(watching.url, '/guide')).status, 200);
      const warned = logger.lines.filter((line) => line.level === 'warn').map((line) => line.message).join('\n');
      assert.match(warned, /3 warnings:/);
      assert.match(warned, /warning \[DEAD_LINK\] content\/docs\/guide\.md:3/);
      assert.match(warned, /warning \[DEAD_ANCHOR\] content\/docs\/guide\.md:7/);
    } finally {
      await watching.close();
    }
  });

  it('watch with the default mode keeps the diagnostics as errors', async () => {
    const root = writeSite(site(''));
    const logger = createMemoryLogger();
    const watching = await watchSite({ root, port: 0, logger });
    try {
      assert.equal(watching.lastBuildOk, false);
      assert.match(logger.lines.map((line) => line.message).join('\n'), /error \[DEAD_LINK\] content\/docs\/guide\.md:5/);
    } finally {
      await watching.close();
    }
  });
});
