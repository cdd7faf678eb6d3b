import type * as esbuild from 'esbuild';

/**
 * How browser code is bundled: the docs-build client (bundle-client.ts) and a site's client components
 * (src/content/mdx/bundle-client-components.ts) for the same browsers, in memory, with a metafile.
 */
export const BROWSER_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  write: false,
  metafile: true,
  logLevel: 'silent',
} as const satisfies esbuild.BuildOptions;
