import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import { generateCorpus, isCorpusCurrent } from '../generate-corpus.js';
import { formatTable, number } from '../format-table.js';
import { REPO_ROOT } from '../measure-build.js';
import { BENCH_DIR } from './build-times.js';

const dist = (file) => new URL(`../../dist/${file}`, import.meta.url).href;
const GZIP_BUDGET_KB = 150;
const P95_BUDGET_MS = 5;
const ROUNDS = 25;

/** What readers type: operation names, method + path, phrases, a typo, partial words. */
const QUERIES = {
  site: [
    'createfixedshift',
    'POST /shifts/fixed',
    'create fixed shift',
    'deposit',
    'refund address',
    'refund adress',
    'rate limit',
    'widget react',
    'affiliate id',
    'network fees',
    'permissions',
    'quote',
    'checkout',
    'memo',
    'error 429',
    'how do i cancel',
    'coins',
    'sideshift',
    'x-sideshift-secret',
    'dep',
  ],
  corpus: [
    'configure the webhook',
    'invoice errors',
    'webhok',
    'guide 500',
    'payment fields',
    'account',
    'settle',
    'rotate the key',
    'refund',
    'wallet',
    'inv',
    'customer invoice',
    'deprecated fields',
    'limit',
    'shift',
    'quote errors',
    'currency',
    'the',
    'network',
    'address',
  ],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Builds a target in memory, loads its index as the Web Worker does, and times the engine on the queries. */
async function measure(root, queries) {
  const { buildSite } = await import(dist('src/build/build-site.js'));
  const { LOCAL_INDEX_OPTIONS } = await import(dist('client/search/local-index-options.js'));
  const { searchLocalIndex } = await import(dist('client/search/local-search-engine.js'));
  const result = await buildSite({ root, write: false, logger: { info() {}, warn() {}, error() {} } });
  const settings = JSON.parse(String(result.files.get('search/settings.json').contents));
  // A one-shard index is text; shards indexed in worker threads come back as UTF-8 bytes.
  const shards = settings.indexUrls.map((url) => Buffer.from(result.files.get(url.slice(1)).contents).toString('utf8'));
  const loadStarted = performance.now();
  const index = shards.map((json) => MiniSearch.loadJSON(json, LOCAL_INDEX_OPTIONS));
  const loadMs = performance.now() - loadStarted;
  const samples = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    for (const query of queries) {
      const started = performance.now();
      searchLocalIndex(index, { query }, 'bench');
      if (round >= 3) samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    pages: result.pages.length,
    records: index.reduce((sum, shard) => sum + shard.documentCount, 0),
    shards: shards.length,
    rawKb: shards.reduce((sum, json) => sum + Buffer.byteLength(json), 0) / 1024,
    gzipKb: shards.reduce((sum, json) => sum + zlib.gzipSync(json).length, 0) / 1024,
    stageMs: result.timings.search,
    loadMs,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
  };
}

/** Index size (raw and gzip) and query latency p50/p95 for the site and the 1,000-page corpus. */
export const searchIndexSection = {
  name: 'search',
  title: 'Local search index: size and query latency (engine in Node, as the Web Worker runs it)',
  async run({ selected, state, log }) {
    const targets = [{ name: 'site', label: 'repository site', root: REPO_ROOT, queries: QUERIES.site, budget: true }];
    if (selected('1000'))
      targets.push({
        name: '1000',
        label: 'corpus 1,000',
        root: path.join(BENCH_DIR, 'corpus-1000'),
        queries: QUERIES.corpus,
        n: 1000,
      });
    const rows = [];
    for (const target of targets.filter((t) => selected(t.name))) {
      if (target.n && !isCorpusCurrent(target.root, target.n)) {
        log(`generating ${number(target.n)} pages into ${target.root} …`);
        generateCorpus(target.root, target.n);
      }
      log(`search index: building ${target.label} in memory …`);
      const m = await measure(target.root, target.queries);
      const within = m.gzipKb < GZIP_BUDGET_KB && m.p95 < P95_BUDGET_MS;
      if (target.budget && !within) state.failed = true;
      rows.push([
        target.label,
        number(m.pages),
        number(m.records),
        number(m.shards),
        number(m.rawKb, 1),
        number(m.gzipKb, 1),
        number(m.stageMs, 0),
        number(m.loadMs, 1),
        number(m.p50, 2),
        number(m.p95, 2),
        target.budget ? `< ${GZIP_BUDGET_KB} KB gz, p95 < ${P95_BUDGET_MS} ms` : '—',
        target.budget ? (within ? 'within' : 'over') : '—',
      ]);
    }
    if (rows.length === 0) return '';
    const table = formatTable(
      [
        'target',
        'pages',
        'records',
        'shards',
        'raw KB',
        'gzip KB',
        'stage ms',
        'load ms',
        'p50 ms',
        'p95 ms',
        'target',
        'result',
      ],
      rows,
    );
    return `${table}\n\n${ROUNDS} rounds of ${QUERIES.site.length} queries per target after 3 warm-up rounds; "stage ms" is the build's search stage, "load ms" MiniSearch.loadJSON of the index (all its shards, one after another); sizes are the sum over shards.`;
  },
};
