import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import fg from 'fast-glob';
import { BENCH_DIR } from './build-times.js';
import { formatTable, number } from '../format-table.js';

const WORKER = new URL('../markdown-floor-worker.js', import.meta.url);

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

/**
 * What the parser the design prescribes costs on its own: unified with remark-parse (with the GFM
 * extensions each page can use, as the build chooses them), remark-rehype and rehype-stringify over a
 * generated corpus — none of our plugins, no highlighting, no search, nothing written — on as many
 * threads as the build's Markdown pool. A build of the same corpus cannot be faster than this.
 */
export const markdownFloorSection = {
  name: 'floor',
  title: 'Markdown floor: remark-parse (+ the GFM a page uses) → remark-rehype → rehype-stringify, nothing else of a build',
  async run({ sizes, selected, log }) {
    const rows = [];
    for (const n of sizes.filter((size) => selected(String(size)))) {
      const files = await fg('content/**/*.md', { cwd: path.join(BENCH_DIR, `corpus-${n}`), absolute: true });
      if (files.length === 0) continue;
      const threads = Math.min(os.availableParallelism(), Math.max(1, Math.floor(files.length / 400)));
      log(`rendering ${number(files.length)} pages with remark alone on ${threads} thread(s) …`);
      const wallMs = await renderWithRemarkOnly(files, threads);
      rows.push([number(files.length), String(threads), `${number(wallMs / 1000, 2)} s`, number(files.length / (wallMs / 1000))]);
    }
    if (rows.length === 0) return '';
    return `${formatTable(['pages', 'threads', 'wall', 'pages/s'], rows)}\n\nA cold build of the same corpus (above) cannot be faster than this.`;
  },
};
