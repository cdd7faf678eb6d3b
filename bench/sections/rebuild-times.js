import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, number } from '../format-table.js';
import { hasGnuTime, measureBuild } from '../measure-build.js';
import { namedTargets, workspace } from '../target-workspace.js';
import { median } from '../statistics.js';

/** Timed builds per scenario; the median is reported. */
const RUNS = 3;
const SILENT = { info() {}, warn() {}, error() {}, debug() {} };

/** Targets from the issue: wall time of a rebuild with the cache, nothing changed and one page changed. */
const BUDGETS = {
  site: { unchangedS: 0.5, onePageS: 0.7 },
  1000: { unchangedS: 1, onePageS: 1.5 },
  10000: { unchangedS: 5, onePageS: 6 },
};

/** Appends a line of text no earlier build has seen to a Markdown page (a paragraph of its own). */
function editPage(page) {
  fs.appendFileSync(
    page,
    `\nEdited by the rebuild bench (${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}).\n`,
  );
}

/** `runs` builds with the cache, `before()` ahead of each: the first failure, else median wall and in-process times. */
async function timeRebuilds(space, gnuTime, runs, before = () => {}) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    before();
    const result = await measureBuild(space.root, space.outDir, gnuTime, { cache: true });
    results.push(result);
    if (!result.ok) return { ...result, runs: results.length };
  }
  const buildTimes = results.map((result) => result.buildMs);
  return {
    ok: true,
    runs,
    pages: results[0].pages,
    wallMs: median(results.map((result) => result.wallMs)),
    buildMs: buildTimes.every(Number.isFinite) ? median(buildTimes) : undefined,
  };
}

/**
 * One more build with the cache, untimed and in this process, for what `result.cache` counts (the CLI
 * does not print it): which pages a build like the timed ones above served from the cache.
 */
async function cacheCounts(space) {
  const { buildSite } = await import(new URL('../../dist/src/build/build-site.js', import.meta.url).href);
  const result = await buildSite({ root: space.root, outDir: space.outDir, logger: SILENT, cache: true });
  return result.cache;
}

/** `markdown 1 of 21, openapi 0 of 1`: items rendered again out of all, per kind. */
function missesText(counts) {
  if (!counts) return '—';
  const kinds = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  if (kinds.length === 0) return 'no cache used';
  return kinds.map(([kind, { hits, misses }]) => `${kind} ${number(misses)} of ${number(hits + misses)}`).join(', ');
}

/** The cold build beside the rebuilds: the builds section's, else one `--no-cache` build here. */
async function coldWallMs(target, space, gnuTime, state, log) {
  if (state.coldWallMs?.[target.name] !== undefined)
    return { wallMs: state.coldWallMs[target.name], source: 'builds section' };
  log(`  one cold build (--no-cache) of ${target.label} …`);
  const result = await measureBuild(space.root, space.outDir, gnuTime);
  return { wallMs: result.ok ? result.wallMs : undefined, source: 'this section' };
}

/** Fill, nothing changed and one page changed for one target, each build in a new process. */
async function rebuildTarget(target, gnuTime, state, log) {
  const space = workspace(target, log, 'rebuild');
  try {
    const cold = await coldWallMs(target, space, gnuTime, state, log);
    log(`rebuilding ${target.label}: filling the cache …`);
    const fill = await timeRebuilds(space, gnuTime, 1);
    if (!fill.ok) return { target, cold, scenarios: [{ name: 'fill the cache', result: fill }] };
    log(`  nothing changed, ${RUNS} builds …`);
    const unchanged = await timeRebuilds(space, gnuTime, RUNS);
    const unchangedCounts = unchanged.ok ? await cacheCounts(space) : undefined;
    log(`  one page changed (${path.relative(space.root, space.page)}), ${RUNS} builds …`);
    const onePage = await timeRebuilds(space, gnuTime, RUNS, () => editPage(space.page));
    if (onePage.ok) editPage(space.page);
    const onePageCounts = onePage.ok ? await cacheCounts(space) : undefined;
    return {
      target,
      cold,
      page: path.relative(space.root, space.page),
      scenarios: [
        { name: 'fill the cache', result: fill },
        { name: 'nothing changed', result: unchanged, budgetS: target.budget?.unchangedS, counts: unchangedCounts },
        { name: 'one page changed', result: onePage, budgetS: target.budget?.onePageS, counts: onePageCounts },
      ],
    };
  } finally {
    space.cleanup();
  }
}

function verdict(budgetS, result) {
  if (!result.ok) return `FAILED (exit ${result.exitCode})`;
  if (budgetS === undefined) return '—';
  return result.wallMs / 1000 <= budgetS ? 'within' : 'over';
}

function rows(measured) {
  return measured.flatMap(({ target, cold, scenarios }) =>
    scenarios.map(({ name, result, budgetS, counts }) => [
      target.label,
      number(scenarios[0].result.pages ?? target.n),
      name,
      String(result.runs),
      number(result.wallMs / 1000, 2),
      number(result.buildMs === undefined ? undefined : result.buildMs / 1000, 2),
      number(cold.wallMs === undefined ? undefined : cold.wallMs / 1000, 2),
      budgetS === undefined ? '—' : `≤ ${budgetS} s`,
      verdict(budgetS, result),
      missesText(counts),
    ]),
  );
}

/**
 * Warm rebuilds with the persistent cache, one new process per build as for the cold builds: one build
 * fills the cache, then the median of 3 with nothing changed and of 3 each after a line is appended to
 * one Markdown page, against the targets and beside the target's cold build.
 */
export const rebuildTimesSection = {
  name: 'rebuilds',
  title: `Rebuilds with the cache (new process per build, median wall time of ${RUNS})`,
  async run({ sizes, only, selected, state, log }) {
    const targets = namedTargets(sizes, only, selected);
    if (targets.length === 0) return '';
    const gnuTime = hasGnuTime();
    const measured = [];
    for (const target of targets) {
      const result = await rebuildTarget({ ...target, budget: BUDGETS[target.name] }, gnuTime, state, log);
      if (result.scenarios.some((scenario) => !scenario.result.ok)) state.failed = true;
      measured.push(result);
    }
    const table = formatTable(
      [
        'target',
        'pages',
        'build',
        'runs',
        'wall s',
        'in-process s',
        'cold wall s',
        'target',
        'result',
        'rendered again (untimed check)',
      ],
      rows(measured),
    );
    const edited = measured.filter(({ page }) => page).map(({ target, page }) => `${target.label}: ${page}`);
    const coldSources = measured.map(({ target, cold }) => `${target.label}: ${cold.source}`);
    const notes = [
      `"one page changed" appends a new line to one page before each build (${edited.join('; ')}); the site is built from a copy in ${os.tmpdir()}, a corpus in place (the page is restored).`,
      'Each rebuild finds the previous output and the cache of the build before it; "fill the cache" is the first build with an empty cache.',
      `"cold wall s": a --no-cache build of the same target (${coldSources.join('; ')}).`,
      '"rendered again": the cache counts (result.cache) of one more build like the timed ones, run in this process; MDX and TSX pages are not cached and always render.',
    ];
    const failures = measured
      .flatMap(({ target, scenarios }) =>
        scenarios.filter(({ result }) => !result.ok).map(({ name, result }) => ({ target, name, result })),
      )
      .map(
        ({ target, name, result }) =>
          `\n${target.label} (${name}) failed (exit ${result.exitCode}); last lines of its output:\n${result.output.trimEnd().split('\n').slice(-30).join('\n')}`,
      )
      .join('\n');
    return `${table}\n\n${notes.join('\n')}${failures}`;
  },
};
