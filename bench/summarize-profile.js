// `node bench/summarize-profile.js <file.cpuprofile> [top]`: the functions with the most self time, and
// the packages / source folders the time goes to. Profile with `node --cpu-prof --cpu-prof-dir=DIR bin/docs-build.js build …`.
import fs from 'node:fs';
import { formatTable, number } from './format-table.js';

/** Self time per function and per package or folder of a V8 .cpuprofile. */
export function summarizeProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  // samples[i] ran for timeDeltas[i + 1]; the last sample's duration is unknown and dropped.
  for (let i = 0; i < profile.samples.length - 1; i++)
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i + 1]);
  const byFunction = new Map();
  const byPlace = new Map();
  const inclusiveOwn = new Map();
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    totalUs += us;
    const place = placeOf(url, functionName);
    const key = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    // Inclusive time of docs-build's own functions: which stage the time is spent under.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at).callFrame;
      const own = /\/dist\/((?:src|templates)\/.+)$/.exec(frame.url);
      if (!own) continue;
      const ownKey = `${frame.functionName || '(anonymous)'}  ${own[1]}:${frame.lineNumber + 1}`;
      if (seen.has(ownKey)) continue;
      seen.add(ownKey);
      inclusiveOwn.set(ownKey, (inclusiveOwn.get(ownKey) ?? 0) + us);
    }
  }
  return { totalUs, byFunction, byPlace, inclusiveOwn };
}

function placeOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const own = /\/dist\/((?:src|templates|client)\/[^/]+)/.exec(url);
  return own ? own[1] : url.replace(/^file:\/\//, '');
}

function top(map, count, totalUs) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => [name, number(us / 1000, 0), number((100 * us) / totalUs, 1)]);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const args = process.argv.slice(2);
  const count = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 25);
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length === 0) {
    process.stderr.write('usage: node bench/summarize-profile.js <file.cpuprofile>... [--top=25]\n');
    process.exit(2);
  }
  // One profile per thread (main and workers): self times add up across them.
  const merged = { totalUs: 0, byFunction: new Map(), byPlace: new Map(), inclusiveOwn: new Map() };
  for (const file of files) {
    const summary = summarizeProfile(JSON.parse(fs.readFileSync(file, 'utf8')));
    process.stdout.write(`${file}: ${number(summary.totalUs / 1000, 0)} ms sampled\n`);
    merged.totalUs += summary.totalUs;
    for (const key of ['byFunction', 'byPlace', 'inclusiveOwn'])
      for (const [name, us] of summary[key]) merged[key].set(name, (merged[key].get(name) ?? 0) + us);
  }
  const { totalUs, byFunction, byPlace, inclusiveOwn } = merged;
  process.stdout.write(`\nTop self time by function (all threads, ${number(totalUs / 1000, 0)} ms):\n`);
  process.stdout.write(
    `${formatTable(['function  location', 'ms', '%'], top(byFunction, count, totalUs))}\n\nBy package / folder:\n`,
  );
  process.stdout.write(
    `${formatTable(['package or folder', 'ms', '%'], top(byPlace, count, totalUs))}\n\nInclusive time under docs-build's own functions:\n`,
  );
  process.stdout.write(`${formatTable(['function  location', 'ms', '%'], top(inclusiveOwn, count, totalUs))}\n`);
}
