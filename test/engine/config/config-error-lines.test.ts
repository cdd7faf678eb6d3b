import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDiagnostic } from '../../../src/diagnostics/format-diagnostic.js';
import { buildFixture, type FileMap } from '../../helpers/build-fixture.js';

const CONTENT: FileMap = { 'content/docs/index.md': '# Home\n\nHello.\n', 'content/docs/guide.md': '# Guide\n' };

/** A site whose config is these lines, numbered from 1. */
function site(lines: string[]): FileMap {
  return { ...CONTENT, 'site.config.ts': `${lines.join('\n')}\n` };
}

async function configErrors(lines: string[]) {
  const { errors, root } = await buildFixture(site(lines));
  assert.ok(errors.length > 0, 'the build should fail');
  for (const error of errors) assert.equal(error.code, 'CONFIG_INVALID', JSON.stringify(error));
  return { errors, printed: errors.map((error) => formatDiagnostic(error, root)) };
}

describe('a config error points at the line of the offending entry', () => {
  it('navbar.items[1].href that is not a URL: the line of that href, not of another "href" key', async () => {
    const { errors, printed } = await configErrors([
      "import { defineConfig } from 'docs-build';", // 1
      '',
      'export default defineConfig({',
      "  title: 'Docs',",
      '  navbar: {',
      '    items: [',
      "      { type: 'external', href: 'https://example.com', label: 'Fine' },", // 7
      '      {',
      "        type: 'external',",
      "        label: 'Chat',",
      "        href: 'not a url',", // 11
      '      },',
      '    ],',
      '  },',
      '});',
    ]);
    assert.equal(errors.length, 1);
    assert.deepEqual(errors[0]!.location, { file: 'site.config.ts', line: 11 });
    assert.match(errors[0]!.message, /config key "navbar\.items\.1\.href"/);
    assert.match(printed[0]!, /site\.config\.ts:11/);
    assert.match(printed[0]!, /href: 'not a url'/, 'the code frame shows the offending line');
  });

  it('an entry in a top-level const the config names is found in that const', async () => {
    const { errors } = await configErrors([
      "import { defineConfig } from 'docs-build';",
      '',
      'const footer = {',
      '  columns: [',
      "    { title: 'More', items: [{ label: 'Both', to: '/guide', href: 'https://example.com' }] },", // 5
      '  ],',
      '};',
      '',
      "export default defineConfig({ title: 'Docs', footer });",
    ]);
    assert.equal(errors[0]!.location?.line, 5);
  });

  it('a bad sidebar item reports the line of the item, also in a config typed with satisfies', async () => {
    const { errors } = await configErrors([
      "import type { SiteConfigInput } from 'docs-build';",
      '',
      'const config = {',
      "  title: 'Docs',",
      '  sidebars: {',
      '    docs: [',
      "      'index',",
      "      { type: 'doc' },", // 8
      "      'guide',",
      '    ],',
      '  },',
      '} satisfies SiteConfigInput;',
      '',
      'export default config;',
    ]);
    assert.equal(errors[0]!.location?.line, 8);
    assert.match(errors[0]!.message, /sidebars\.docs\.1/);
  });

  it('a missing required key points at the object it belongs in', async () => {
    const { errors } = await configErrors([
      "import { defineConfig } from 'docs-build';",
      '',
      '// The title is missing.',
      'export default defineConfig({', // 4
      "  tagline: 'No title',",
      '});',
    ]);
    assert.equal(errors[0]!.location?.line, 4);
    assert.match(errors[0]!.message, /config key "title"/);
  });

  it('two errors in one config each get their own line', async () => {
    const { errors } = await configErrors([
      "import { defineConfig } from 'docs-build';",
      'export default defineConfig({',
      "  title: 'Docs',",
      "  url: 'nope',", // 4
      '  blog: {',
      '    postsPerPage: -1,', // 6
      '  },',
      '});',
    ]);
    assert.deepEqual(errors.map((error) => error.location?.line).sort(), [4, 6]);
  });
});
