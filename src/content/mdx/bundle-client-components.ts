import path from 'node:path';
import * as esbuild from 'esbuild';
import { BROWSER_BUILD_OPTIONS } from '../../shared/browser-build-options.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { esbuildDiagnostics } from '../../diagnostics/esbuild-diagnostics.js';
import type { OutputFile } from '../../model/output-file.js';
import { PAGE_BUNDLE_ERRORS } from './evaluate-page-modules.js';
import { withBaseUrl } from '../../shared/browser-shapes.js';

export interface ClientComponentBundle {
  /** Output files by path relative to the output folder (`assets/components/counter-5C2B81D4.js`). */
  files: Map<string, OutputFile>;
  /** Browser URL of each module, by its path relative to the site root (`content/blog/counter.tsx`). */
  urls: Map<string, string>;
  /** Absolute paths of every file esbuild read, for the cache. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

/**
 * Bundles a site's `'use client'` modules for the browser: one hashed module per file (shared code in
 * chunks), importing React from `sharedModules` (the docs-build client's own React) rather than
 * carrying a copy, so the island host hydrates them with the React they render with. The modules'
 * URLs, and those they import React from, are under the site's `baseUrl`.
 */
export async function bundleClientComponents(root: string, files: string[], sharedModules: Record<string, string>, baseUrl = '/'): Promise<ClientComponentBundle> {
  const bundle: ClientComponentBundle = { files: new Map(), urls: new Map(), inputs: [], diagnostics: [] };
  if (files.length === 0) return bundle;
  const outdir = path.join(root, '.client-components');
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: files,
      outdir,
      ...BROWSER_BUILD_OPTIONS,
      target: [...BROWSER_BUILD_OPTIONS.target],
      entryNames: 'assets/components/[name]-[hash]',
      chunkNames: 'assets/components/chunk-[hash]',
      plugins: [sharedModulesPlugin(Object.fromEntries(Object.entries(sharedModules).map(([specifier, url]) => [specifier, withBaseUrl(baseUrl, url)])))],
    });
  } catch (error) {
    bundle.diagnostics.push(...esbuildDiagnostics(error, { ...PAGE_BUNDLE_ERRORS, root }));
    return bundle;
  }
  const relative = (file: string) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  for (const file of result.outputFiles) {
    // CSS the components import is in the stylesheet of each page that renders them (page-stylesheets.ts).
    if (!file.path.endsWith('.css')) bundle.files.set(relative(file.path), { contents: file.contents });
  }
  bundle.inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file));
  for (const [outputPath, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint === undefined) continue;
    const source = path.relative(root, path.resolve(root, output.entryPoint)).split(path.sep).join('/');
    bundle.urls.set(source, withBaseUrl(baseUrl, `/${relative(outputPath)}`));
  }
  return bundle;
}

/** Resolves `react` and `react/jsx-runtime` to the client's own modules, left as external URLs. */
function sharedModulesPlugin(sharedModules: Record<string, string>): esbuild.Plugin {
  return {
    name: 'shared-modules',
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
        const url = sharedModules[args.path];
        return url ? { path: url, external: true } : undefined;
      });
    },
  };
}
