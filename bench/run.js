// `npm run bench [-- --only site,1000] [-- --sizes 1000,10000]`: prints build and rebuild times, memory
// and asset sizes. Each section is a module in bench/sections/ with { name, title, selectedBy?,
// run(options) }; add a section by adding it to SECTIONS.
import { parseArgs } from 'node:util';
import { assetSizesSection } from './sections/asset-sizes.js';
import { buildTimesSection } from './sections/build-times.js';
import { interleavedBuildsSection } from './sections/interleaved-builds.js';
import { markdownFloorSection } from './sections/markdown-floor.js';
import { rebuildTimesSection } from './sections/rebuild-times.js';
import { relevanceSection } from './sections/relevance.js';
import { searchIndexSection } from './sections/search-index.js';
import { versionsSection } from './sections/versions.js';
import { watchLatencySection } from './sections/watch-latency.js';
import { watchPaceSection } from './sections/watch-pace.js';
import { removeSetAside } from './set-aside.js';

// The rebuilds section follows the builds section: it prints their cold times beside its own.
const SECTIONS = [
  buildTimesSection,
  rebuildTimesSection,
  watchLatencySection,
  watchPaceSection,
  markdownFloorSection,
  assetSizesSection,
  searchIndexSection,
  relevanceSection,
  interleavedBuildsSection,
  versionsSection,
];
const DEFAULT_SIZES = [1000, 10000];

function usage(message) {
  process.stderr.write(
    `${message ? `${message}\n` : ''}usage: npm run bench -- [--only <names>] [--sizes <n,n,...>]\n` +
      `  --only   comma-separated targets or sections: site, a corpus size (e.g. 1000), ${SECTIONS.map((s) => s.name).join(', ')}\n` +
      `  --sizes  corpus sizes to generate and build (default ${DEFAULT_SIZES.join(',')})\n` +
      `  --baseline <checkout>  a compiled checkout to measure first in the same run, where a section compares (watch-pace;\n` +
      `           interleaved takes several, comma-separated)\n` +
      `  --rounds <n>  rounds of interleaved cold builds (interleaved; default 7)\n`,
  );
  process.exit(2);
}

function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        only: { type: 'string' },
        sizes: { type: 'string' },
        baseline: { type: 'string' },
        rounds: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    usage(error.message);
  }
  if (values.help) usage();
  const sizes = values.sizes ? values.sizes.split(',').map((size) => Number(size.trim())) : DEFAULT_SIZES;
  if (sizes.some((size) => !Number.isInteger(size) || size < 2))
    usage(`--sizes expects whole numbers of at least 2, got "${values.sizes}"`);
  const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : undefined;
  // A corpus size named in --only is built even when --sizes leaves it out.
  for (const name of only ?? []) if (/^\d+$/.test(name) && !sizes.includes(Number(name))) sizes.push(Number(name));
  const rounds = values.rounds === undefined ? undefined : Number(values.rounds);
  if (rounds !== undefined && !(Number.isInteger(rounds) && rounds >= 1))
    usage(`--rounds expects a whole number of at least 1, got "${values.rounds}"`);
  return { sizes, sizesGiven: values.sizes !== undefined, only, baseline: values.baseline, rounds };
}

const { sizes, sizesGiven, only, baseline, rounds } = options();
const state = { failed: false };
const log = (message) => process.stderr.write(`${message}\n`);

for (const section of SECTIONS) {
  // A section with `selectedBy` runs only when --only names it or one of those; the others filter their own targets.
  if (only && section.selectedBy && !only.has(section.name) && !section.selectedBy.some((name) => only.has(name)))
    continue;
  const selected = (name) => !only || only.has(section.name) || only.has(name);
  const text = await section.run({ sizes, sizesGiven, only, selected, state, log, baseline, rounds });
  if (text) process.stdout.write(`\n== ${section.title}\n\n${text}\n`);
}
// Last, not between measurements (see set-aside.js).
removeSetAside();
process.exitCode = state.failed ? 1 : 0;
