#!/usr/bin/env node
// React's development build is several times slower at server rendering; a build is production work.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/cli/run-cli.js');

try {
  process.exitCode = await runCli(process.argv);
} catch (error) {
  // Left uncaught, Node would print the source line the error came from: a line of the minified
  // bundle, tens of kilobytes long. The stack says where it happened.
  console.error('docs-build crashed; this is a bug in docs-build:');
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
}
