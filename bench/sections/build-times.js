import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus, isCorpusCurrent } from '../generate-corpus.js';
import { folderSize, hasGnuTime, measureBuild, REPO_ROOT } from '../measure-build.js';
import { formatTable, number } from '../format-table.js';
import { setAside } from '../set-aside.js';

export const BENCH_DIR = path.join(os.tmpdir(), 'docs-build-bench');

/** Targets from the issue: wall time (and, for 10,000 pages, memory) each is measured against. */
const BUDGETS = {
  site: { wallS: 1 },
  1000: { wallS: 4 },
  10000: { wallS: 30, rssMb: 1024 },
};

/** The targets to build: the repository's own site, then one generated corpus per size. */
export function buildTargets(sizes) {
  return [
    { name: 'site', label: 'repository site', root: REPO_ROOT, budget: BUDGETS.site },
    ...sizes.map((n) => ({
      name: String(n),
      label: `corpus ${number(n)}`,
      n,
      root: path.join(BENCH_DIR, `corpus-${n}`),
      budget: BUDGETS[n],
    })),
  ];
}

function budgetText(budget) {
  if (!budget) return '—';
  return [`< ${budget.wallS} s`, budget.rssMb ? `< ${budget.rssMb / 1024} GB` : ''].filter(Boolean).join(', ');
}

function verdict(budget, result) {
  if (!result.ok) return `FAILED (exit ${result.exitCode})`;
  if (!budget) return '—';
  const wallOk = result.wallMs / 1000 < budget.wallS;
  const rssOk = !budget.rssMb || (result.peakRssKb !== undefined && result.peakRssKb / 1024 < budget.rssMb);
  return wallOk && rssOk ? 'within' : 'over';
}

/** Generates a target's corpus into its root unless a current one is already there. */
export function prepareCorpus(target, log) {
  if (isCorpusCurrent(target.root, target.n)) return;
  log(`generating ${number(target.n)} pages into ${target.root} …`);
  const started = performance.now();
  generateCorpus(target.root, target.n);
  log(`  generated in ${number((performance.now() - started) / 1000, 1)} s`);
}

/** Prints how peak RSS grows with the page count across the corpora that built. */
function growthSummary(measured) {
  const corpora = measured.filter(({ target, result }) => target.n && result.ok && result.peakRssKb);
  if (corpora.length === 0) return '';
  const lines = corpora.map(
    ({ target, result }) =>
      `  ${number(target.n).padStart(7)} pages: ${number(result.peakRssKb / target.n, 1)} KB of peak RSS per page`,
  );
  for (let i = 1; i < corpora.length; i++) {
    const [a, b] = [corpora[i - 1], corpora[i]];
    const pagesRatio = b.target.n / a.target.n;
    const rssRatio = b.result.peakRssKb / a.result.peakRssKb;
    const marginal = (b.result.peakRssKb - a.result.peakRssKb) / (b.target.n - a.target.n);
    lines.push(
      `  ${number(a.target.n)} → ${number(b.target.n)} pages (${number(pagesRatio, 1)}×): peak RSS ×${number(rssRatio, 2)}, ` +
        `${number(marginal, 1)} KB per extra page — ${rssRatio <= pagesRatio ? 'grows no faster than the page count' : 'grows FASTER than the page count'}`,
    );
  }
  return `\nMemory growth:\n${lines.join('\n')}`;
}

/** Cold builds of every selected target, one new process each; prints the results table. */
export const buildTimesSection = {
  name: 'builds',
  title: 'Cold builds (new process per build, wall time from spawn to exit)',
  async run({ sizes, selected, state, log }) {
    const targets = buildTargets(sizes).filter((target) => selected(target.name));
    if (targets.length === 0) return '';
    const gnuTime = hasGnuTime();
    const measured = [];
    for (const target of targets) {
      if (target.n) prepareCorpus(target, log);
      const outDir = path.join(BENCH_DIR, `out-${target.name}`);
      log(`building ${target.label} …`);
      const result = await measureBuild(target.root, outDir, gnuTime);
      const output = result.ok && fs.existsSync(outDir) ? folderSize(outDir) : undefined;
      if (target.name === 'site' && result.ok) state.siteOutDir = outDir;
      else setAside(outDir);
      if (!result.ok) state.failed = true;
      // The rebuilds section prints these beside its warm builds.
      else (state.coldWallMs ??= {})[target.name] = result.wallMs;
      measured.push({ target, result, output });
      log(`  ${result.ok ? 'done' : 'FAILED'} in ${number(result.wallMs / 1000, 2)} s`);
    }
    const rows = measured.map(({ target, result, output }) => [
      target.label,
      number(result.pages ?? target.n),
      number(result.wallMs / 1000, 2),
      number(result.buildMs === undefined ? undefined : result.buildMs / 1000, 2),
      result.ok ? number((result.pages ?? target.n) / (result.wallMs / 1000), 0) : '—',
      number(result.peakRssKb === undefined ? undefined : result.peakRssKb / 1024, 0),
      output ? number(output.bytes / 1024 / 1024, 1) : '—',
      budgetText(target.budget),
      verdict(target.budget, result),
    ]);
    const table = formatTable(
      ['target', 'pages', 'wall s', 'in-process s', 'pages/s', 'peak RSS MB', 'output MB', 'target', 'result'],
      rows,
    );
    const failures = measured
      .filter(({ result }) => !result.ok)
      .map(
        ({ target, result }) =>
          `\n${target.label} failed (exit ${result.exitCode}); last lines of its output:\n${result.output.trimEnd().split('\n').slice(-30).join('\n')}`,
      )
      .join('\n');
    const note = `\nPeak RSS from ${gnuTime ? 'GNU time (%M)' : 'process.resourceUsage().maxRSS in the child'}; "in-process s" is the build's own timer (wall minus start-up); Node ${process.version}, ${os.cpus().length} CPUs.`;
    return `${table}\n${growthSummary(measured)}${note}${failures}`;
  },
};
