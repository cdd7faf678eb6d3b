import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../src/build/build-site.js';
import { createMemoryLogger } from '../../src/context/logger.js';
import { outputContents } from '../../src/write/output-files.js';
import { httpGet } from './http-get.js';

// Comparing what watch serves and what a cached build writes with a cold build's files (the
// differential tests of watch and the build cache).

const SILENT = createMemoryLogger();
const WATCH_CLIENT = /<script data-docs-build-watch>[\s\S]*?<\/script>/;

/** Every file of a cold in-memory build (no cache), by output path. */
export async function coldBuild(root: string): Promise<Map<string, Buffer>> {
  const result = await buildSite({ root, write: false, cache: false, logger: SILENT });
  return new Map([...result.files].map(([name, file]) => [name, Buffer.from(outputContents(file))]));
}

/** Every file of an output folder, by path relative to it (without the marker every build leaves). */
export function readFolder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative !== '.docs-build-output')
      files.set(relative, fs.readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

/** Asserts that the output folder `out` of `root` holds, file for file, what a cold build of the same sources makes. */
export async function assertOutputAsCold(root: string, out = 'out'): Promise<void> {
  const cold = await coldBuild(root);
  const written = readFolder(path.join(root, out));
  assert.deepEqual([...written.keys()].sort(), [...cold.keys()].sort());
  for (const [file, bytes] of cold) assert.ok(written.get(file)!.equals(bytes), `${file} is as a cold build makes it`);
}

/** The one cache entry of `namespace` (`.docs-build-cache/<namespace>`) whose text has `needle`. */
export function cacheEntryWith(root: string, namespace: string, needle: string): string {
  const folder = path.join(root, '.docs-build-cache', namespace);
  const found = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json') && fs.readFileSync(path.join(folder, name), 'utf8').includes(needle));
  assert.equal(found.length, 1, `one ${namespace} entry has ${JSON.stringify(needle)}`);
  return path.join(folder, found[0]!);
}

/** The first difference between what watch serves and a cold build's files (and the pages gone since `previous`). */
export async function firstMismatch(
  url: string,
  cold: Map<string, Buffer>,
  previous: Map<string, Buffer>,
): Promise<string | undefined> {
  for (const [output, expected] of cold) {
    const response = await httpGet(url, `/${output}`);
    if (response.status !== 200) return `watch answers ${output} with ${response.status}`;
    const served = output.endsWith('.html')
      ? Buffer.from(response.body.toString('utf8').replace(WATCH_CLIENT, ''))
      : response.body;
    if (!served.equals(expected))
      return `watch serves ${output} unlike a cold build:\n${served.toString('utf8').slice(0, 2000)}\n---\n${expected.toString('utf8').slice(0, 2000)}`;
  }
  for (const output of previous.keys()) {
    if (cold.has(output) || !output.endsWith('.html') || output === '404.html') continue;
    const { status } = await httpGet(url, `/${output}`);
    if (status !== 404) return `watch still serves ${output} (${status})`;
  }
  return undefined;
}
