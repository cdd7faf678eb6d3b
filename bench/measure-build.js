import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setAside } from './set-aside.js';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const GNU_TIME = '/usr/bin/time';
const TIME_LIMIT_MS = 20 * 60 * 1000;

/** True when GNU time is installed and understands `-f %M -o file` (peak RSS in KB). */
export function hasGnuTime() {
  if (!fs.existsSync(GNU_TIME)) return false;
  const probe = path.join(os.tmpdir(), `docs-build-bench-probe-${process.pid}`);
  const result = spawnSync(GNU_TIME, ['-f', '%M', '-o', probe, 'true']);
  const ok = result.status === 0 && /^\d+\s*$/.test(readOr(probe, ''));
  fs.rmSync(probe, { force: true });
  return ok;
}

function readOr(file, fallback) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/**
 * Runs one build (`docs-build build --root root --out-dir outDir`) in a new Node process. Cold by
 * default: outDir is set aside first (see set-aside.js) and `--no-cache` passed. With
 * `{ cache: true }`, a rebuild like a second `docs-build build` in a row: the build reads and writes
 * the site's persistent cache, and the previous output is left in place for it to replace. Wall time
 * is from spawn to exit; peak RSS is the child's, from GNU time or, without it, from the child itself.
 * `checkout`: the compiled checkout whose CLI builds (a baseline's; default this one).
 * @param {{ cache?: boolean, checkout?: string }} [options]
 * @returns {Promise<{ ok: boolean, exitCode: number | null, wallMs: number, peakRssKb?: number,
 *   pages?: number, buildMs?: number, output: string, rssSource: string }>}
 */
export function measureBuild(root, outDir, useGnuTime = hasGnuTime(), { cache = false, checkout = REPO_ROOT } = {}) {
  const cli = path.join(checkout, 'bin', 'docs-build.js');
  const fallback = path.join(checkout, 'bench', 'measure-child.js');
  if (!cache) setAside(outDir);
  const rssFile = path.join(os.tmpdir(), `docs-build-bench-rss-${process.pid}-${Date.now()}`);
  // Cold unless asked: the build cache would make a repeated run a warm one.
  const buildArgs = ['build', '--root', root, '--out-dir', outDir, ...(cache ? [] : ['--no-cache'])];
  const [command, args] = useGnuTime
    ? [GNU_TIME, ['-f', '%M', '-o', rssFile, process.execPath, cli, ...buildArgs]]
    : [process.execPath, [fallback, ...buildArgs]];
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, DOCS_BUILD_BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      const rss = Number.parseInt(readOr(rssFile, '').trim().split('\n').pop() ?? '', 10);
      fs.rmSync(rssFile, { force: true });
      const built = /Built (\d+) pages in (\d+) ms/.exec(output);
      resolve({
        ok: exitCode === 0,
        exitCode,
        wallMs,
        peakRssKb: Number.isFinite(rss) ? rss : undefined,
        pages: built ? Number(built[1]) : undefined,
        buildMs: built ? Number(built[2]) : undefined,
        output,
        rssSource: useGnuTime ? 'GNU time %M' : 'process.resourceUsage().maxRSS',
      });
    });
  });
}

/** Total size in bytes and number of files under dir. */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
    files++;
  }
  return { bytes, files };
}
