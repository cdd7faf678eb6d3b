import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, number } from '../format-table.js';
import { REPO_ROOT } from '../measure-build.js';
import { setAside } from '../set-aside.js';
import { median } from '../statistics.js';
import { BENCH_DIR, buildTargets, prepareCorpus } from './build-times.js';

const GNU_TIME = '/usr/bin/time';
const DEFAULT_ROUNDS = 7;

/**
 * One cold build (`build --root R --out-dir O --no-cache`) with `cli`, in a new process under GNU
 * time: wall time, and CPU time (user + sys, the process and the children it waited for: esbuild's),
 * which a shared, loaded machine disturbs less than wall time.
 */
function timedBuild(cli, root, outDir) {
  setAside(outDir);
  const timeFile = path.join(os.tmpdir(), `docs-build-bench-time-${process.pid}-${Date.now()}`);
  const args = ['-f', '%e %U %S %M', '-o', timeFile, process.execPath, cli, 'build'];
  args.push('--root', root, '--out-dir', outDir, '--no-cache');
  return new Promise((resolve) => {
    const child = spawn(GNU_TIME, args, {
      cwd: path.dirname(path.dirname(cli)),
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (exitCode) => {
      const line = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop() ?? '';
      fs.rmSync(timeFile, { force: true });
      const [wall, user, sys, rss] = line.split(' ').map(Number);
      const built = /Built (\d+) pages in (\d+) ms/.exec(output);
      resolve({
        ok: exitCode === 0,
        exitCode,
        output,
        wallS: wall,
        cpuS: user + sys,
        peakRssKb: rss,
        buildS: built ? Number(built[2]) / 1000 : undefined,
      });
    });
  });
}

/** A checkout named on the command line: its CLI, and the site it builds as "site". */
function checkout(folder) {
  const root = path.resolve(folder);
  const cli = path.join(root, 'bin', 'docs-build.js');
  if (!fs.existsSync(path.join(root, 'dist'))) throw new Error(`${root} is not a compiled checkout (no dist/)`);
  return { name: path.basename(root), root, cli };
}

const percent = (value, base) => `${value >= 0 ? '+' : ''}${number((100 * value) / base, 1)} %`;
const signed = (value, decimals) => `${value >= 0 ? '+' : ''}${number(value, decimals)}`;

/**
 * `npm run bench -- --only interleaved --baseline <checkout>[,<checkout>…] [--sizes 1000] [--rounds 7]`:
 * cold builds of the site and of the corpora --sizes names by each baseline checkout and this one, interleaved: in every round,
 * each checkout builds once, in an order that alternates from round to round, so drift in the
 * machine's load reaches every side alike. Every side writes its own out folder and, for "site",
 * builds its own checkout's site; a corpus is generated once, and every side builds that folder. The
 * table gives medians and the median of the pair differences (same round) against the first
 * checkout, for wall time and CPU time.
 */
export const interleavedBuildsSection = {
  name: 'interleaved',
  title: 'Interleaved cold builds of several checkouts (new process each, GNU time)',
  selectedBy: [],
  async run({ sizes, sizesGiven, only, state, log, baseline, rounds = DEFAULT_ROUNDS }) {
    // Not part of a plain `npm run bench`: it runs every build `rounds` times per checkout.
    if (!only?.has('interleaved')) return '';
    if (!fs.existsSync(GNU_TIME)) {
      state.failed = true;
      return 'skipped: needs GNU time (/usr/bin/time)';
    }
    const sides = [...(baseline ? baseline.split(',').map((folder) => checkout(folder.trim())) : [])];
    sides.push({ ...checkout(REPO_ROOT), name: `${path.basename(path.resolve(REPO_ROOT))} (this)` });
    // The site, and the corpora --sizes names (none by default: ten rounds of 10,000 pages take long).
    const targets = buildTargets(sizesGiven ? sizes : []);
    const tables = [];
    for (const target of targets) {
      if (target.n) prepareCorpus(target, log);
      const results = sides.map(() => []);
      for (let round = 0; round < rounds; round++) {
        const order = sides.map((_, index) => index);
        if (round % 2) order.reverse();
        for (const index of order) {
          const side = sides[index];
          const root = target.n ? target.root : side.root;
          const outDir = path.join(BENCH_DIR, `out-interleaved-${target.name}-${index}`);
          const result = await timedBuild(side.cli, root, outDir);
          if (!result.ok) {
            state.failed = true;
            log(
              `  ${side.name} FAILED (exit ${result.exitCode}):\n${result.output.trimEnd().split('\n').slice(-20).join('\n')}`,
            );
          }
          results[index][round] = result;
          log(
            `${target.label} round ${round + 1}/${rounds} ${side.name}: wall ${number(result.wallS, 2)} s, cpu ${number(result.cpuS, 2)} s`,
          );
        }
      }
      const first = results[0];
      const rows = sides.map((side, index) => {
        const mine = results[index];
        const wall = median(mine.map((r) => r.wallS));
        const cpu = median(mine.map((r) => r.cpuS));
        const inProcess = median(mine.map((r) => r.buildS ?? Number.NaN));
        const wallDiff = median(mine.map((r, round) => r.wallS - first[round].wallS));
        const cpuDiff = median(mine.map((r, round) => r.cpuS - first[round].cpuS));
        const baseWall = median(first.map((r) => r.wallS));
        const baseCpu = median(first.map((r) => r.cpuS));
        return [
          side.name,
          number(wall, 2),
          number(inProcess, 2),
          number(cpu, 2),
          index === 0 ? '—' : `${signed(wallDiff, 2)} (${percent(wallDiff, baseWall)})`,
          index === 0 ? '—' : `${signed(cpuDiff, 2)} (${percent(cpuDiff, baseCpu)})`,
          number(median(mine.map((r) => r.peakRssKb)) / 1024, 0),
        ];
      });
      tables.push(
        `${target.label}, ${rounds} rounds:\n${formatTable(
          ['checkout', 'wall s', 'in-process s', 'cpu s', 'Δ wall vs first', 'Δ cpu vs first', 'peak RSS MB'],
          rows,
        )}`,
      );
    }
    const load = os.loadavg().map((value) => number(value, 1));
    return `${tables.join('\n\n')}\n\nMedians over the rounds; Δ is the median of the same round's differences against the first checkout. CPU s is user + sys (GNU time %U + %S). Load average at the end ${load.join(' / ')}; Node ${process.version}, ${os.cpus().length} CPUs.`;
  },
};
