import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { canUseBrowser } from '../browser-resources.js';
import { formatTable, number } from '../format-table.js';
import { pageEdits, uniqueMarker } from '../page-edits.js';
import { namedTargets, workspace } from '../target-workspace.js';
import { openMarkerTab } from '../visible-marker.js';
import { startWatch } from '../watch-child.js';
import { median } from '../statistics.js';

/** Edits timed in the browser per scenario; the median and p95 are reported. */
const EDITS = 20;
/**
 * Body edits in the memory scenario, unless the time limit comes first (10,000 pages rebuild for
 * seconds each). DOCS_BUILD_BENCH_WATCH_RSS_EDITS sets another count, for a quick look.
 */
const RSS_EDITS = Number(process.env.DOCS_BUILD_BENCH_WATCH_RSS_EDITS) || 500;
/** 500 body edits of 10,000 pages, each rebuilt in about 3.6 s, fit with a margin. */
const RSS_TIME_LIMIT_MS = 40 * 60 * 1000;
/** How long watch has been idle when its memory is first read: past its idle collection (1 s after the last build). */
const RSS_IDLE_MS = 2000;
/** Then read again this often until two readings agree within RSS_SETTLED_PERCENT, at most RSS_SETTLE_MAX_MS. */
const RSS_SETTLE_POLL_MS = 500;
const RSS_SETTLED_PERCENT = 1;
const RSS_SETTLE_MAX_MS = 15_000;
const FIRST_BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const SELECTORS = { body: '#main-content', title: '#docs-sidebar' };

/** Targets from issue #11 §5: edit → visible in ms, and the watch process's memory growth in %. */
const BUDGETS = {
  site: { bodyMs: 50, titleMs: 100 },
  1000: { bodyMs: 50, titleMs: 150 },
  10000: { bodyMs: 100, titleMs: 400 },
};
const RSS_GROWTH_BUDGET_PERCENT = 10;

/** Median (mean of the middle two for an even count) and p95 (nearest rank). */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), p95: sorted[Math.ceil(0.95 * sorted.length) - 1] };
}

/** Saves `text` as the page and waits until watch has rebuilt the whole site for it. */
async function saveAndWait(child, page, text, timeoutMs) {
  const mark = child.mark();
  fs.writeFileSync(page, text);
  return child.waitForRebuild(mark, timeoutMs);
}

/**
 * EDITS saves of the page, each timed from the write to the marker on screen in the open tab, each
 * starting from an idle server (the previous edit's whole rebuild done).
 */
async function timeEdits(child, tab, page, { edit, selector, prefix, timeoutMs, log }) {
  const runs = [];
  for (let run = 0; run < EDITS; run++) {
    const marker = uniqueMarker(prefix);
    const mark = child.mark();
    const shown = await tab.measure({ marker, selector, timeoutMs, write: () => fs.writeFileSync(page, edit(marker)) });
    const server = await child.waitForRebuild(mark, timeoutMs);
    await tab.settle();
    runs.push({ ...shown, ...server });
    log(
      `    ${run + 1}: ${ms(shown.ms)} ms, ${shown.inPlace ? 'in place' : 'reloaded'} (watch: ${server.updatedMs === undefined ? '' : `pushed alone in ${server.updatedMs} ms, `}rebuilt in ${server.rebuiltMs} ms)`,
    );
  }
  return runs;
}

/**
 * A second watch process, no browser: VmRSS once the first body edit is rebuilt, and again after
 * RSS_EDITS of them (or as many as fit in the time limit), each waiting for its rebuild. Each reading
 * is taken once watch has been idle for RSS_IDLE_MS, as an author's process is between edits: it
 * collects the garbage a rebuild leaves 1 s after the last build (and after every fifth), and a
 * reading right after a rebuild swings by the garbage not collected yet (20% at 10,000 pages).
 */
async function memoryGrowth(space, edits, timeoutMs, log) {
  const child = await startWatch(space.root, { timeoutMs: FIRST_BUILD_TIMEOUT_MS });
  // Read until settled, so that no reading falls in the middle of a collection, which at 10,000
  // pages works on a heap of over 1 GB.
  const idleRssKb = async () => {
    await sleep(RSS_IDLE_MS);
    let kb = child.rssKb();
    for (let waited = 0; waited < RSS_SETTLE_MAX_MS; waited += RSS_SETTLE_POLL_MS) {
      await sleep(RSS_SETTLE_POLL_MS);
      const next = child.rssKb();
      const settled = Math.abs(next - kb) <= (kb * RSS_SETTLED_PERCENT) / 100;
      kb = next;
      if (settled) break;
    }
    return kb;
  };
  try {
    const edit = () => saveAndWait(child, space.page, edits.body(uniqueMarker('wbr')), timeoutMs);
    await edit();
    const firstKb = await idleRssKb();
    const started = performance.now();
    let done = 1;
    const everyFiftyKb = [];
    while (done < RSS_EDITS && performance.now() - started < RSS_TIME_LIMIT_MS) {
      await edit();
      done++;
      if (done % 50 === 0) {
        const kb = await idleRssKb();
        everyFiftyKb.push(kb);
        log(`  ${done} edits, VmRSS ${number(kb / 1024, 0)} MB …`);
      }
    }
    const lastKb = done % 50 === 0 ? child.rssKb() : await idleRssKb();
    if (done % 50 !== 0) everyFiftyKb.push(lastKb);
    return {
      edits: done,
      firstKb,
      lastKb,
      lowestKb: Math.min(...everyFiftyKb),
      highestKb: Math.max(...everyFiftyKb),
      timeLimited: done < RSS_EDITS,
    };
  } finally {
    await child.stop();
  }
}

/** Runs `step`, keeping its result or its error; later steps are skipped after an error. */
async function step(measured, name, run) {
  if (measured.error) return undefined;
  try {
    return await run();
  } catch (error) {
    measured.error = { scenario: name, message: error instanceof Error ? error.message : String(error) };
    return undefined;
  }
}

/** The three scenarios for one target, with its watch process and tab stopped and its files put back afterwards. */
async function measureTarget(target, log) {
  const space = workspace(target, log, 'watch');
  const original = fs.readFileSync(space.page, 'utf8');
  const measured = { target, page: path.relative(space.root, space.page) };
  let child;
  let tab;
  try {
    const edits = await step(measured, 'page edits', () => pageEdits(original));
    measured.sidebarLabel = edits?.hasSidebarLabel;
    log(`watching ${target.label} (first build) …`);
    child = await step(measured, 'first build', () => startWatch(space.root, { timeoutMs: FIRST_BUILD_TIMEOUT_MS }));
    if (!child) return measured;
    measured.first = { pages: child.pages, buildMs: child.firstBuildMs, readyMs: child.readyMs };
    // A rebuild takes a fraction of the first build; the margin is for a loaded machine.
    const timeoutMs = Math.max(30_000, 3 * child.firstBuildMs);
    await step(measured, 'open the page', async () => {
      tab = await openMarkerTab();
      await tab.open(`${child.url}${space.route}`);
      measured.clock = [await tab.clockSkewMs()];
    });
    // Putting the original page back between scenarios may reload the tab: not a measurement.
    const restore = async () => {
      await saveAndWait(child, space.page, original, timeoutMs);
      await tab.settle({ expected: true });
    };
    log(`  ${EDITS} body edits of ${measured.page} …`);
    measured.body = await step(measured, 'body edits', () =>
      timeEdits(child, tab, space.page, { edit: edits.body, selector: SELECTORS.body, prefix: 'wbm', timeoutMs, log }),
    );
    await step(measured, 'restore the page', restore);
    log(`  ${EDITS} title edits …`);
    measured.title = await step(measured, 'title edits', () =>
      timeEdits(child, tab, space.page, {
        edit: edits.title,
        selector: SELECTORS.title,
        prefix: 'wbt',
        timeoutMs,
        log,
      }),
    );
    measured.lateLoads = tab?.lateLoads();
    if (measured.title) measured.clock.push(await tab.clockSkewMs());
    await step(measured, 'restore the page', restore);
    await tab?.close();
    tab = undefined;
    await child.stop();
    child = undefined;
    log(`  memory: up to ${RSS_EDITS} body edits in a new watch process …`);
    measured.rss = await step(measured, 'memory', () => memoryGrowth(space, edits, timeoutMs, log));
    return measured;
  } finally {
    await tab?.close();
    await child?.stop();
    fs.writeFileSync(space.page, original);
    space.cleanup();
  }
}

const ms = (value) => number(value, 0);

function latencyVerdict(budgetMs, { median, p95 }) {
  if (budgetMs === undefined) return '—';
  if (median > budgetMs) return 'over';
  return p95 > budgetMs ? 'within (p95 over)' : 'within';
}

function latencyRow(measured, name, runs, budgetMs) {
  const { target, first } = measured;
  const pages = number(first?.pages ?? target.n);
  const budget = budgetMs === undefined ? '—' : `≤ ${budgetMs} ms`;
  if (!runs) return [target.label, pages, name, '0', '—', '—', budget, 'not run', ''];
  const shown = stats(runs.map((run) => run.ms));
  const inPlace = runs.filter((run) => run.inPlace).length;
  const updated = runs.map((run) => run.updatedMs).filter((value) => value !== undefined);
  const server = [
    updated.length > 0
      ? `page pushed alone ${updated.length}× (median ${ms(stats(updated).median)} ms)`
      : 'never pushed alone',
    `whole rebuild median ${ms(stats(runs.map((run) => run.rebuiltMs)).median)} ms`,
  ];
  const notes = `${inPlace} swapped in place, ${runs.length - inPlace} reloaded; watch: ${server.join(', ')}`;
  return [
    target.label,
    pages,
    name,
    String(runs.length),
    ms(shown.median),
    ms(shown.p95),
    budget,
    latencyVerdict(budgetMs, shown),
    notes,
  ];
}

function rssRow(measured) {
  const { target, first, rss } = measured;
  const pages = number(first?.pages ?? target.n);
  const budget = `≤ +${RSS_GROWTH_BUDGET_PERCENT} %`;
  if (!rss)
    return [target.label, pages, 'watch RSS after N edits vs after the first', '0', '—', '—', budget, 'not run', ''];
  const growth = ((rss.lastKb - rss.firstKb) / rss.firstKb) * 100;
  const mb = (kb) => `${number(kb / 1024, 0)} MB`;
  const range =
    rss.lowestKb === rss.highestKb ? mb(rss.highestKb) : `${number(rss.lowestKb / 1024, 0)}–${mb(rss.highestKb)}`;
  const notes =
    `VmRSS ${mb(rss.firstKb)} after edit 1 → ${mb(rss.lastKb)} after edit ${rss.edits} (${growth >= 0 ? '+' : ''}${number(growth, 1)} %); readings every 50 edits (and the last) ${range}` +
    (rss.timeLimited ? `; stopped at the ${RSS_TIME_LIMIT_MS / 60000}-minute limit, not ${RSS_EDITS} edits` : '');
  return [
    target.label,
    pages,
    `watch RSS after ${rss.edits} edits vs after the first`,
    String(rss.edits),
    '—',
    '—',
    budget,
    growth <= RSS_GROWTH_BUDGET_PERCENT ? 'within' : 'over',
    notes,
  ];
}

function rows(measured) {
  return measured.flatMap((entry) => {
    const budget = BUDGETS[entry.target.name] ?? {};
    const first = entry.first;
    return [
      [
        entry.target.label,
        number(first?.pages ?? entry.target.n),
        'first build (watch)',
        first ? '1' : '0',
        ms(first?.buildMs),
        '—',
        '—',
        '—',
        first ? `ready in ${ms(first.readyMs)} ms from the command's start` : 'not run',
      ],
      latencyRow(entry, 'edit a page body → visible', entry.body, budget.bodyMs),
      latencyRow(entry, 'edit a page title → visible (sidebar)', entry.title, budget.titleMs),
      rssRow(entry),
    ];
  });
}

function notes(measured) {
  const pages = measured.map(
    ({ target, page, sidebarLabel }) => `${target.label}: ${page}${sidebarLabel ? ' (title and sidebar_label)' : ''}`,
  );
  const skew = ({ skewMs, uncertaintyMs }) => `${number(skewMs, 1)} ms ± ${number(uncertaintyMs, 1)}`;
  const clocks = measured
    .filter(({ clock }) => clock)
    .map(
      ({ target, clock }) =>
        `${target.label} ${clock.map((check, index) => `${index === 0 ? 'before the edits' : 'after'} ${skew(check)}`).join(', ')}`,
    );
  const late = measured
    .filter(({ lateLoads }) => lateLoads > 0)
    .map(({ target, lateLoads }) => `${target.label}: ${lateLoads}`);
  return [
    `Each target runs \`docs-build watch --root <root> --port 0\` as a child process (the site from a copy in a temporary folder, a corpus in place with its cache removed and the page restored afterwards); "first build" is the "Built N pages in M ms" it prints, with no build cache.`,
    `Edit → visible: wall clock (performance.timeOrigin + performance.now(), in node and in the page) from just before fs.writeFileSync of the page to the first animation frame after the marker is in the element's text in headless Chromium; a script added with page.addInitScript watches for it with a MutationObserver and on DOMContentLoaded, and keeps the time in sessionStorage across reloads. Each edit starts from an idle server: the bench waits for watch's "Rebuilt" line of the edit before the next.`,
    `Body edits add a sentence with a new marker at the end of the middle top-level paragraph of the page (looked for in ${SELECTORS.body}); title edits set the front matter title to a new marker (looked for in ${SELECTORS.title}); every edit starts from the page's original text. Pages edited: ${pages.join('; ')}. The site's sidebar shows sidebar_label rather than the title, so there both are set.`,
    `"swapped in place" / "reloaded": whether a window flag set after the previous measurement was still there when the marker showed. Loads after a marker had shown (a reload nobody needed): ${late.length > 0 ? late.join('; ') : 'none'}. Clock check, Chromium minus node: ${clocks.join('; ') || '—'}.`,
    `Memory: VmRSS from /proc/<pid>/status of a second watch process (no browser, started with the cache the first left) once the first body edit is rebuilt, then after the last (and every 50 edits), each reading after ${RSS_IDLE_MS / 1000} s without edits and once two readings ${RSS_SETTLE_POLL_MS} ms apart agree within ${RSS_SETTLED_PERCENT} %, as between an author's edits (watch's own idle collection runs 1 s after a build; the bench forces none); each edit waits for its rebuild. The range of the readings every 50 edits is how far one settled reading swings with no growth: watch shrinks V8's heap (a thorough collection) only once it has grown 15% past its size after the last one.${process.env.DOCS_BUILD_BENCH_WATCH_RSS_EDITS ? ` DOCS_BUILD_BENCH_WATCH_RSS_EDITS=${RSS_EDITS}.` : ''}`,
    'Budgets from issue #11 §5; the verdict is on the median, with the p95 noted when it is over. Figures from a shared 2-core machine: expect noise.',
  ];
}

/**
 * `docs-build watch` as an author sees it: edit a page and time until the change is on screen in
 * Chromium (a body edit, which swaps the main content in place; a title edit, which changes the sidebar
 * and swaps the page area in place), and
 * the watch process's memory over many edits.
 */
export const watchLatencySection = {
  name: 'watch',
  title: `Watch mode: edit → visible in Chromium (${EDITS} edits per scenario) and memory over many edits`,
  async run({ sizes, only, selected, state, log }) {
    const targets = namedTargets(sizes, only, selected);
    if (targets.length === 0) return '';
    if (!(await canUseBrowser())) {
      state.failed = true;
      return 'skipped: needs /usr/bin/chromium and playwright-core';
    }
    const measured = [];
    for (const target of targets) {
      const result = await measureTarget(target, log);
      if (result.error) state.failed = true;
      measured.push(result);
    }
    const table = formatTable(
      ['target', 'pages', 'scenario', 'runs', 'median ms', 'p95 ms', 'budget', 'result', 'notes'],
      rows(measured),
    );
    const failures = measured
      .filter(({ error }) => error)
      .map(({ target, error }) => `\n${target.label} failed at "${error.scenario}": ${error.message}`)
      .join('\n');
    return `${table}\n\n${notes(measured).join('\n')}${failures}`;
  },
};
