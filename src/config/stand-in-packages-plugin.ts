import { isBuiltin } from 'node:module';
import type * as esbuild from 'esbuild';

/** A package a module imports that is not installed, and the module that imports it. */
export interface MissingPackage {
  /** As written: `prism-react-renderer`, `@docusaurus/theme-common/lib/x`. */
  specifier: string;
  /** Absolute path of the module that imports it; undefined for a `require.resolve` at run time. */
  importer?: string;
}

const NAMESPACE = 'docs-build-stand-in';
/** Marks the resolve call made to find out whether a package is installed, so that it is not asked again. */
const CHECKING = Symbol('checking');

/**
 * What a missing package is replaced by: a value that is anything its importer asks of it. Any property
 * is itself, calling or constructing it gives itself, and as text it is empty; it is not a promise, so
 * `await import('x')` settles. `themes.github`, `require('x').default`, `new X()` all read without error.
 */
const STAND_IN_SOURCE = `
const read = (target, key) => {
  if (key === Symbol.toPrimitive) return () => '';
  if (key === 'then' || key === '__esModule') return undefined;
  return standIn;
};
// An import of names (\`import { themes } from 'x'\`) reads them from an object whose prototype is the
// module's: that prototype answers every name too, and ends the chain.
const names = new Proxy(Object.create(null), { get: read, getPrototypeOf: () => null });
const standIn = new Proxy(function () { 'use strict'; }, {
  get: read,
  getPrototypeOf: () => names,
  apply: () => standIn,
  construct: () => standIn,
});
module.exports = standIn;
`;

/**
 * Replaces each package that cannot be resolved with a harmless stand-in (see STAND_IN_SOURCE) and
 * records it in `missing`, so that a module written for packages that are not installed here (a
 * Docusaurus config read before `npm install`) still runs. Installed packages are bundled as usual.
 */
export function standInPackagesPlugin(missing: MissingPackage[], keepExternal: readonly string[]): esbuild.Plugin {
  return {
    name: 'docs-build-stand-in-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === CHECKING || isBuiltin(args.path) || keepExternal.includes(args.path)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: CHECKING,
        });
        if (resolved.errors.length === 0) return undefined;
        missing.push({ specifier: args.path, importer: args.importer });
        return { path: args.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: STAND_IN_SOURCE, loader: 'js' }));
    },
  };
}
