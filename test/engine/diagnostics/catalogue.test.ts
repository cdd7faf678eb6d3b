import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from '../../../src/diagnostics/diagnostic-codes.js';
import { makeDiagnostic } from '../../../src/diagnostics/make-diagnostic.js';
import { repoRoot } from '../../helpers/build-fixture.js';

const run = promisify(execFile);
const CODES = Object.keys(DIAGNOSTIC_CATALOGUE) as DiagnosticCode[];
const THIS_TEST = 'catalogue.test.ts';

/** The source of every test (test/, fixtures excepted: they are sites, not tests), by path. */
function testSources(dir = path.join(repoRoot, 'test')): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'fixtures')
      for (const [name, text] of testSources(file)) sources.set(name, text);
    else if (/\.tsx?$/.test(entry.name) && entry.name !== THIS_TEST)
      sources.set(path.relative(repoRoot, file), fs.readFileSync(file, 'utf8'));
  }
  return sources;
}

/** The codes no test source names (as a string, or in a pattern such as `/error \[DEAD_LINK\]/`). */
function codesNoTestNames(sources: Map<string, string>): DiagnosticCode[] {
  const texts = [...sources.values()];
  return CODES.filter((code) => !texts.some((text) => new RegExp(`\\b${code}\\b`).test(text)));
}

describe('the diagnostic catalogue', () => {
  it('every code is produced by a test: a test source names it', () => {
    const sources = testSources();
    assert.ok(sources.size > 50, `found the test sources (${sources.size})`);
    assert.deepEqual(
      codesNoTestNames(sources),
      [],
      'codes of src/diagnostics/diagnostic-codes.ts that no test produces: add a test that builds bad input giving each',
    );
  });

  it('the scan sees a code go unproduced when the only test naming it is gone', () => {
    const sources = testSources();
    const withoutTest = new Map([...sources].filter(([file]) => !file.endsWith('diagnostics/every-code.test.ts')));
    assert.equal(withoutTest.size, sources.size - 1);
    assert.ok(codesNoTestNames(withoutTest).includes('STATIC_FILE_SHADOWED'));
  });

  it('every code has a meaning, and builds a diagnostic of its severity with a message', () => {
    for (const code of CODES) {
      const entry = DIAGNOSTIC_CATALOGUE[code];
      assert.ok(entry.meaning.length > 10, `${code} has a meaning`);
      assert.ok(entry.severity === 'error' || entry.severity === 'warning', `${code} has a severity`);
    }
    const warning = makeDiagnostic(
      'STATIC_FILE_SHADOWED',
      { file: 'static/sitemap.xml' },
      { staticFolder: 'static', file: 'sitemap.xml' },
    );
    assert.deepEqual(warning, {
      code: 'STATIC_FILE_SHADOWED',
      severity: 'warning',
      message: 'static/sitemap.xml is not copied: the build generates sitemap.xml itself',
      location: { file: 'static/sitemap.xml' },
      hint: 'Rename or remove the static file.',
    });
    // A code without a hint for the case, and no location: neither key is there.
    assert.deepEqual(
      makeDiagnostic('CONFIG_LOAD', undefined, { error: 'Error: The service was stopped', crashed: true }),
      {
        code: 'CONFIG_LOAD',
        severity: 'error',
        message: 'Error: The service was stopped',
      },
    );
  });

  it('a call with an unknown code, a missing or wrong parameter, or parameters a code does not take does not compile', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-diagnostic-types-'));
    const module = path
      .relative(dir, path.join(repoRoot, 'src/diagnostics/make-diagnostic.js'))
      .split(path.sep)
      .join('/');
    const calls = [
      `makeDiagnostic('STATIC_FILE_SHADOWED', undefined, { staticFolder: 'static', file: 'sitemap.xml' });`,
      `makeDiagnostic('FRONT_MATTER_SHAPE', { file: 'a.md', line: 2 });`,
      `makeDiagnostic('NO_SUCH_CODE', undefined);`,
      `makeDiagnostic('STATIC_FILE_SHADOWED', undefined, { file: 'sitemap.xml' });`,
      `makeDiagnostic('STATIC_FILE_SHADOWED', undefined);`,
      `makeDiagnostic('STATIC_FILE_SHADOWED', undefined, { staticFolder: 'static', file: 42 });`,
      `makeDiagnostic('FRONT_MATTER_SHAPE', undefined, { file: 'a.md' });`,
      `makeDiagnostic('SIDEBAR_UNKNOWN_DOC', undefined, { kind: 'folder', sidebarId: 'docs', id: 'intro', docsFolder: 'docs' });`,
    ];
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    fs.writeFileSync(
      path.join(dir, 'calls.ts'),
      [`import { makeDiagnostic } from '${module.startsWith('.') ? module : `./${module}`}';`, ...calls].join('\n') +
        '\n',
    );
    const options = {
      strict: true,
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ['ES2022'],
    };
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: ['calls.ts'] }),
    );
    let output = '';
    try {
      await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    const failingLines = new Set([...output.matchAll(/calls\.ts[(:](\d+)/g)].map((match) => Number(match[1])));
    // Line 1 is the import; calls[i] is on line i + 2. The first two calls are right, the others wrong.
    for (const [index, call] of calls.entries()) {
      assert.equal(
        failingLines.has(index + 2),
        index >= 2,
        `${index >= 2 ? 'does not compile' : 'compiles'}: ${call}\n${output}`,
      );
    }
  });
});
