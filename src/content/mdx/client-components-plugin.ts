import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { CLIENT_COMPONENT_RUNTIME } from './client-component-runtime.js';

const ORIGINAL_PREFIX = 'client-component-original:';
const ORIGINAL_NAMESPACE = 'client-component-original';
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/** True when a module starts with the `'use client'` directive (after comments and blank lines). */
export function hasUseClientDirective(source: string): boolean {
  return /^(?:#![^\n]*\n)?(?:\s|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(['"])use client\1/.test(source);
}

/**
 * For the server bundle of page modules: a site module that starts with `'use client'` is replaced by
 * one whose component exports render inside an island marker (client-component-runtime.ts), so the
 * browser hydrates them. Adds the path of every such module it meets to `found`, for the browser
 * bundle (bundle-client-components.ts).
 */
export function clientComponentsPlugin(root: string, found: Set<string>): esbuild.Plugin {
  return {
    name: 'client-components',
    setup(build) {
      build.onLoad({ filter: SCRIPT_FILE, namespace: 'file' }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        // `import text from './x.ts' with { type: 'text' }` asks for the file's text, not its module.
        if (args.with.type !== undefined) return undefined;
        const source = await fs.readFile(args.path, 'utf8');
        if (!hasUseClientDirective(source)) return { contents: source, loader: loaderFor(args.path) };
        found.add(args.path);
        const key = path.relative(root, args.path).split(path.sep).join('/');
        try {
          return { contents: await wrapperModule(args.path, source, key), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          // esbuild's own syntax errors keep their location; ours point at the module.
          const errors = (error as { errors?: esbuild.PartialMessage[] }).errors;
          return { errors: errors ?? [{ text: (error as Error).message, location: { file: args.path } }] };
        }
      });
      // The wrapper imports the module itself under this prefix, to load it unwrapped.
      build.onResolve({ filter: new RegExp(`^${ORIGINAL_PREFIX}`) }, (args) => ({ path: args.path.slice(ORIGINAL_PREFIX.length), namespace: ORIGINAL_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: ORIGINAL_NAMESPACE }, async (args) => ({
        contents: await fs.readFile(args.path, 'utf8'),
        loader: loaderFor(args.path),
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** A module re-exporting every export of `file`, each component wrapped by `clientComponent`. */
async function wrapperModule(file: string, source: string, key: string): Promise<string> {
  const names = await exportNames(file, source);
  const lines = [
    `import * as original from ${JSON.stringify(ORIGINAL_PREFIX + file)};`,
    `import { clientComponent } from ${JSON.stringify(CLIENT_COMPONENT_RUNTIME)};`,
  ];
  names.forEach((name, index) => lines.push(`const export${index} = clientComponent(original[${JSON.stringify(name)}], ${JSON.stringify(key)}, ${JSON.stringify(name)});`));
  if (names.length > 0) lines.push(`export { ${names.map((name, index) => `export${index} as ${JSON.stringify(name)}`).join(', ')} };`);
  return lines.join('\n');
}

async function exportNames(file: string, source: string): Promise<string[]> {
  // esbuild strips the types, so the lexer reads plain JavaScript; a syntax error surfaces here with
  // esbuild's message and location, as it would when the module is bundled.
  const { code } = await esbuild.transform(source, { loader: loaderFor(file), format: 'esm', jsx: 'automatic', sourcefile: file });
  await initModuleLexer();
  const [, exports] = parseModule(code);
  if (exports.some((entry) => entry.type === 'reexport-all')) {
    throw new Error("a 'use client' module cannot `export *`: export each component by name, so that it can be hydrated by name");
  }
  return exports.flatMap((entry) => (entry.type === 'reexport-all' || entry.typeOnly ? [] : [entry.name]));
}

function loaderFor(file: string): esbuild.Loader {
  const extension = path.extname(file).slice(1);
  if (extension === 'tsx' || extension === 'jsx') return extension;
  return extension.endsWith('ts') ? 'ts' : 'js';
}
