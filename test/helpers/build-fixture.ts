import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../src/build/build-site.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { BuildError, type Diagnostic } from '../../src/diagnostics/diagnostic.js';

/** The repository root (tests run from dist/test/...). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const fixturesDir = path.join(repoRoot, 'test/fixtures');

/** A site as a map of file path → contents. */
export type FileMap = Record<string, string>;

export interface FixtureBuild {
  root: string;
  result?: BuildResult;
  /** Every error diagnostic when the build failed. */
  errors: Diagnostic[];
  /** HTML of a route (`/a/b`), or undefined when the build did not emit it. */
  html(route: string): string | undefined;
  /** Any output file as text. */
  text(file: string): string | undefined;
}

/** Writes a file map into a fresh temporary folder and returns its path. */
export function writeSite(files: FileMap): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-fixture-'));
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), contents);
  }
  return root;
}

/**
 * Builds a fixture site in memory — a folder name under test/fixtures, a site's absolute path, or an
 * inline file map — and returns its pages and diagnostics. Nothing is written to an output folder.
 */
export async function buildFixture(site: string | FileMap): Promise<FixtureBuild> {
  const root = typeof site !== 'string' ? writeSite(site) : path.isAbsolute(site) ? site : path.join(fixturesDir, site);
  let result: BuildResult | undefined;
  let errors: Diagnostic[] = [];
  try {
    result = await buildSite({ root, write: false, logger: createMemoryLogger() });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    errors = error.diagnostics;
  }
  const text = (file: string): string | undefined => {
    const output = result?.files.get(file);
    if (!output) return undefined;
    return typeof output.contents === 'string' ? output.contents : Buffer.from(output.contents).toString('utf8');
  };
  return {
    root,
    result,
    errors,
    text,
    html: (route) => text(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
  };
}

const fixtureBuilds = new Map<string, Promise<FixtureBuild>>();

/**
 * `buildFixture` of a fixture folder, built once per test file and shared by its tests, which must
 * only read it.
 */
export function buildFixtureOnce(site: string): Promise<FixtureBuild> {
  let build = fixtureBuilds.get(site);
  if (!build) fixtureBuilds.set(site, (build = buildFixture(site)));
  return build;
}

/** A fixture folder under test/fixtures as a file map, to build with some files changed (`{ ...fixtureFiles(name), file: text }`). */
export function fixtureFiles(name: string): FileMap {
  const folder = path.join(fixturesDir, name);
  const files: FileMap = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, absolute).split(path.sep).join('/')] = fs.readFileSync(absolute, 'utf8');
  }
  return files;
}
