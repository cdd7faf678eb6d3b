#!/usr/bin/env node
// React's development build is several times slower at server rendering; a build is production work.
process.env.NODE_ENV ??= 'production';
const { runCli, reportInternalError } = await import('../dist/cli/run-cli.js');

// Whatever escapes the command (an error thrown from a callback, a rejected promise nobody awaited)
// still ends as a diagnostic, not a stack trace over minified bundle source.
const lastResort = (error) => {
  reportInternalError(error);
  process.exit(1);
};
process.on('uncaughtException', lastResort);
process.on('unhandledRejection', lastResort);

process.exitCode = await runCli(process.argv);
