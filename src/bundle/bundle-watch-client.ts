import path from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from '../diagnostics/diagnostic.js';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.js';
import { BROWSER_BUILD_OPTIONS } from '../shared/browser-build-options.js';
import { packageRoot } from '../paths/package-root.js';

const ENTRY = 'client/watch/watch-client.ts';
/** The global the bundle defines: `watch` injects `<bundle>;__docsBuildWatch.start(servedAs, baseUrl)`. */
export const WATCH_CLIENT_GLOBAL = '__docsBuildWatch';

/**
 * Bundles watch's dev client (client/watch/) into one classic script, in memory: apart from the
 * site's bundle (bundle-client.ts), whose files stay as they are, and inlined into the pages watch
 * serves. Runs once when the package is compiled (scripts/prebuild-client.js).
 */
export async function bundleWatchClient(): Promise<string> {
  try {
    const result = await esbuild.build({
      absWorkingDir: packageRoot,
      entryPoints: [ENTRY],
      bundle: true,
      format: 'iife',
      globalName: WATCH_CLIENT_GLOBAL,
      platform: 'browser',
      target: [...BROWSER_BUILD_OPTIONS.target],
      minify: true,
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
      tsconfig: path.join(packageRoot, 'client/tsconfig.json'),
    });
    return result.outputFiles[0]!.text.trim();
  } catch (error) {
    throw new BuildError(esbuildDiagnostics(error, { code: 'BUNDLE_FAILED', root: packageRoot, file: ENTRY }));
  }
}
