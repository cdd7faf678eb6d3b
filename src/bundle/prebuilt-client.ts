import fs from 'node:fs';
import path from 'node:path';
import { BuildError } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import { packageRoot } from '../paths/package-root.js';

/** Where `npm run compile` puts the client bundle: the asset files and `manifest.json`. */
export const PREBUILT_CLIENT_DIR = path.join(packageRoot, 'dist/client-bundle');
const MANIFEST = 'manifest.json';

/** `ClientAssets` without the file contents: the URLs pages link and the files to copy. */
interface ClientManifest {
  entryScript: string;
  stylesheets: string[];
  versionsStylesheet?: string;
  preloads: string[];
  sharedModules: Record<string, string>;
  /** Paths relative to the output folder (`assets/app-3F2A9C1B.js`), found under the prebuilt folder. */
  files: string[];
}

/** Writes a client bundle and its manifest into `dir` (replacing what was there). */
export function writePrebuiltClient(assets: ClientAssets, dir = PREBUILT_CLIENT_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, output] of assets.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), output.contents);
  }
  const manifest: ClientManifest = {
    entryScript: assets.entryScript,
    stylesheets: assets.stylesheets,
    ...(assets.versionsStylesheet && { versionsStylesheet: assets.versionsStylesheet }),
    preloads: assets.preloads,
    sharedModules: assets.sharedModules,
    files: [...assets.files.keys()],
  };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
}

/**
 * The bundle stage of a build: the prebuilt client, whose files are copied into the output folder when
 * it is written. A missing bundle (the package was not compiled) fails the build with what to run.
 */
export function loadPrebuiltClient(dir = PREBUILT_CLIENT_DIR): ClientAssets {
  let manifest: ClientManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as ClientManifest;
  } catch {
    const manifestFile = path.relative(packageRoot, path.join(dir, MANIFEST)).split(path.sep).join('/');
    throw new BuildError([makeDiagnostic('BUNDLE_MISSING', { file: manifestFile }, { manifestFile })]);
  }
  const files = new Map<string, OutputFile>(
    manifest.files.map((file) => [file, { contents: '', copyFrom: path.join(dir, file) }]),
  );
  const { entryScript, stylesheets, versionsStylesheet, preloads, sharedModules } = manifest;
  return {
    files,
    entryScript,
    stylesheets,
    preloads,
    sharedModules,
    ...(versionsStylesheet && { versionsStylesheet }),
  };
}

/** Where `npm run compile` puts watch's dev client (see bundle-watch-client.ts): apart from the site's bundle. */
export const PREBUILT_WATCH_CLIENT = path.join(packageRoot, 'dist/watch-client/watch-client.js');

/** Writes watch's bundled dev client. */
export function writePrebuiltWatchClient(script: string, file = PREBUILT_WATCH_CLIENT): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, script);
}

/** Watch's bundled dev client; a missing one (the package was not compiled) is an error with what to run. */
export function loadPrebuiltWatchClient(file = PREBUILT_WATCH_CLIENT): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    const relative = path.relative(packageRoot, file).split(path.sep).join('/');
    throw new BuildError([
      {
        code: 'BUNDLE_MISSING',
        severity: 'error',
        message: `the watch client of docs-build is missing (${relative})`,
        location: { file: relative },
        hint: 'Run `npm run compile` in the docs-build package (npm ci and npm install run it for you).',
      },
    ]);
  }
}
