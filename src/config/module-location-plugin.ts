import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const LOADERS: Record<string, esbuild.Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/**
 * Gives each module of a bundled config its own location, as Node would: `import.meta.dirname`,
 * `import.meta.filename`, `import.meta.url`, `__dirname` and `__filename` become the module file's own
 * folder, path and URL. A bundle to CommonJS run from memory has none of them (`import.meta` is empty
 * and `__dirname` undefined), and esbuild's `define` is one value for the whole bundle, so each file is
 * transformed on its own. A name the module declares itself (`const __dirname = …`) is left alone.
 */
export function moduleLocationPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-module-location',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?[jt]s|[jt]sx)$/ }, async (args) => {
        const loader = LOADERS[path.extname(args.path)] ?? 'js';
        const source = await fs.readFile(args.path, 'utf8');
        const folder = JSON.stringify(path.dirname(args.path));
        const file = JSON.stringify(args.path);
        const url = JSON.stringify(pathToFileURL(args.path).href);
        try {
          const result = await esbuild.transform(source, {
            loader,
            sourcefile: args.path,
            sourcemap: 'inline',
            define: { 'import.meta.dirname': folder, 'import.meta.filename': file, 'import.meta.url': url, __dirname: folder, __filename: file },
            logLevel: 'silent',
          });
          return { contents: result.code, loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: (error as esbuild.TransformFailure).errors ?? [{ text: String(error) }] };
        }
      });
    },
  };
}
