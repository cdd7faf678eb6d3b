import path from 'node:path';
import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import { runSteps, type StageSteps } from '../context/stage-steps.js';
import type { FrontMatter } from '../model/front-matter.js';
import { parseFrontMatter, splitFrontMatter, type FrontMatterResult } from './front-matter.js';

const NAMESPACE = 'front-matter';

/** A content file to parse the front matter of: its path relative to the site root, and its text. */
export interface FrontMatterInput {
  file: string;
  text: string;
}

/**
 * `parseFrontMatter` of each file, in order, through the build cache: one entry per folder holds the
 * front matter of its files, under their YAML blocks' bytes, so a folder whose blocks parsed before
 * gets them without YAML being parsed again (most of what discovering a large site took in a new
 * process). One entry per folder, not per file: making a file costs far more than reading one. Only
 * front matter that JSON stores exactly is cached (no `.inf`, no -0), and nothing when a file has an error:
 * a cached value is always the one parsing would give.
 */
export function parseFrontMatters(
  cache: BuildCache | undefined,
  inputs: readonly FrontMatterInput[],
): FrontMatterResult[] {
  return runSteps(parseFrontMatterSteps(cache, inputs));
}

/** `parseFrontMatters` as steps: a file at a time without a cache, a folder at a time with one. */
export function* parseFrontMatterSteps(
  cache: BuildCache | undefined,
  inputs: readonly FrontMatterInput[],
): StageSteps<FrontMatterResult[]> {
  if (!cache) {
    const parsed: FrontMatterResult[] = [];
    for (const { file, text } of inputs) {
      parsed.push(parseFrontMatter(text, file));
      yield;
    }
    return parsed;
  }
  const results: FrontMatterResult[] = new Array(inputs.length);
  const toStore: [string, (FrontMatter | null)[]][] = [];
  for (const indexes of byFolder(inputs)) {
    const split = indexes.map((i) => splitFrontMatter(inputs[i]!.text));
    // The files' paths do not change their front matter, only where a diagnostic points.
    const key = cacheKey(...split.map(({ yaml }) => yaml ?? '\0none'));
    const stored = cache.read<(FrontMatter | null)[]>(
      NAMESPACE,
      key,
      (value) => Array.isArray(value) && value.length === indexes.length,
    );
    const parsed = indexes.map((i, n) => {
      const frontMatter = stored?.[n];
      if (frontMatter) return { frontMatter, body: split[n]!.body, diagnostics: [] };
      return parseFrontMatter(inputs[i]!.text, inputs[i]!.file);
    });
    for (const [n, result] of parsed.entries()) results[indexes[n]!] = result;
    if (!stored) toStore.push([key, parsed.map(({ frontMatter }) => (isJsonData(frontMatter) ? frontMatter : null))]);
    yield;
  }
  // Nothing is stored when a file has an error: the build fails before it writes anything.
  if (results.every(({ diagnostics }) => diagnostics.length === 0))
    for (const [key, value] of toStore) cache.write(NAMESPACE, key, value);
  return results;
}

/** The inputs' indexes grouped by folder, in order. */
function byFolder(inputs: readonly FrontMatterInput[]): number[][] {
  const groups = new Map<string, number[]>();
  inputs.forEach(({ file }, i) => {
    const folder = path.posix.dirname(file);
    const group = groups.get(folder);
    if (group) group.push(i);
    else groups.set(folder, [i]);
  });
  return [...groups.values()];
}

/** Whether JSON gives back exactly this value: plain objects and arrays of strings, booleans, null and finite numbers. */
export function isJsonData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isJsonData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every(isJsonData);
}
