import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fg from 'fast-glob';
import { BENCH_DIR, buildTargets, prepareCorpus } from './build-times.js';
import { hasGnuTime, measureBuild } from '../measure-build.js';
import { formatTable, number } from '../format-table.js';
import { median } from '../statistics.js';

const WORKER = new URL('../markdown-floor-worker.js', import.meta.url);
/** Issue #11: a cold build within 1.25× of this floor. */
const FLOOR_RATIO_BUDGET = 1.25;
/**
 * Floor runs and cold builds per target, taken in turn (floor, build, floor, build…): on a shared
 * machine one of each can be 20% off, and in turn both see the same spells of load. The ratio is of
 * their medians. DOCS_BUILD_BENCH_FLOOR_ROUNDS sets another count.
 */
const ROUNDS = Number(process.env.DOCS_BUILD_BENCH_FLOOR_ROUNDS) || 3;

/** Renders `files` with remark alone on `threads` worker threads; wall time includes starting them. */
async function renderWithRemarkOnly(files, threads) {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: threads }, (_, thread) => {
      const share = files.filter((_, index) => index % threads === thread);
      return new Promise((resolve, reject) => {
        const worker = new Worker(WORKER, { workerData: share });
        worker.once('exit', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return performance.now() - started;
}

/** The build renders Markdown on a pool of this many threads (one below 400 files): see render-markdown-in-workers. */
function contentThreads(fileCount) {
  return Math.min(os.availableParallelism(), Math.max(1, Math.floor(fileCount / 400)));
}

const seconds = (ms) => `${number(ms / 1000, 2)} s`;

/**
 * What the parsers the design prescribes cost on their own: unified with remark-parse (with the GFM
 * extensions each page can use, as the build chooses them), remark-rehype and rehype-stringify, and
 * @mdx-js/mdx for `.mdx` pages — none of our plugins, no highlighting, no endpoint pages, no search,
 * nothing written — on as many threads as the build renders content on. The repository's site and
 * each generated corpus: a build of the same content cannot be faster than this. Each target's floor
 * is taken in turn with cold builds of it (new process, no cache), and the medians compared.
 */
export const markdownFloorSection = {
  name: 'floor',
  title: `Markdown floor: remark-parse (+ the GFM a page uses) → remark-rehype → rehype-stringify, and @mdx-js/mdx for MDX; nothing else of a build — against cold builds, ${ROUNDS} of each in turn`,
  async run({ sizes, selected, state, log }) {
    const targets = buildTargets(sizes).filter((target) => selected(target.name));
    const gnuTime = hasGnuTime();
    const rows = [];
    for (const target of targets) {
      if (target.n) prepareCorpus(target, log);
      const files = await fg('content/**/*.{md,mdx}', { cwd: target.root, absolute: true });
      if (files.length === 0) continue;
      const threads = contentThreads(files.length);
      const outDir = path.join(BENCH_DIR, `out-floor-${target.name}`);
      const floors = [];
      const builds = [];
      for (let round = 1; round <= ROUNDS; round++) {
        log(
          `${target.label}, round ${round} of ${ROUNDS}: ${number(files.length)} pages with remark and @mdx-js/mdx alone on ${threads} thread(s), then a cold build …`,
        );
        floors.push(await renderWithRemarkOnly(files, threads));
        const build = await measureBuild(target.root, outDir, gnuTime);
        if (!build.ok) {
          state.failed = true;
          log(`  the cold build FAILED (exit ${build.exitCode})`);
          break;
        }
        builds.push(build.wallMs);
        log(`  floor ${seconds(floors.at(-1))}, cold build ${seconds(builds.at(-1))}`);
      }
      const floorMs = median(floors);
      const coldMs = builds.length === ROUNDS ? median(builds) : undefined;
      const ratio = coldMs === undefined ? undefined : coldMs / floorMs;
      const pairRatios = builds.map((build, i) => build / floors[i]);
      rows.push([
        target.label,
        number(files.length),
        String(threads),
        seconds(floorMs),
        floors.map(seconds).join(', '),
        coldMs === undefined ? 'FAILED' : seconds(coldMs),
        builds.map(seconds).join(', '),
        ratio === undefined ? '—' : `${number(ratio, 2)}×`,
        pairRatios.length ? `${number(Math.min(...pairRatios), 2)}–${number(Math.max(...pairRatios), 2)}×` : '—',
        `≤ ${FLOOR_RATIO_BUDGET}×`,
        ratio === undefined ? '—' : ratio <= FLOOR_RATIO_BUDGET ? 'within' : 'over',
      ]);
    }
    if (rows.length === 0) return '';
    const table = formatTable(
      [
        'target',
        'pages',
        'threads',
        'floor',
        'floor runs',
        'cold build',
        'cold builds',
        'cold ÷ floor',
        'each round',
        'target',
        'result',
      ],
      rows,
    );
    return `${table}\n\nFloor and cold build: medians of ${ROUNDS} runs taken in turn; "cold ÷ floor" divides the medians, "each round" gives the range of each round's own ratio. A cold build of the same content cannot be faster than the floor. The site's floor covers its Markdown and MDX pages, not its endpoint pages.`;
  },
};
