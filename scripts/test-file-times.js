// A node:test reporter used by scripts/run-tests.js: the time each test file took (the sum of its
// top-level tests and suites, as the file itself measured them), slowest first, one line each.
export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    const { file, nesting, details } = event.data ?? {};
    if (!file || nesting !== 0 || (event.type !== 'test:pass' && event.type !== 'test:fail')) continue;
    files.set(file, (files.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1])) yield `${(ms / 1000).toFixed(1)}\t${file}\n`;
}
