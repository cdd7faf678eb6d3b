import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/build/build-site.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { BuildError } from '../../src/diagnostics/diagnostic.js';
import { formatDiagnostic } from '../../src/diagnostics/format-diagnostic.js';
import { serveSite } from '../../src/serve/serve-site.js';

import { sharedBrowser } from './browser.js';
import { fixturesDir, repoRoot } from './build-fixture.js';

export { fixturesDir, repoRoot } from './build-fixture.js';

export interface BuiltSite {
  /** Origin of the server, no trailing slash. */
  url: string;
  outDir: string;
  close(): Promise<void>;
}

/** Builds the site at `root` into a temp folder and serves it on a free port. */
export async function buildAndServe(root: string): Promise<BuiltSite> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-islands-'));
  const outDir = path.join(tempDir, 'build');
  await buildOrExplain(root, outDir);
  return serveFolder(outDir, () => rm(tempDir, { recursive: true, force: true }));
}

/** The variable through which scripts/run-tests.js hands the browser tests the SideShift site it built once. */
export const SHARED_SITE_VARIABLE = 'DOCS_BUILD_TEST_SITE_BUILD';

let ownSideShiftBuild: Promise<string> | undefined;

/**
 * The SideShift site (this repository) built as `docs-build build` builds it, for tests that only read
 * it: the build scripts/run-tests.js made once for the whole run, else one build for this test file
 * (deleted when the file's process exits).
 */
export async function builtSideShiftSite(): Promise<{ outDir: string; release(): Promise<void> }> {
  const shared = process.env[SHARED_SITE_VARIABLE];
  const outDir = shared ?? (await (ownSideShiftBuild ??= buildOwnSideShiftSite()));
  return { outDir, release: async () => undefined };
}

async function buildOwnSideShiftSite(): Promise<string> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'docs-build-sideshift-'));
  process.once('exit', () => rmSync(tempDir, { recursive: true, force: true }));
  const outDir = path.join(tempDir, 'build');
  await buildOrExplain(repoRoot, outDir);
  return outDir;
}

/** Serves the SideShift site (see `builtSideShiftSite`) on a free port. */
export async function serveSideShiftSite(): Promise<BuiltSite> {
  const { outDir, release } = await builtSideShiftSite();
  return serveFolder(outDir, release);
}

async function serveFolder(outDir: string, release: () => Promise<void>): Promise<BuiltSite> {
  const server = await serveSite({ dir: outDir, port: 0, logger: createMemoryLogger() });
  return {
    url: server.url,
    outDir,
    close: async () => {
      await server.close();
      await release();
    },
  };
}

/**
 * For a suite: builds and serves the site at `root` before its tests and hands it and the file's
 * Chromium (`sharedBrowser`) to `ready`; closes the site after. The SideShift site (`repoRoot`) is built once per run.
 */
export function serveInChromium(root: string, ready: (site: BuiltSite, browser: Browser) => void): void {
  let site: BuiltSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await (root === repoRoot ? serveSideShiftSite() : buildAndServe(root));
    browser = await sharedBrowser();
    ready(site, browser);
  });
  after(async () => {
    await site?.close();
  });
}

/** Builds a site; a failed build throws with every diagnostic in the message. */
export async function buildOrExplain(root: string, outDir: string): Promise<void> {
  try {
    // No build cache: a test must not leave one in the repository or its fixtures.
    await buildSite({ root, outDir, cache: false, logger: createMemoryLogger() });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    const details = error.diagnostics.map((d) => formatDiagnostic(d, root)).join('\n');
    throw new Error(`The site did not build (${error.message}):\n${details}`, { cause: error });
  }
}

/** Copies a fixture folder to a temp folder (to change a file of it); returns the copy's path. */
export async function copyFixture(name: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), `docs-build-${name}-`));
  await cp(path.join(fixturesDir, name), copy, { recursive: true });
  return copy;
}

/** Console errors and warnings and uncaught exceptions of a page, as text. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** Waits until every island on the page is hydrated (React attaches its fiber to the markers). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island]')).every((marker) =>
      Object.keys(marker.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
    ),
  );
}

/** Resolves after the browser has painted two more frames. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
