import path from 'node:path';
import { createRequire, SourceMap } from 'node:module';
import * as esbuild from 'esbuild';
import { BuildError, type SourceLocation } from '../diagnostics/diagnostic.js';
import type { CodeTaking, ModuleThrewParams } from '../diagnostics/diagnostic-codes.js';
import { esbuildDiagnostics, type EsbuildCode } from '../diagnostics/esbuild-diagnostics.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import * as docsBuildApi from './config-helpers.js';
import { moduleLocationPlugin } from './module-location-plugin.js';
import { standInPackagesPlugin, type MissingPackage } from './stand-in-packages-plugin.js';
import { CONFIG_TIMEOUT_ENV, configTimeoutMs, runConfigModule } from './run-config-module.js';

const EXTERNAL = ['docs-build'];

/** Which file is loaded, for its messages: its name from the site root and the codes of its problems. */
export interface ModuleFileRole {
  /** Path from the site root, as messages name it (`site.config.ts`, `sidebars.js`). */
  name: string;
  codes: { syntax: EsbuildCode; load: EsbuildCode; throws: CodeTaking<ModuleThrewParams> };
}

/** What a module file exported: its default export (after a promise settled) and its whole exports. */
export interface ModuleFileExports {
  exported: unknown;
  exports: unknown;
  /** The absolute path of every file it was bundled from: itself and each module it imports. */
  inputs: string[];
}

export interface EvaluateOptions {
  /**
   * Run the module even where the packages it imports are not installed: each becomes a harmless
   * stand-in (any property, call or `new` of it is itself) and is recorded here, as is a
   * `require.resolve` of a package that cannot be resolved (which then returns the name as given).
   * Without it, a missing package is an error.
   */
  standIns?: MissingPackage[];
}

/**
 * Bundles a config-like module (`site.config.ts`, a sidebars file; TypeScript or JavaScript, ESM or
 * CommonJS, JSON) with esbuild and runs it in memory within the config time limit. Errors name the
 * file and, where known, the line: esbuild's for code that does not compile, the source map's for
 * code that throws.
 */
export async function evaluateModuleFile(
  root: string,
  absPath: string,
  role: ModuleFileRole,
  options: EvaluateOptions = {},
): Promise<ModuleFileExports> {
  const { standIns } = options;
  let code: string;
  let map: string | undefined;
  let inputs: string[];
  try {
    const result = await esbuild.build({
      entryPoints: [absPath],
      absWorkingDir: path.dirname(absPath),
      metafile: true,
      bundle: true,
      write: false,
      outfile: path.join(path.dirname(absPath), '.docs-build-module.cjs'),
      sourcemap: 'external',
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: EXTERNAL,
      plugins: [...(standIns ? [standInPackagesPlugin(standIns, EXTERNAL)] : []), moduleLocationPlugin()],
      logLevel: 'silent',
    });
    code = result.outputFiles.find((output) => output.path.endsWith('.cjs'))!.text;
    map = result.outputFiles.find((output) => output.path.endsWith('.map'))?.text;
    inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(path.dirname(absPath), input));
  } catch (error) {
    throw new BuildError(
      esbuildDiagnostics(error, { code: role.codes.syntax, root, file: role.name, failure: role.codes.load }),
    );
  }
  const siteRequire = createRequire(absPath);
  // `docs-build` is this running engine's public API, whatever copy (if any) the site has installed.
  const requireShim = Object.assign((id: string): unknown => (id === 'docs-build' ? docsBuildApi : siteRequire(id)), {
    resolve: (id: string, resolveOptions?: { paths?: string[] }): string => {
      try {
        return siteRequire.resolve(id, resolveOptions);
      } catch (error) {
        if (!standIns) throw error;
        if (/^[./]/.test(id)) return path.resolve(resolveOptions?.paths?.[0] ?? path.dirname(absPath), id);
        standIns.push({ specifier: id });
        return id;
      }
    },
  });
  const timeoutMs = configTimeoutMs();
  const run = await runConfigModule(code, absPath, requireShim, timeoutMs);
  if (run.status === 'timeout') {
    throw new BuildError([
      makeDiagnostic(
        'CONFIG_TIMEOUT',
        { file: role.name },
        { file: role.name, timeoutMs, waitingForPromise: run.waitingFor === 'promise', timeoutEnv: CONFIG_TIMEOUT_ENV },
      ),
    ]);
  }
  if (run.status === 'threw') {
    const error = run.error instanceof Error ? run.error.message : String(run.error);
    throw new BuildError([
      makeDiagnostic(role.codes.throws, thrownAt(run.error, { root, absPath, name: role.name, map }), {
        file: role.name,
        error,
      }),
    ]);
  }
  return { exported: run.exported, exports: run.exports, inputs };
}

/**
 * Where in the sources an error was thrown: the first frame of the stack in the bundle, mapped back
 * through the bundle's source map to the file and line the author wrote. The file itself when unknown.
 */
function thrownAt(
  error: unknown,
  { root, absPath, name, map }: { root: string; absPath: string; name: string; map: string | undefined },
): SourceLocation {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = absPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!frame || map === undefined) return { file: name };
  const entry = new SourceMap(JSON.parse(map) as never).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (entry.originalSource === undefined || entry.originalLine === undefined) return { file: name };
  const source = entry.originalSource.startsWith('file://')
    ? new URL(entry.originalSource).pathname
    : path.resolve(path.dirname(absPath), entry.originalSource);
  const relative = path.relative(root, source).split(path.sep).join('/');
  return { file: relative === '' ? name : relative, line: entry.originalLine + 1, column: entry.originalColumn ?? 0 };
}
