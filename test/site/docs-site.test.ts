import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parse } from '@babel/parser';
import { runCli } from '../../src/cli/run-cli.js';
import { loadConfig } from '../../src/config/load-config.js';
import { configSchema } from '../../src/config/config-schema.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { DIAGNOSTIC_CATALOGUE } from '../../src/diagnostics/diagnostic-codes.js';
import { buildFixture, repoRoot, type FixtureBuild } from '../helpers/build-fixture.js';

// docs-build's own documentation (docs/), built as CI builds it: it must build cleanly, and its reference
// pages must cover the code they document.
const docsRoot = path.join(repoRoot, 'docs');

/** The HTML of a page's main content, from one `<h2 id="…">` to the next (or to the end). */
function section(html: string, id: string): string | undefined {
  const start = html.indexOf(`<h2 id="${id}"`);
  if (start === -1) return undefined;
  const next = html.indexOf('<h2 ', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

/** Text of HTML, entities decoded enough for option names and placeholders. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

async function help(...args: string[]): Promise<string> {
  const logger = createMemoryLogger();
  assert.equal(await runCli(['node', 'docs-build', ...args, '--help'], logger), 0);
  return logger.lines.map((line) => line.message).join('\n');
}

/** The commands listed under "Commands:" in the CLI's help, without commander's own `help`. */
function commandsOf(helpText: string): string[] {
  const list = helpText.slice(helpText.indexOf('Commands:'));
  return [...list.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((match) => match[1]!).filter((name) => name !== 'help');
}

describe('the docs site (docs/)', () => {
  let build: FixtureBuild;
  before(async () => {
    build = await buildFixture(docsRoot);
  });

  it('builds with no error and no warning', () => {
    assert.deepEqual(
      build.errors.map((error) => `${error.code} ${error.location?.file}:${error.location?.line}: ${error.message}`),
      [],
    );
    assert.deepEqual(
      build.result!.warnings.map((warning) => `${warning.code} ${warning.location?.file}: ${warning.message}`),
      [],
    );
    for (const route of [
      '/',
      '/getting-started',
      '/guides/writing-content',
      '/reference/cli',
      '/reference/config',
      '/reference/diagnostics',
      '/internals/output-folder',
    ]) {
      assert.ok(build.html(route), `${route} is built`);
    }
  });

  it('fails on dead links and anchors as the product site does', async () => {
    const config = await loadConfig(docsRoot);
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
  });

  it('has its own brand: a primary colour and a logo of its own, not the default look', async () => {
    const config = await loadConfig(docsRoot);
    assert.ok(config.theme.colors.primary, 'theme.colors.primary is set');
    assert.ok(
      config.theme.logo && fs.existsSync(path.join(docsRoot, 'static', config.theme.logo.src)),
      'the logo is in docs/static/',
    );
    const product = await loadConfig(repoRoot);
    assert.notDeepEqual(config.theme.colors.primary, product.theme.colors.primary, 'not the SideShift magenta');
  });

  it('the config reference has a section for every top-level key of the schema, with its type and description', () => {
    const html = build.html('/reference/config')!;
    const keys = Object.keys(configSchema.shape);
    assert.ok(keys.length > 20);
    for (const key of keys) {
      const part = section(html, key);
      assert.ok(part, `a section for "${key}"`);
      assert.match(part, /<strong>Type<\/strong> <code>[^<]+<\/code>/, `"${key}" has a type`);
      // A top-level key without a doc comment in config-schema.ts would be listed with no word on what it does.
      assert.match(
        part,
        /<\/p><p>[^<]{10,}/,
        `"${key}" has a description (its doc comment in src/config/config-schema.ts)`,
      );
    }
    // Descriptions come from the doc comments, defaults from the schema.
    assert.match(
      text(section(html, 'onBrokenLinks')!),
      /Type 'throw' \| 'warn' \| 'ignore' · Default 'throw'\s*Links to a route no page has/,
    );
    assert.match(
      text(section(html, 'search')!),
      /search\.localIndexShardSize\s*number\s*10000\s*About how many records/,
    );
    assert.match(text(section(html, 'navbar')!), /type: 'codeHost'.*navbar\.items\[\]\.label\s*string\s*'GitHub'/s);
  });

  it('the diagnostics reference lists every code of the catalogue with its meaning and what to do', () => {
    const html = build.html('/reference/diagnostics')!;
    for (const [code, { meaning }] of Object.entries(DIAGNOSTIC_CATALOGUE)) {
      const row = new RegExp(
        `<tr id="${code}"><th scope="row"><code>${code}</code></th><td>(.*?)</td><td>(.*?)</td></tr>`,
      ).exec(html);
      assert.ok(row, `a row for ${code}`);
      // The catalogue's `code spans` are rendered as <code>.
      assert.equal(text(row[1]!), meaning.replaceAll('`', ''), `${code}'s meaning is the catalogue's`);
      assert.ok(text(row[2]!).trim().length > 10, `${code} says what to do`);
    }
  });

  it('the CLI reference documents every command, argument and option of the real CLI', async () => {
    const html = build.html('/reference/cli')!;
    const commands = commandsOf(await help());
    assert.deepEqual([...commands].sort(), ['build', 'init', 'serve', 'version', 'watch']);
    for (const command of commands) {
      const part = section(html, command);
      assert.ok(part, `a section for "${command}"`);
      const commandHelp = await help(command);
      const options = [...commandHelp.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+(?: <[a-z]+>)?)/gm)]
        .map((match) => match[1]!)
        .filter((option) => option !== '--help');
      const args = [
        ...commandHelp
          .slice(commandHelp.indexOf('Arguments:'), commandHelp.indexOf('Options:'))
          .matchAll(/^ {2}([a-z]+)\b/gm),
      ].map((match) => match[1]!);
      assert.ok(options.length > 0, `${command} has options`);
      for (const written of options) assert.ok(text(part).includes(written), `"${command}" documents ${written}`);
      // An argument is written `[dir]` when optional, `<version>` when required.
      for (const name of commandHelp.includes('Arguments:') ? args : [])
        assert.ok(
          text(part).includes(`[${name}]`) || text(part).includes(`<${name}>`),
          `"${command}" documents its argument ${name}`,
        );
    }
  });

  it('the front matter reference names every field the engine reads', () => {
    const source = fs.readFileSync(path.join(repoRoot, 'src/model/front-matter.ts'), 'utf8');
    const program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program;
    const declaration = program.body.find(
      (node) => node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'TSInterfaceDeclaration',
    );
    assert.ok(
      declaration?.type === 'ExportNamedDeclaration' && declaration.declaration?.type === 'TSInterfaceDeclaration',
    );
    const fields = declaration.declaration.body.body.flatMap((member) =>
      member.type === 'TSPropertySignature' && member.key.type === 'Identifier' ? [member.key.name] : [],
    );
    assert.ok(fields.length > 20);
    const page = text(build.html('/reference/front-matter')!);
    for (const field of fields) assert.ok(page.includes(field), `the front matter reference names "${field}"`);
  });
});
