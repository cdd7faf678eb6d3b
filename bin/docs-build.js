#!/usr/bin/env node
// React's development build is several times slower at server rendering; a build is production work.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/cli/run-cli.js');

process.exitCode = await runCli(process.argv);
