import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const RESOLVE_FROM_HERE = '__docsBuildRequireResolve';
const LOADERS: Record<string, esbuild.Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
};

/**
 * Gives each module of a bundled config its own location, as Node would: `import.meta.dirname`,
 * `import.meta.filename`, `import.meta.url`, `__dirname` and `__filename` become the module file's own
 * folder, path and URL. A bundle to CommonJS run from memory has none of them (`import.meta` is empty
 * and `__dirname` undefined), and esbuild's `define` is one value for the whole bundle, so each file is
 * transformed on its own. A name the module declares itself (`const __dirname = …`) is left alone.
 * `require.resolve('./x')` resolves from the module's own folder too (Docusaurus configs call
 * `require.resolve('./src/css/custom.css')`), unless the call passes its own options.
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
            define: {
              'import.meta.dirname': folder,
              'import.meta.filename': file,
              'import.meta.url': url,
              __dirname: folder,
              __filename: file,
              'require.resolve': RESOLVE_FROM_HERE,
            },
            logLevel: 'silent',
          });
          if (!result.code.includes(RESOLVE_FROM_HERE))
            return { contents: result.code, loader: 'js', resolveDir: path.dirname(args.path) };
          // Added after the transform, so that its own `require.resolve` is the loader's; a hoisted function
          // at the end, before the source map, so that no line moves.
          const resolveFromHere = `function ${RESOLVE_FROM_HERE}(id, options) { return require.resolve(id, options ?? { paths: [${folder}] }); }\n`;
          const mapAt = result.code.lastIndexOf('//# sourceMappingURL=');
          const contents =
            mapAt === -1
              ? result.code + resolveFromHere
              : result.code.slice(0, mapAt) + resolveFromHere + result.code.slice(mapAt);
          return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: (error as esbuild.TransformFailure).errors ?? [{ text: String(error) }] };
        }
      });
    },
  };
}
