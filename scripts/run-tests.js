// Runs the compiled tests (run `npm run compile` first; the npm scripts do).
//
//   node scripts/run-tests.js             every test: test/site/ and test/engine/
//   node scripts/run-tests.js unit        the tests that need no browser
//   node scripts/run-tests.js browser     the browser tests (*.browser.test.ts, Chromium at /usr/bin/chromium)
//   node scripts/run-tests.js <file>...   some files, as test/…/x.test.ts or dist/test/…/x.test.js
//
// Browser tests run one file at a time: each file has its own server and Chromium, and two at once on a
// small machine starve each other. Files without a browser run beside them, as many at once as the
// machine has cores, less the one the browser tests take. Each file is its own process (node --test),
// so no file sees what another one did. TEST_CONCURRENCY overrides how many unit files run at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const compiled = path.join(root, 'dist/test');
const isBrowserTest = (file) => file.endsWith('.browser.test.js');

function testFilesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.js'))
    .map((file) => path.join(folder, file))
    .sort();
}

/** `test/a/b.test.ts`, `dist/test/a/b.test.js` or a folder of either → compiled test files. */
function compiledFiles(argument) {
  const absolute = path.resolve(argument);
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  const inDist = relative.startsWith('dist/') ? relative : `dist/${relative}`.replace(/\.tsx?$/, '.js');
  const target = path.join(root, inDist);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) return testFilesUnder(target);
  if (!fs.existsSync(target))
    throw new Error(`no compiled test at ${inDist} (from ${argument}); run npm run compile first`);
  return [target];
}

const args = process.argv.slice(2);
const all = [...testFilesUnder(path.join(compiled, 'site')), ...testFilesUnder(path.join(compiled, 'engine'))];
let files;
if (args.length === 0) files = all;
else if (args.length === 1 && args[0] === 'unit') files = all.filter((file) => !isBrowserTest(file));
else if (args.length === 1 && args[0] === 'browser') files = all.filter(isBrowserTest);
else files = args.flatMap(compiledFiles);
if (files.length === 0) {
  console.error('no test files found; run npm run compile first');
  process.exit(1);
}

const browserFiles = files.filter(isBrowserTest);
const unitFiles = files.filter((file) => !isBrowserTest(file));
const cores = os.availableParallelism();
const unitConcurrency =
  Number(process.env.TEST_CONCURRENCY) || Math.max(1, browserFiles.length > 0 ? cores - 1 : cores);

/** Runs `groupFiles` with node --test; their output is printed in one block when they are done, unless `live`. */
function runGroup(name, groupFiles, concurrency, live, env = {}) {
  if (groupFiles.length === 0) return Promise.resolve({ name, code: 0 });
  const started = Date.now();
  const times = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-test-times-')), 'times.tsv');
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(import.meta.dirname, 'test-file-times.js')}`,
    `--test-reporter-destination=${times}`,
  ];
  const child = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...reporters, ...groupFiles], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!live) process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const slowest = fs.existsSync(times)
        ? fs.readFileSync(times, 'utf8').trim().split('\n').filter(Boolean).slice(0, 8)
        : [];
      fs.rmSync(path.dirname(times), { recursive: true, force: true });
      if (slowest.length > 1)
        console.log(
          `# ${name}, slowest files (s):\n${slowest.map((line) => `#   ${path.relative(root, line.replace(/^[^\t]*\t/, '')).padEnd(60)} ${line.split('\t')[0]}`).join('\n')}`,
        );
      console.log(
        `# ${name}: ${groupFiles.length} files, ${concurrency} at a time, ${seconds} s, ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`}`,
      );
      resolve({ name, code: code ?? 1 });
    });
  });
}

/**
 * Builds the SideShift site once for the browser files that only read it (test/helpers/built-site.ts
 * `builtSideShiftSite`), instead of once in each of them; a file run alone builds its own.
 */
async function sharedSiteBuild() {
  if (browserFiles.length < 2) return undefined;
  // As test/helpers/built-site.ts builds it (not imported here: it loads node:test).
  const { buildSite } = await import('../dist/src/build/build-site.js');
  const { createMemoryLogger } = await import('../dist/src/context/logger.js');
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-test-site-'));
  const outDir = path.join(tempDir, 'build');
  const remove = () => fs.rmSync(tempDir, { recursive: true, force: true });
  try {
    await buildSite({ root, outDir, cache: false, logger: createMemoryLogger() });
  } catch (error) {
    remove();
    throw error;
  }
  // The variable test/helpers/built-site.ts reads (SHARED_SITE_VARIABLE).
  return { env: { DOCS_BUILD_TEST_SITE_BUILD: outDir }, remove };
}

// The browser tests' output is shown as it comes; beside them, the unit tests' output comes in one block.
const unitRun = runGroup('unit tests', unitFiles, unitConcurrency, browserFiles.length === 0);
const shared = await sharedSiteBuild().catch((error) => {
  console.error(
    `# the SideShift site did not build once for the browser tests; each file builds its own:\n${error.stack}`,
  );
  return undefined;
});
try {
  const results = await Promise.all([runGroup('browser tests', browserFiles, 1, true, shared?.env), unitRun]);
  process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
} finally {
  shared?.remove();
}
