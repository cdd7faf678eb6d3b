import { readFile } from 'node:fs/promises';
import { REDIRECTS_FILE } from '../model/generated-files.js';
import type { SiteView, SourceFile } from './file-source.js';

/** Where a redirected path sends the reader, and with which status. */
export interface RedirectRule {
  to: string;
  status: number;
}

/**
 * The exact-path rules of a `_redirects` file (Netlify's format: `from to [status]` a line, a line
 * starting with `#` a comment), by `from` path without a trailing slash. Rules with splats or
 * placeholders (`*`, `:name`) and statuses other than 301, 302, 307 and 308 are left out.
 */
export function parseRedirectRules(text: string): Map<string, RedirectRule> {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('#')) continue;
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || rest.length > 0 || !from.startsWith('/') || /[*:]/.test(from)) continue;
    if (!['301', '302', '307', '308'].includes(status)) continue;
    if (!rules.has(pathKey(from))) rules.set(pathKey(from), { to, status: Number(status) });
  }
  return rules;
}

/** A path as rules are kept under: decoded, without a trailing slash. */
export function pathKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is kept as written: it matches only itself.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * Reads the rules of a site's `_redirects`, again only when the file changed (its bytes in memory, or
 * its size and time on disk): a request costs one lookup of the file.
 */
export function createRedirectLookup(): (view: SiteView) => Promise<Map<string, RedirectRule>> {
  let last: { version: unknown; rules: Map<string, RedirectRule> } | undefined;
  const none = new Map<string, RedirectRule>();
  return async (view) => {
    const file = await view.find(REDIRECTS_FILE, false);
    if (!file) return none;
    const version = versionOf(file);
    const cached = last;
    if (cached && cached.version === version) return cached.rules;
    const rules = parseRedirectRules((await contentsOf(file)).toString('utf8'));
    last = { version, rules };
    return rules;
  };
}

function versionOf(file: SourceFile): unknown {
  return file.kind === 'memory' ? file.file : `${file.absolutePath}:${file.stats.size}:${file.stats.mtimeMs}`;
}

function contentsOf(file: SourceFile): Promise<Buffer> {
  return file.kind === 'memory' ? Promise.resolve(file.file.body) : readFile(file.absolutePath);
}
