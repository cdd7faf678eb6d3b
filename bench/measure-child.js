// Runs the docs-build CLI in this process and reports the peak resident set size when it exits.
// Used by the bench only when GNU time (/usr/bin/time) is not installed.
import { writeFileSync } from 'node:fs';
import { runCli } from '../dist/cli/run-cli.js';

const reportFile = process.env.DOCS_BUILD_BENCH_RSS_FILE;
process.on('exit', () => {
  // resourceUsage().maxRSS is in kilobytes, like GNU time's %M.
  if (reportFile) writeFileSync(reportFile, String(process.resourceUsage().maxRSS));
});
process.exitCode = await runCli([process.argv[0], 'docs-build', ...process.argv.slice(2)]);
