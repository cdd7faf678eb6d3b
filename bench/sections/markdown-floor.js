import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fg from 'fast-glob';
import { BENCH_DIR } from './build-times.js';
import { REPO_ROOT } from '../measure-build.js';
import { formatTable, number } from '../format-table.js';

const WORKER = new URL('../markdown-floor-worker.js', import.meta.url);
/** Issue #11: a cold build within 1.25× of this floor. */
const FLOOR_RATIO_BUDGET = 1.25;

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

/**
 * What the parsers the design prescribes cost on their own: unified with remark-parse (with the GFM
 * extensions each page can use, as the build chooses them), remark-rehype and rehype-stringify, and
 * @mdx-js/mdx for `.mdx` pages — none of our plugins, no highlighting, no endpoint pages, no search,
 * nothing written — on as many threads as the build renders content on. The repository's site and
 * each generated corpus: a build of the same content cannot be faster than this.
 */
export const markdownFloorSection = {
  name: 'floor',
  title: 'Markdown floor: remark-parse (+ the GFM a page uses) → remark-rehype → rehype-stringify, and @mdx-js/mdx for MDX; nothing else of a build',
  async run({ sizes, selected, state, log }) {
    const targets = [
      ...(selected('site') ? [{ name: 'site', label: 'repository site', root: REPO_ROOT }] : []),
      ...sizes.filter((size) => selected(String(size))).map((n) => ({ name: String(n), label: `corpus ${number(n)}`, root: path.join(BENCH_DIR, `corpus-${n}`) })),
    ];
    const rows = [];
    for (const { name, label, root } of targets) {
      const files = await fg('content/**/*.{md,mdx}', { cwd: root, absolute: true });
      if (files.length === 0) continue;
      const threads = contentThreads(files.length);
      log(`${label}: rendering ${number(files.length)} pages with remark and @mdx-js/mdx alone on ${threads} thread(s) …`);
      const wallMs = await renderWithRemarkOnly(files, threads);
      const coldMs = state.coldWallMs?.[name];
      const ratio = coldMs === undefined ? undefined : coldMs / wallMs;
      rows.push([
        label,
        number(files.length),
        String(threads),
        `${number(wallMs / 1000, 2)} s`,
        number(files.length / (wallMs / 1000)),
        coldMs === undefined ? '—' : `${number(coldMs / 1000, 2)} s`,
        ratio === undefined ? '—' : `${number(ratio, 2)}×`,
        `≤ ${FLOOR_RATIO_BUDGET}×`,
        ratio === undefined ? '—' : ratio <= FLOOR_RATIO_BUDGET ? 'within' : 'over',
      ]);
    }
    if (rows.length === 0) return '';
    const table = formatTable(['target', 'pages', 'threads', 'wall', 'pages/s', 'cold build', 'cold ÷ floor', 'target', 'result'], rows);
    return `${table}\n\nA cold build of the same content cannot be faster than this. "cold build": the builds section's wall time for the target in this run (— when that section did not run; \`--only builds,floor\` runs both). The site's floor covers its Markdown and MDX pages, not its endpoint pages.`;
  },
};
