import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCssColor } from '../../../src/config/css-color.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { formatDiagnostic } from '../../../src/diagnostics/format-diagnostic.js';
import { buildFixture, type FileMap } from '../../helpers/build-fixture.js';

const CONTENT: FileMap = { 'content/docs/index.md': '# Home\n\nHello.\n' };

/** A site whose config is these lines, numbered from 1. */
function site(lines: string[]): FileMap {
  return { ...CONTENT, 'site.config.ts': `${lines.join('\n')}\n` };
}

/** A config whose announcement bar has these lines (from line 6) between its id and its end. */
function barConfig(barLines: string[]): string[] {
  return [
    "import { defineConfig } from 'docs-build';", // 1
    'export default defineConfig({', // 2
    "  title: 'Docs',", // 3
    '  announcementBar: {', // 4
    "    id: 'bar', content: 'Hello',", // 5
    ...barLines, // 6…
    '  },',
    '});',
  ];
}

async function configErrors(lines: string[]) {
  const { errors, root } = await buildFixture(site(lines));
  assert.ok(errors.length > 0, 'the build should fail');
  for (const error of errors) assert.equal(error.code, 'CONFIG_INVALID', JSON.stringify(error));
  return { errors, printed: errors.map((error) => formatDiagnostic(error, root)) };
}

describe('announcement bar colours per colour mode', () => {
  it('reads one colour as the colour of both modes, as before', () => {
    const config = parseConfig(
      { title: 'Docs', announcementBar: { id: 'a', content: 'Hi', backgroundColor: '#123456', textColor: 'white' } },
      undefined,
    );
    assert.deepEqual(config.announcementBar?.backgroundColor, { light: '#123456', dark: '#123456' });
    assert.deepEqual(config.announcementBar?.textColor, { light: 'white', dark: 'white' });
  });

  it('reads { light, dark } as one colour per mode', () => {
    const config = parseConfig(
      {
        title: 'Docs',
        announcementBar: {
          id: 'a',
          content: 'Hi',
          backgroundColor: { light: '#b3005f', dark: 'rgb(61 16 41)' },
          textColor: { light: '#fff', dark: 'oklch(0.95 0.03 340)' },
        },
      },
      undefined,
    );
    assert.deepEqual(config.announcementBar?.backgroundColor, { light: '#b3005f', dark: 'rgb(61 16 41)' });
    assert.deepEqual(config.announcementBar?.textColor, { light: '#fff', dark: 'oklch(0.95 0.03 340)' });
  });

  it('defaults to a bar that differs per mode', () => {
    const config = parseConfig({ title: 'Docs', announcementBar: { id: 'a', content: 'Hi' } }, undefined);
    const { backgroundColor, textColor } = config.announcementBar!;
    assert.notEqual(backgroundColor.light, backgroundColor.dark);
    assert.notEqual(textColor.light, textColor.dark);
  });

  it("puts both modes' colours on the rendered bar", async () => {
    const build = await buildFixture(
      site(barConfig(["    backgroundColor: { light: '#b3005f', dark: '#3d1029' },", "    textColor: 'white',"])),
    );
    assert.deepEqual(build.errors, []);
    const bar = /<div class="announcement-bar"[^>]*>/.exec(build.html('/') ?? '')?.[0] ?? '';
    assert.match(
      bar,
      /--announcement-bg:#b3005f;--announcement-text:white;--announcement-bg-dark:#3d1029;--announcement-text-dark:white/,
    );
  });

  it('a value that is not a colour names the key, the value and its line', async () => {
    const { errors, printed } = await configErrors(
      barConfig(["    textColor: '#fff',", "    backgroundColor: '#12345',"]),
    );
    assert.equal(errors.length, 1);
    assert.deepEqual(errors[0]!.location, { file: 'site.config.ts', line: 7 });
    assert.match(errors[0]!.message, /config key "announcementBar\.backgroundColor": "#12345" is not a CSS colour/);
    assert.match(printed[0]!, /site\.config\.ts:7/);
    assert.match(printed[0]!, /backgroundColor: '#12345'/, 'the code frame shows the line');
  });

  it("a bad colour of one mode points at that mode's line", async () => {
    const { errors } = await configErrors(
      barConfig(['    backgroundColor: {', "      light: '#b3005f',", "      dark: 'darkish-red',", '    },']),
    );
    assert.equal(errors.length, 1);
    assert.equal(errors[0]!.location?.line, 8);
    assert.match(errors[0]!.message, /"announcementBar\.backgroundColor\.dark": "darkish-red" is not a CSS colour/);
  });

  it('a mode left out, a misspelt mode or a value of the wrong type says what is expected', async () => {
    const missing = await configErrors(barConfig(["    textColor: { light: '#fff' },"]));
    assert.equal(missing.errors[0]!.location?.line, 6);
    assert.match(missing.errors[0]!.message, /announcementBar\.textColor/);

    const misspelt = await configErrors(barConfig(["    textColor: { light: '#fff', drak: '#eee' },"]));
    assert.equal(misspelt.errors[0]!.location?.line, 6);
    assert.match(misspelt.errors.map((error) => error.message).join('\n'), /announcementBar\.textColor/);

    const number = await configErrors(barConfig(['    textColor: 0xffffff,']));
    assert.equal(number.errors[0]!.location?.line, 6);
    assert.match(
      number.errors[0]!.message,
      /expected a CSS colour .* for both colour modes, or \{ light: …, dark: … \}/,
    );
  });

  it('a misspelt colour key is an error at its line, not silently ignored', async () => {
    const { errors } = await configErrors(barConfig(["    textColour: '#fff',"]));
    assert.equal(errors[0]!.location?.line, 6);
    assert.match(errors[0]!.message, /textColour/);
  });
});

describe('isCssColor', () => {
  it('accepts the ways CSS writes a colour', () => {
    for (const value of [
      '#fff',
      '#ffff',
      '#1f6feb',
      '#1f6feb80',
      'white',
      'RebeccaPurple',
      'transparent',
      'currentColor',
      'rgb(31 111 235)',
      'rgba(0, 0, 0, 0.5)',
      'hsl(210deg 80% 40%)',
      'oklch(0.6 0.2 250 / 50%)',
      'var(--brand)',
    ]) {
      assert.equal(isCssColor(value), true, value);
    }
  });

  it('refuses typos, other CSS and anything that would end the declaration', () => {
    for (const value of [
      '',
      '#12345',
      '#ggg',
      'bleu',
      'red blue',
      'rgb(0 0 0',
      'rgb(0 0 0))',
      'url(x.png)',
      'red; display: none',
      'rgb(0 0 0); color: red',
      'calc(1px)',
    ]) {
      assert.equal(isCssColor(value), false, value);
    }
  });
});
