import { cacheKey, type BuildCache } from '../cache/build-cache.js';
import type { FrontMatter } from '../model/front-matter.js';
import { parseFrontMatter, splitFrontMatter, type FrontMatterResult } from './front-matter.js';

const NAMESPACE = 'front-matter';

/**
 * `parseFrontMatter` through the build cache: a front matter block whose bytes parsed before, without a diagnostic,
 * gets the same front matter without YAML being parsed again (most of what discovering a large site
 * took in a new process). Only front matter that JSON stores exactly is cached (no dates, no
 * `undefined`, no -0), so a cached value is always the one parsing would give.
 */
export function parseFrontMatterCached(cache: BuildCache | undefined, text: string, file: string): FrontMatterResult {
  const { yaml, body } = splitFrontMatter(text);
  if (!cache || yaml === undefined) return parseFrontMatter(text, file);
  // The file's path does not change its front matter, only where a diagnostic points, and those are never cached.
  const key = cacheKey(yaml);
  const frontMatter = cache.read<FrontMatter>(NAMESPACE, key);
  if (frontMatter !== undefined) return { frontMatter, body, diagnostics: [] };
  const parsed = parseFrontMatter(text, file);
  if (parsed.diagnostics.length === 0 && isJsonData(parsed.frontMatter)) cache.write(NAMESPACE, key, parsed.frontMatter);
  return parsed;
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
