import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { canUseBrowser } from '../browser-resources.js';
import { formatTable, number } from '../format-table.js';
import { openMarkersTab } from '../marker-watch.js';
import { pageEdits, uniqueMarker } from '../page-edits.js';
import { median } from '../statistics.js';
import { namedTargets, workspace } from '../target-workspace.js';
import { wallNow } from '../visible-marker.js';
import { startWatch } from '../watch-child.js';

/** Edits per pace; the median and p95 are reported. */
const EDITS = 20;
/** Cold starts per target (each with no cache, the first build waited for); the median is reported. */
const COLD_STARTS = 3;
/** The time between two saves: an author with autosave, and one who pauses. */
const PACES_MS = [300, 3000];
const FIRST_BUILD_TIMEOUT_MS = 10 * 60 * 1000;
/** How long watch prints nothing before the next scenario starts (its rebuilds and collections done). */
const QUIET_MS = 1500;
const SELECTOR = '#main-content';
/** Targets from issue 26: median / p95 of edit → visible, ms. */
const BUDGETS = { site: { median: 50, p95: 100 }, 1000: { median: 50, p95: 100 }, 10000: { median: 100, p95: 200 } };

/** Median and p95 (nearest rank). */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), p95: sorted[Math.ceil(0.95 * sorted.length) - 1] };
}

/** A port free now: the tab asks for the page before watch prints where it serves. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts watch with no cache and, as an author with the page open does, asks for the page as soon as
 * the server listens: the time from the command's start to the page itself (its #main-content, which
 * the "Building the site" page has not) in the tab, whatever the tab was answered meanwhile.
 */
async function coldStart(space, build, tab) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${space.route}`;
  const started = wallNow();
  const starting = startWatch(space.root, { timeoutMs: FIRST_BUILD_TIMEOUT_MS, cli: build.cli, port });
  let failed;
  starting.catch((error) => (failed = error));
  try {
    // Refused (or an error page) until the server listens.
    while (!(await tab.page.goto(url, { waitUntil: 'commit' }).catch(() => undefined))) {
      if (failed) throw failed;
      await sleep(20);
    }
    await tab.page.locator(SELECTOR).waitFor({ timeout: FIRST_BUILD_TIMEOUT_MS });
  } catch (error) {
    await (await starting.catch(() => undefined))?.stop();
    throw error;
  }
  const firstPageMs = wallNow() - started;
  const child = await starting;
  await tab.page.waitForLoadState('load');
  return { child, firstPageMs };
}

/** Resolves once `child` has printed nothing for QUIET_MS (its rebuilds done). */
async function quiet(child) {
  let mark = child.mark();
  for (;;) {
    await sleep(QUIET_MS);
    const now = child.mark();
    if (now === mark) return;
    mark = now;
  }
}

/** Polls `check` every 20 ms until it returns something other than undefined. */
async function until(check, timeoutMs, what) {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
    await sleep(20);
  }
}

/**
 * EDITS body edits saved `paceMs` apart, whether or not the previous one is shown yet. An edit counts
 * as visible when the page shows it or a later one (what the author then sees is at least as new), so
 * an edit overtaken by the next one before it showed is timed to when a newer one showed.
 */
async function pacedEdits({ child, tab, page, edits, paceMs, timeoutMs }) {
  const markers = Array.from({ length: EDITS }, () => uniqueMarker('wpm'));
  await tab.watchFor(SELECTOR, markers);
  const skew = (await tab.clockSkewMs()).skewMs;
  const writes = [];
  const started = wallNow();
  let mark = 0;
  for (let i = 0; i < EDITS; i++) {
    const due = started + i * paceMs;
    const wait = due - wallNow();
    if (wait > 0) await sleep(wait);
    if (i === EDITS - 1) mark = child.mark();
    writes.push(wallNow());
    fs.writeFileSync(page, edits.body(markers[i]));
  }
  const last = markers.at(-1);
  await until(async () => (await tab.seen())[last], timeoutMs, 'last edit shown');
  await child.waitForRebuild(mark, timeoutMs);
  const seen = await tab.seen();
  const arrived = await tab.arrived();
  const firstAtOrAfter = (times, i) => {
    const found = markers
      .slice(i)
      .map((marker) => times(marker))
      .filter((at) => at !== undefined);
    return found.length > 0 ? Math.min(...found) : undefined;
  };
  return markers.map((marker, i) => {
    const shownAt = firstAtOrAfter((m) => (seen[m] === undefined ? undefined : seen[m] - skew), i);
    const arrivedAt = firstAtOrAfter((m) => (arrived[m] === undefined ? undefined : arrived[m] - skew), i);
    const visibleMs = shownAt - writes[i];
    const serverMs = arrivedAt === undefined ? undefined : arrivedAt - writes[i];
    return {
      visibleMs,
      serverMs,
      browserMs: serverMs === undefined ? undefined : visibleMs - serverMs,
      overtaken: seen[marker] === undefined,
    };
  });
}

/** Both paces on one target with one build of docs-build (`cli`), its files put back afterwards. */
async function measureTarget(target, build, log) {
  const space = workspace(target, log, 'watch-pace');
  const original = fs.readFileSync(space.page, 'utf8');
  const measured = { target, build: build.name, page: path.relative(space.root, space.page), paces: {} };
  let child;
  let tab;
  try {
    const edits = pageEdits(original);
    log(`watching ${target.label} with ${build.name} (first build) …`);
    tab = await openMarkersTab();
    const firstPages = [];
    for (let start = 1; start <= COLD_STARTS; start++) {
      // Each start finds no cache: the one the last start's first build wrote is removed.
      space.removeCache();
      const cold = await coldStart(space, build, tab);
      firstPages.push(cold.firstPageMs);
      log(
        `  start ${start}: first page shown ${number(cold.firstPageMs)} ms after the start (first build ${number(cold.child.firstBuildMs)} ms)`,
      );
      if (start < COLD_STARTS) await cold.child.stop();
      else child = cold.child;
    }
    measured.first = {
      firstPageMs: median(firstPages),
      firstPages,
      buildMs: child.firstBuildMs,
      readyMs: child.readyMs,
      pages: child.pages,
    };
    const timeoutMs = Math.max(30_000, 3 * child.firstBuildMs);
    await quiet(child);
    for (const paceMs of PACES_MS) {
      log(`  ${EDITS} body edits ${paceMs} ms apart …`);
      measured.paces[paceMs] = await pacedEdits({ child, tab, page: space.page, edits, paceMs, timeoutMs });
      const runs = measured.paces[paceMs];
      log(
        `    edit → visible median ${number(stats(runs.map((run) => run.visibleMs)).median)} ms, p95 ${number(stats(runs.map((run) => run.visibleMs)).p95)} ms`,
      );
      fs.writeFileSync(space.page, original);
      await quiet(child);
    }
  } catch (error) {
    measured.error = error instanceof Error ? error.message : String(error);
    log(`  failed: ${measured.error}`);
  } finally {
    await tab?.close();
    await child?.stop();
    fs.writeFileSync(space.page, original);
    space.cleanup();
  }
  return measured;
}

const ms = (value) => number(value, 0);

function rows(measured) {
  return measured.flatMap(({ target, build, paces, error, first }) => {
    const budget = BUDGETS[target.name];
    const coldRow = [
      target.label,
      build,
      'cold start',
      ms(first?.firstPageMs),
      '—',
      '—',
      '—',
      '—',
      '—',
      '≤ 2000',
      first
        ? `${first.firstPageMs <= 2000 ? 'within' : 'over'}; median of ${first.firstPages.map(ms).join(', ')} ms; first build ${ms(first.buildMs)} ms, ${number(first.pages)} pages`
        : 'not run',
    ];
    return [
      coldRow,
      ...PACES_MS.map((paceMs) => {
        const runs = paces[paceMs];
        if (!runs)
          return [
            target.label,
            build,
            `${paceMs} ms`,
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            error ? `failed: ${error.slice(0, 80)}` : 'not run',
          ];
        const visible = stats(runs.map((run) => run.visibleMs));
        const server = stats(runs.filter((run) => run.serverMs !== undefined).map((run) => run.serverMs));
        const browser = stats(runs.filter((run) => run.browserMs !== undefined).map((run) => run.browserMs));
        const verdict = !budget
          ? '—'
          : visible.median <= budget.median && visible.p95 <= budget.p95
            ? 'within'
            : 'over';
        const overtaken = runs.filter((run) => run.overtaken).length;
        return [
          target.label,
          build,
          `${paceMs} ms`,
          ms(visible.median),
          ms(visible.p95),
          ms(server.median),
          ms(server.p95),
          ms(browser.median),
          ms(browser.p95),
          budget ? `≤ ${budget.median} / ${budget.p95}` : '—',
          `${verdict}${overtaken ? `; ${overtaken} overtaken` : ''}`,
        ];
      }),
    ];
  });
}

/**
 * `docs-build watch` under an author's editing pace: body edits of one page saved 300 ms and 3 s apart
 * without waiting for anything, each timed from the write to the frame that shows it in Chromium,
 * split into the server's part (until the WebSocket message that carries it arrives in the tab) and the browser's.
 * With `--baseline <checkout>`, the same on that checkout's bin/docs-build.js first, in the same run.
 */
export const watchPaceSection = {
  name: 'watch-pace',
  title: `Watch mode at an editing pace: edit → visible in Chromium (${EDITS} body edits per pace)`,
  async run({ sizes, only, selected, state, log, baseline }) {
    const targets = namedTargets(sizes, only, selected);
    if (targets.length === 0) return '';
    if (!(await canUseBrowser())) {
      state.failed = true;
      return 'skipped: needs /usr/bin/chromium and playwright-core';
    }
    const builds = [
      ...(baseline ? [{ name: 'before', cli: path.join(path.resolve(baseline), 'bin', 'docs-build.js') }] : []),
      { name: baseline ? 'after' : 'this', cli: undefined },
    ];
    const measured = [];
    for (const target of targets) {
      for (const build of builds) {
        const result = await measureTarget(target, build, log);
        if (result.error) state.failed = true;
        measured.push(result);
      }
    }
    const table = formatTable(
      [
        'target',
        'build',
        'scenario',
        'median ms',
        'p95 ms',
        'server median',
        'server p95',
        'browser median',
        'browser p95',
        'budget',
        'result',
      ],
      rows(measured),
    );
    const notes = [
      `Cold start: watch started ${COLD_STARTS} times with no cache on a fixed port, the tab asking for the page as soon as the server listens; the time from the spawn to #main-content in the tab (the "Building the site" page has none), median in the median column; the budget is 2 s at any size.`,
      `Each edit adds a sentence with a new marker to the middle top-level paragraph of the page (${[...new Set(measured.map((m) => `${m.target.label}: ${m.page}`))].join('; ')}), from its original text; the saves are made ${PACES_MS.join(' and ')} ms apart without waiting for watch.`,
      'Edit → visible: from just before fs.writeFileSync to the first animation frame after the marker (or a later edit\'s) is in #main-content in headless Chromium, clock skew between node and Chromium corrected. "server": from the write to the arrival in the tab of the WebSocket message that carries the new HTML of the page (recorded by the same init script; an edit shown from a fetched page instead has no server part); "browser": the rest. "overtaken": edits that never showed because a later one showed first (timed to that one).',
      baseline
        ? `"before": ${baseline} (the starting commit); "after": this checkout; each with its own watch process on the same files, one after the other.`
        : '',
    ].filter(Boolean);
    return `${table}\n\n${notes.join('\n')}`;
  },
};
