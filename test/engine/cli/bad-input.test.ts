import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../../src/cli/run-cli.js';
import { createMemoryLogger } from '../../../src/context/logger.js';
import { writeSite, type FileMap } from '../../helpers/build-fixture.js';

const GOOD_SITE: FileMap = {
  'site.config.ts':
    "import { defineConfig } from 'docs-build';\n\nexport default defineConfig({\n  title: 'Fixture',\n  url: 'https://example.com',\n});\n",
  'content/docs/index.md': '# Home\n\nHello.\n',
  'content/docs/guide.md': '# Guide\n\nA guide.\n',
};

interface BadCase {
  name: string;
  /** Files to write (or, with `null`, to delete) after a good build. */
  change: Record<string, string | null>;
  /** Text the printed diagnostics must contain: file:line, code, hint. */
  expect: (string | RegExp)[];
}

const CASES: BadCase[] = [
  {
    name: 'malformed YAML front matter',
    change: { 'content/docs/guide.md': '---\ntitle: Guide\ndescription: Fees: what they cost\n---\n# Guide\n' },
    expect: ['content/docs/guide.md:3', 'FRONT_MATTER_YAML', 'hint:'],
  },
  {
    name: 'an MDX syntax error',
    change: { 'content/docs/guide.md': null, 'content/docs/guide.mdx': '# Guide\n\nSome text {oops\n' },
    expect: ['content/docs/guide.mdx:3', 'MDX_SYNTAX', 'hint:'],
  },
  {
    name: 'an unknown MDX component',
    change: { 'content/docs/guide.md': null, 'content/docs/guide.mdx': '# Guide\n\n<ApiPlayground />\n' },
    expect: ['content/docs/guide.mdx:3:1', 'unknown component <ApiPlayground>', 'hint: Import it'],
  },
  {
    name: 'a missing image',
    change: { 'content/docs/guide.md': '# Guide\n\n![Flow](/img/missing.png)\n' },
    expect: ['content/docs/guide.md:3:1', 'MISSING_IMAGE', 'hint: Put images under static/'],
  },
  {
    name: 'a dead link',
    change: { 'content/docs/guide.md': '# Guide\n\nSee [nowhere](/no/such/page).\n' },
    expect: ['content/docs/guide.md:3', '/no/such/page', 'hint:'],
  },
  {
    name: 'a dead relative .md link',
    change: { 'content/docs/guide.md': '# Guide\n\nSee [old](./old-page.md).\n' },
    expect: ['content/docs/guide.md:3:5', 'DEAD_LINK', 'old-page.md'],
  },
  {
    name: 'a duplicate route',
    change: { 'content/docs/guide/index.md': '# Another guide\n' },
    expect: ['content/docs/guide.md', 'content/docs/guide/index.md', '/guide'],
  },
  {
    name: 'a sidebar naming a missing doc',
    change: {
      'site.config.ts':
        "import { defineConfig } from 'docs-build';\n\nexport default defineConfig({\n  title: 'Fixture',\n  sidebars: { docs: ['index', 'missing-doc'] },\n});\n",
    },
    expect: ['site.config.ts', 'missing-doc'],
  },
  {
    name: 'an invalid config value',
    change: {
      'site.config.ts':
        "import { defineConfig } from 'docs-build';\n\nexport default defineConfig({\n  title: 'Fixture',\n  url: 'not a url',\n});\n",
    },
    expect: ['site.config.ts:5', 'config key "url"', 'CONFIG_INVALID'],
  },
  {
    name: 'a missing content folder',
    change: { 'content/docs/index.md': null, 'content/docs/guide.md': null, content: null },
    expect: ['CONTENT_MISSING', 'hint: Create content/docs/index.md'],
  },
];

describe('bad input: a clear diagnostic, exit status 1, previous output untouched', () => {
  for (const badCase of CASES) {
    it(badCase.name, async () => {
      const root = writeSite(GOOD_SITE);
      const first = await runCli(['node', 'docs-build', 'build', '--root', root], createMemoryLogger());
      assert.equal(first, 0, 'the good site builds');
      const indexFile = path.join(root, 'build/index.html');
      const before = fs.readFileSync(indexFile, 'utf8');
      const listing = fs.readdirSync(path.join(root, 'build'), { recursive: true }).sort();

      for (const [file, contents] of Object.entries(badCase.change)) {
        const target = path.join(root, file);
        if (contents === null) fs.rmSync(target, { recursive: true, force: true });
        else {
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, contents);
        }
      }
      const logger = createMemoryLogger();
      const exitCode = await runCli(['node', 'docs-build', 'build', '--root', root], logger);
      const printed = logger.lines.map((line) => line.message).join('\n');

      assert.equal(exitCode, 1, printed);
      for (const expected of badCase.expect) {
        if (typeof expected === 'string')
          assert.ok(printed.includes(expected), `expected "${expected}" in:\n${printed}`);
        else assert.match(printed, expected);
      }
      assert.match(printed, /previous output was left untouched/);
      assert.equal(fs.readFileSync(indexFile, 'utf8'), before, 'the previous build is unchanged');
      assert.deepEqual(fs.readdirSync(path.join(root, 'build'), { recursive: true }).sort(), listing);
      assert.deepEqual(
        fs.readdirSync(root).filter((name) => name.startsWith('.build-next')),
        [],
        'no staging folder is left behind',
      );
    });
  }

  it('prints a code frame pointing at the problem', async () => {
    const root = writeSite({
      ...GOOD_SITE,
      'content/docs/guide.md': '# Guide\n\nLine two.\n![Flow](/img/missing.png)\n',
    });
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', root], logger), 1);
    const printed = logger.lines.map((line) => line.message).join('\n');
    assert.match(printed, />\s+4 \| !\[Flow\]\(\/img\/missing\.png\)/);
    assert.match(printed, /\|\s\^/);
  });

  it('lists every error of a stage at once', async () => {
    const root = writeSite({
      ...GOOD_SITE,
      'content/docs/guide.md': '# Guide\n\n![A](/img/a.png)\n\n![B](/img/b.png)\n',
    });
    const logger = createMemoryLogger();
    assert.equal(await runCli(['node', 'docs-build', 'build', '--root', root], logger), 1);
    const printed = logger.lines.map((line) => line.message).join('\n');
    assert.ok(printed.includes('content/docs/guide.md:3:1') && printed.includes('content/docs/guide.md:5:1'), printed);
    assert.match(printed, /Build failed with 2 errors/);
  });
});
