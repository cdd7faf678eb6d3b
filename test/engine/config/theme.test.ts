import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse, wcagContrast } from 'culori';
import { themeStylesheet } from '../../../src/bundle/theme-stylesheet.js';
import { configSchema } from '../../../src/config/config-schema.js';
import { primaryShades } from '../../../src/config/primary-shades.js';
import { MIN_CONTRAST } from '../../../src/config/theme-contrast.js';
import { DEFAULT_THEME_COLORS } from '../../../src/config/theme-defaults.js';
import { buildFixture, repoRoot, type FileMap } from '../../helpers/build-fixture.js';

/** The custom properties a block of tokens.css sets, by name. */
function tokens(selector: string): Map<string, string> {
  const css = fs.readFileSync(path.join(repoRoot, 'client/styles/tokens.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return new Map([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

const site = (theme: string, extra: FileMap = {}): FileMap => ({
  'site.config.ts': `export default {\n  title: 'Brand',\n${theme}\n};\n`,
  'content/docs/index.md': '# Home\n',
  ...extra,
});

describe('the theme', () => {
  it("keeps the contrast check's defaults equal to the stylesheet's tokens, and they pass AA", () => {
    const names = {
      primary: '--ifm-color-primary',
      background: '--ifm-background-color',
      text: '--color-text',
      codeBackground: '--color-code-bg',
    } as const;
    for (const [mode, selector] of [
      ['light', ':root'],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      const set = tokens(selector);
      for (const [key, name] of Object.entries(names))
        assert.equal(set.get(name), DEFAULT_THEME_COLORS[key as keyof typeof names][mode], `${name} in ${mode} mode`);
      const { primary, background, text, codeBackground } = DEFAULT_THEME_COLORS;
      for (const [read, on] of [
        [text, background],
        [primary, background],
        [text, codeBackground],
      ])
        assert.ok(wcagContrast(read[mode], on[mode]) >= MIN_CONTRAST, `${read[mode]} on ${on[mode]}`);
    }
  });

  it("derives the primary's six shades as Docusaurus does (create-docusaurus' custom.css, to a unit per channel)", () => {
    const docusaurus = {
      dark: '#29784c',
      darker: '#277148',
      darkest: '#205d3b',
      light: '#33925d',
      lighter: '#359962',
      lightest: '#3cad6e',
    };
    const shades = primaryShades('#2e8555');
    for (const [name, expected] of Object.entries(docusaurus)) {
      const ours = parse(shades[name as keyof typeof shades])!;
      const theirs = parse(expected)!;
      for (const channel of ['r', 'g', 'b'] as const)
        assert.ok(
          Math.abs((ours as never)[channel] - (theirs as never)[channel]) * 255 <= 1.01,
          `${name}: ${shades[name as keyof typeof shades]} vs ${expected}`,
        );
    }
  });

  it('makes a stylesheet of what the site set only, per mode, and none when it set nothing', () => {
    const theme = (input: unknown) => configSchema.parse({ title: 'x', theme: input }).theme;
    assert.equal(themeStylesheet(theme(undefined)), '');
    const css = themeStylesheet(
      theme({
        colors: { primary: { light: '#0b7a55', dark: '#5fd3a5' }, background: '#fffdf7' },
        fonts: { code: 'Fira Code, monospace' },
      }),
    );
    assert.match(css, /^:root \{\n {2}--ifm-color-primary: #0b7a55;\n {2}--ifm-color-primary-dark: #[0-9a-f]{6};/);
    assert.match(
      css,
      /:root \{[^}]*--ifm-background-color: #fffdf7;[^}]*--ifm-font-family-monospace: Fira Code, monospace;/,
    );
    assert.match(
      css,
      /\[data-theme='dark'\] \{\n {2}--ifm-color-primary: #5fd3a5;[^}]*--color-on-primary: #0f1116;[^}]*--ifm-background-color: #fffdf7;/,
    );
    assert.doesNotMatch(css, /--color-text/);
  });

  it('fails a colour below WCAG AA at its line, with the ratio and the nearest shade that passes', async () => {
    const build = await buildFixture(
      site(
        [
          '  theme: {',
          '    colors: {',
          '      primary: {',
          "        light: '#7fbf9f',",
          "        dark: '#5fd3a5',",
          '      },',
          "      text: '#777777',",
          '    },',
          '  },',
        ].join('\n'),
      ),
    );
    const problems = build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line}`);
    // Text #777 (one value for both modes, line 9) fails on both backgrounds in both modes; the light primary (line 6) on white.
    assert.deepEqual(problems, [
      'THEME_CONTRAST site.config.ts:9',
      'THEME_CONTRAST site.config.ts:6',
      'THEME_CONTRAST site.config.ts:9',
      'THEME_CONTRAST site.config.ts:9',
      'THEME_CONTRAST site.config.ts:9',
    ]);
    assert.match(
      build.errors[1]!.message,
      /links in light mode: #7fbf9f on #ffffff has a contrast of 2\.\d\d:1, below WCAG AA's 4\.5:1/,
    );
    const fix = /nearest shade of #7fbf9f that passes is (#[0-9a-f]{6}) \(([\d.]+):1\)/.exec(build.errors[1]!.hint!);
    assert.ok(fix, build.errors[1]!.hint ?? 'no hint');
    assert.ok(wcagContrast(fix[1]!, '#ffffff') >= MIN_CONTRAST && Number(fix[2]) >= MIN_CONTRAST);
    assert.match(build.errors[3]!.message, /text in dark mode: #777777 on #0f1116/);
    assert.match(build.errors[2]!.message, /code in light mode: #777777 on #f6f8fa/);
  });

  it('reads customCss as a path or a list, which must exist inside the site root', async () => {
    const missing = await buildFixture(
      site("  customCss: ['./src/css/custom.css', './src/css/gone.css'],", {
        'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
      }),
    );
    assert.deepEqual(
      missing.errors.map((error) => `${error.code} ${error.location?.line}`),
      ['CUSTOM_CSS_MISSING 3'],
    );
    const built = await buildFixture(
      site("  customCss: './src/css/custom.css',", {
        'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
      }),
    );
    assert.deepEqual(built.errors, []);
    const linked = [...built.html('/')!.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
    const last = linked.at(-1) ?? '';
    assert.match(last, /^\/assets\/custom-[0-9A-F]{10}\.css$/);
    assert.equal(built.text(last.slice(1)), ':root { --ifm-color-primary: #2e8555; }\n');
  });

  it('hides the colour-mode switch with colorMode.disableSwitch, and then ignores a stored choice', async () => {
    const build = await buildFixture(site("  colorMode: { defaultMode: 'dark', disableSwitch: true },"));
    const html = build.html('/')!;
    assert.doesNotMatch(html, /Switch between dark and light mode/);
    assert.match(html, /m="dark"/);
    assert.doesNotMatch(html, /localStorage\.getItem\("theme"\)/);
  });
});
