import path from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from '../diagnostics/diagnostic.js';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import { BROWSER_BUILD_OPTIONS } from '../shared/browser-build-options.js';
import { packageRoot } from '../paths/package-root.js';

/** Entry points of the browser bundle, relative to the package root. */
const ENTRY_SCRIPT = 'client/entry.ts';
const ENTRY_STYLES = 'client/styles/index.css';
/** The styles of versioned docs, linked only on a versioned site's pages (see `siteAssets`). */
const VERSIONS_STYLES = 'client/styles/versions.css';
/**
 * Modules a site's client components import, by specifier: entries of this bundle, so that the
 * components share the React that hydrates them (see src/content/mdx/bundle-client-components.ts).
 */
const SHARED_MODULE_ENTRIES: Record<string, string> = {
  react: 'client/shared/react.ts',
  'react/jsx-runtime': 'client/shared/react-jsx-runtime.ts',
};

/**
 * Bundles `client/` with esbuild into hashed ESM assets (one chunk per island, loaded on demand) and one
 * stylesheet, in memory. Returns the files and the URLs every page links. The client does not depend
 * on the site, so this runs once when the package is compiled (scripts/prebuild-client.js), not in
 * every build: see prebuilt-client.ts.
 */
export async function bundleClient(): Promise<ClientAssets> {
  const outdir = path.join(packageRoot, 'bundle-out');
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: packageRoot,
      entryPoints: [
        { in: ENTRY_SCRIPT, out: 'app' },
        { in: ENTRY_STYLES, out: 'styles' },
        { in: VERSIONS_STYLES, out: 'versions' },
        ...Object.values(SHARED_MODULE_ENTRIES).map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
      ],
      outdir,
      ...BROWSER_BUILD_OPTIONS,
      target: [...BROWSER_BUILD_OPTIONS.target],
      tsconfig: path.join(packageRoot, 'client/tsconfig.json'),
      // refractor's hast builders in the "Try it" console's highlighter: the part it uses, without HTML's property table.
      alias: { hastscript: './client/try-it/refractor-hast.ts', 'parse-entities': './client/try-it/refractor-hast.ts' },
      entryNames: 'assets/[name]-[hash]',
      chunkNames: 'assets/[name]-[hash]',
      assetNames: 'assets/[name]-[hash]',
    });
  } catch (error) {
    throw new BuildError(esbuildDiagnostics(error, { code: 'BUNDLE_FAILED', root: packageRoot, file: ENTRY_SCRIPT }));
  }
  return collectAssets(result, outdir);
}

function collectAssets(result: esbuild.BuildResult<{ write: false; metafile: true }>, outdir: string): ClientAssets {
  const toUrl = (outputPath: string) =>
    `/${path.relative(outdir, path.resolve(packageRoot, outputPath)).split(path.sep).join('/')}`;
  const files = new Map<string, OutputFile>();
  for (const file of result.outputFiles) {
    files.set(path.relative(outdir, file.path).split(path.sep).join('/'), { contents: file.contents });
  }
  let entryScript = '';
  const stylesheets: string[] = [];
  let versionsStylesheet: string | undefined;
  const preloads: string[] = [];
  const sharedModules: Record<string, string> = {};
  const sharedSpecifiers = new Map(
    Object.entries(SHARED_MODULE_ENTRIES).map(([specifier, entry]) => [entry, specifier]),
  );
  for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
    const sharedSpecifier = output.entryPoint === undefined ? undefined : sharedSpecifiers.get(output.entryPoint);
    if (sharedSpecifier !== undefined) {
      sharedModules[sharedSpecifier] = toUrl(outputPath);
    } else if (output.entryPoint === ENTRY_SCRIPT) {
      entryScript = toUrl(outputPath);
      for (const imported of output.imports) {
        if (imported.kind === 'import-statement' && !imported.external) preloads.push(toUrl(imported.path));
      }
    } else if (output.entryPoint === ENTRY_STYLES && outputPath.endsWith('.css')) {
      stylesheets.push(toUrl(outputPath));
    } else if (output.entryPoint === VERSIONS_STYLES && outputPath.endsWith('.css')) {
      versionsStylesheet = toUrl(outputPath);
    }
  }
  return {
    files,
    entryScript,
    stylesheets,
    preloads,
    sharedModules,
    ...(versionsStylesheet && { versionsStylesheet }),
  };
}
