import path from 'node:path';
import * as esbuild from 'esbuild';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import { esbuildDiagnostics, type EsbuildDiagnosticOptions } from '../../diagnostics/esbuild-diagnostics.js';
import * as clientComponentRuntime from './client-component-runtime.js';
import { clientComponentsPlugin } from './client-components-plugin.js';
import { mapCompiledPageLocations } from './compiled-page-locations.js';
import type { ImportLocation } from './remark-record-imports.js';
import { docusaurusImportsPlugin } from './docusaurus-imports-plugin.js';
import { mdxComponents } from '../../../templates/mdx/mdx-components.js';
import { themeModules } from '../../../templates/mdx/theme-modules.js';
import { MDX_COMPONENTS_PROVIDER } from './compile-mdx.js';
import { renderCrashDiagnostic } from '../render-crash-diagnostic.js';

/** A page module to run: compiled MDX (virtual) or a `.tsx` page (on disk). */
export interface PageModuleInput {
  /** Source file relative to the site root, for diagnostics. */
  file: string;
  absPath: string;
  /** Compiled MDX; absent for a `.tsx` page, which esbuild reads itself. */
  code?: string;
  /** Where compiled MDX's imports are in its source, to report a failed import there. */
  imports?: ImportLocation[];
}

/** How esbuild's errors in pages, the components they import and their client components are reported. */
export const PAGE_BUNDLE_ERRORS = {
  code: 'PAGE_MODULE_BUNDLE',
} as const satisfies Omit<EsbuildDiagnosticOptions, 'root'>;

export type PageModule = { default: React.ComponentType<Record<string, unknown>>; [name: string]: unknown };

const SHARED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  [clientComponentRuntime.CLIENT_COMPONENT_RUNTIME]: clientComponentRuntime,
  ...themeModules,
  // Where compiled partials get the built-in components (MDX's providerImportSource).
  [MDX_COMPONENTS_PROVIDER]: { useMDXComponents: () => mdxComponents },
};

export interface EvaluatedPageModules {
  modules: Map<string, PageModule>;
  /** The CSS each page's components import (`import './card.css'`), by page file; pages with none are absent. */
  stylesheets: Map<string, string>;
  /** Absolute paths of the `'use client'` modules the pages import, for the browser bundle. */
  clientComponents: string[];
  /** Absolute paths of every file esbuild read (the pages, their components, CSS), for the cache. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

/**
 * Bundles every page module in one esbuild run (their local component imports included), then runs
 * each in memory with this process's React, so that the pages and the templates share one React.
 * Components of `'use client'` modules render inside island markers (client-components-plugin.ts).
 */
export async function evaluatePageModules(
  root: string,
  inputs: PageModuleInput[],
  /** The compiled module of a Markdown/MDX partial a page imports (see mdx-partials.ts). */
  loadPartial: (absPath: string) => Promise<string | undefined> = async () => undefined,
): Promise<EvaluatedPageModules> {
  const modules = new Map<string, PageModule>();
  const stylesheets = new Map<string, string>();
  const clientComponents = new Set<string>();
  if (inputs.length === 0) return { modules, stylesheets, clientComponents: [], inputs: [], diagnostics: [] };
  const virtual = new Map(inputs.filter((input) => input.code !== undefined).map((input) => [input.absPath, input]));
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: inputs.map((input, index) => ({ in: input.absPath, out: `page-${index}` })),
      outdir: path.join(root, '.page-modules'),
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      external: Object.keys(SHARED_MODULES),
      logLevel: 'silent',
      plugins: [
        {
          name: 'compiled-mdx',
          setup(build) {
            build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
              const code = virtual.get(args.path)?.code ?? (await loadPartial(args.path));
              if (code === undefined) return { errors: [{ text: `${path.relative(root, args.path)} could not be compiled as MDX (see its errors)` }] };
              return { contents: code, loader: 'jsx', resolveDir: path.dirname(args.path) };
            });
          },
        },
        docusaurusImportsPlugin(root),
        clientComponentsPlugin(root, clientComponents),
      ],
    });
  } catch (error) {
    mapCompiledPageLocations(error, root, new Map([...virtual].map(([absPath, input]) => [absPath, input.imports ?? []])));
    return { modules, stylesheets, clientComponents: [], inputs: [], diagnostics: esbuildDiagnostics(error, { ...PAGE_BUNDLE_ERRORS, root }) };
  }
  const diagnostics: Diagnostic[] = [];
  for (const [index, input] of inputs.entries()) {
    const output = result.outputFiles.find((file) => path.basename(file.path) === `page-${index}.js`);
    if (!output) continue;
    // esbuild gathers the CSS a page's modules import into one file beside the page's JavaScript.
    const css = result.outputFiles.find((file) => path.basename(file.path) === `page-${index}.css`);
    if (css) stylesheets.set(input.file, css.text);
    try {
      modules.set(input.file, runCommonJs(output.text));
    } catch (error) {
      diagnostics.push(renderCrashDiagnostic(error, input.file) ?? makeDiagnostic('PAGE_MODULE_THROWS', { file: input.file }, { file: input.file, error: (error as Error).message }));
    }
  }
  const read = Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file));
  return { modules, stylesheets, clientComponents: [...clientComponents].sort(), inputs: read, diagnostics };
}

function runCommonJs(code: string): PageModule {
  const module = { exports: {} as PageModule };
  const require = (id: string): unknown => {
    if (id in SHARED_MODULES) return SHARED_MODULES[id];
    throw new Error(`cannot load "${id}" at build time`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}
