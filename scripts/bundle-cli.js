// Bundles the compiled CLI (dist/src) into a few files under dist/cli with esbuild. A cold build starts
// by loading its code: a few large files load in about a third of the time of the ~600 small modules
// the unified, React and swagger-parser packages are made of. Run after `tsc -b` (see package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const packageRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(packageRoot, 'dist/cli');
// Chunk names carry content hashes: clear the old ones.
fs.rmSync(outdir, { recursive: true, force: true });

await esbuild.build({
  absWorkingDir: packageRoot,
  entryPoints: {
    'run-cli': 'dist/src/cli/run-cli.js',
    // Worker threads, started as `new Worker(new URL('./<name>.js', import.meta.url))`: every chunk
    // lands in dist/cli, so each worker must be an entry point of the same name.
    'markdown-worker': 'dist/src/content/markdown/markdown-worker.js',
    'index-shard-worker': 'dist/src/search/index-shard-worker.js',
    'openapi-worker': 'dist/src/build/openapi-worker.js',
    'module-pages-worker': 'dist/src/content/mdx/module-pages-worker.js',
    'output-prefetch-worker': 'dist/src/write/output-prefetch-worker.js',
  },
  outdir,
  bundle: true,
  // Lazily loaded packages (the MDX compiler, swagger-parser) become chunks loaded on first use.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Production React only: its development build renders several times slower, and a build is
  // production work (bin/docs-build.js sets NODE_ENV too).
  define: { 'process.env.NODE_ENV': '"production"' },
  // esbuild runs as a native binary, and koffi loads a native addon, that each package finds next to itself.
  external: ['esbuild', 'koffi'],
  // CommonJS packages in the bundle call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Less text to parse at start-up. Identifiers are not minified, so stack traces still name functions.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
