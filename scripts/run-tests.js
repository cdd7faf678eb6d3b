// Runs the compiled tests (run `npm run compile` first; the npm scripts do).
//
//   node scripts/run-tests.js             every test: test/site/ and test/engine/
//   node scripts/run-tests.js unit        the tests that need no browser
//   node scripts/run-tests.js browser     the browser tests (*.browser.test.ts, Chromium at /usr/bin/chromium)
//   node scripts/run-tests.js <file>...   some files, as test/…/x.test.ts or dist/test/…/x.test.js
//   --save-durations                      after a run of every file, writes how long each took to
//                                         scripts/test-durations.json (the order of the next runs)
//
// Each file is its own process, so no file sees what another one did. As many files run at once as the
// machine has cores (TEST_CONCURRENCY overrides it), browser files and the others alike: a browser file
// takes about one core, as a unit file building a site does (more files than cores gain little: three at
// a time on two cores took 529 s, two 543 s). The longest files start first, from the
// durations a previous run saved, so that no long file is left to run alone at the end. A file's output
// is printed in one block when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const compiled = path.join(root, 'dist/test');
const durationsFile = path.join(import.meta.dirname, 'test-durations.json');
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

/** `dist/test/a/b.test.js` → `test/a/b.test.ts`, the name a reader knows the file by. */
function sourceName(file) {
  return path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/^dist\//, '')
    .replace(/\.js$/, '.ts');
}

function selectedFiles(args) {
  const all = [...testFilesUnder(path.join(compiled, 'site')), ...testFilesUnder(path.join(compiled, 'engine'))];
  if (args.length === 0) return { files: all, everyFile: true };
  if (args.length === 1 && args[0] === 'unit') return { files: all.filter((file) => !isBrowserTest(file)) };
  if (args.length === 1 && args[0] === 'browser') return { files: all.filter(isBrowserTest) };
  return { files: args.flatMap(compiledFiles) };
}

/** Seconds each file took in the run that saved them; a file not named there is expected to take the median. */
function expectedDurations(files) {
  let saved = {};
  try {
    saved = JSON.parse(fs.readFileSync(durationsFile, 'utf8'));
  } catch {
    // No saved durations: the files run in their alphabetical order, browser files first (most are longer).
  }
  const known = Object.values(saved).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 0;
  return new Map(files.map((file) => [file, saved[sourceName(file)] ?? median + (isBrowserTest(file) ? 1 : 0)]));
}

/** Runs one test file in its own process; resolves with its exit code, output and wall time. */
function runFile(file, env) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--test-reporter=spec', '--test-reporter-destination=stdout', file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        file,
        passed: code === 0,
        failure: signal ?? `exit ${code}`,
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

/**
 * Builds the SideShift site once for the files that only read it (test/helpers/built-site.ts
 * `builtSideShiftSite`), instead of once in each of them; a file run alone, or started before this
 * build is done, builds its own.
 */
async function sharedSiteBuild() {
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

/**
 * Runs `files` `slots` at a time, longest expected first. Browser files wait for `shared` (the SideShift
 * build most of them read); the others start at once and get it when it is ready.
 */
async function runAll(files, slots, shared) {
  const expected = expectedDurations(files);
  const queue = [...files].sort((a, b) => expected.get(b) - expected.get(a));
  const results = [];
  let sharedEnv;
  let sharedSettled = false;
  shared.then(
    (built) => {
      sharedEnv = built?.env;
      sharedSettled = true;
    },
    () => {
      sharedSettled = true;
    },
  );
  const nextFile = () => {
    const index = queue.findIndex((file) => sharedSettled || !isBrowserTest(file));
    return index === -1 ? undefined : queue.splice(index, 1)[0];
  };
  const worker = async () => {
    while (queue.length > 0) {
      const file = nextFile();
      if (file === undefined) {
        await shared.catch(() => undefined);
        continue;
      }
      const result = await runFile(file, sharedEnv);
      process.stdout.write(
        `# ${sourceName(file)}: ${result.passed ? 'passed' : `FAILED (${result.failure})`}, ${result.seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(result.output);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, files.length) }, worker));
  return results;
}

function report(results, seconds, slots) {
  const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8);
  console.log(
    `# slowest files (s):\n${slowest.map((result) => `#   ${sourceName(result.file).padEnd(60)} ${result.seconds.toFixed(1)}`).join('\n')}`,
  );
  const failed = results.filter((result) => !result.passed);
  for (const result of failed) console.log(`# FAILED: ${sourceName(result.file)} (${result.failure})`);
  console.log(
    `# ${results.length} files, ${slots} at a time, ${seconds.toFixed(1)} s, ${failed.length === 0 ? 'passed' : `${failed.length} FAILED`}`,
  );
}

const args = process.argv.slice(2).filter((arg) => arg !== '--save-durations');
const saveDurations = process.argv.includes('--save-durations');
const { files, everyFile } = selectedFiles(args);
if (files.length === 0) {
  console.error('no test files found; run npm run compile first');
  process.exit(1);
}
// The tests build the SideShift site as a fresh checkout builds it: without the hosted chat widget a
// developer's shell may configure (site.config.ts reads these; the tests that need them set their own).
for (const name of ['DOCS_CHAT_WIDGET_SRC', 'DOCS_CHAT_WIDGET_INIT', 'DOCS_CHAT_WIDGET_OPTIONS'])
  delete process.env[name];
const slots = Number(process.env.TEST_CONCURRENCY) || os.availableParallelism();
const needsSharedSite = files.filter(isBrowserTest).length >= 2;
const shared = needsSharedSite
  ? sharedSiteBuild().catch((error) => {
      console.error(`# the SideShift site did not build once for the tests; each file builds its own:\n${error.stack}`);
      return undefined;
    })
  : Promise.resolve(undefined);
const started = Date.now();
try {
  const results = await runAll(files, slots, shared);
  report(results, (Date.now() - started) / 1000, slots);
  process.exitCode = results.every((result) => result.passed) ? 0 : 1;
  if (saveDurations && everyFile && process.exitCode === 0) {
    const durations = Object.fromEntries(
      results
        .map((result) => [sourceName(result.file), Math.round(result.seconds * 10) / 10])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    fs.writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
  }
} finally {
  (await shared)?.remove();
}
