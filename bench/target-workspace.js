import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageLocation } from './generate-corpus.js';
import { REPO_ROOT } from './measure-build.js';
import { setAside } from './set-aside.js';
import { BENCH_DIR, buildTargets, prepareCorpus } from './sections/build-times.js';

/** The cache folder a site without `cacheDir` in its config gets (neither the site nor the corpora set one). */
const CACHE_DIR = '.docs-build-cache';
/** What a copy of the repository's site needs, and the page the sections edit with its route. */
const SITE_PARTS = ['content', 'openapi', 'static', 'site.config.ts'];
const SITE_PAGE = { file: 'content/docs/faq.md', route: '/faq' };

/**
 * The targets a section that edits pages runs on: the ones `--only` names, so that `--only site,rebuilds`
 * runs on the site alone; without any named, every target the section selects (all of them for
 * `--only <section>`).
 */
export function namedTargets(sizes, only, selected) {
  const targets = buildTargets(sizes);
  const named = targets.filter((target) => only?.has(target.name));
  return named.length > 0 ? named : targets.filter((target) => selected(target.name));
}

/** A copy of the repository's site in a new temporary folder: the bench never edits the repository's files. */
function copySite(prefix) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const part of SITE_PARTS) fs.cpSync(path.join(REPO_ROOT, part), path.join(root, part), { recursive: true });
  return root;
}

/**
 * Where a target's edits and builds run, and `cleanup` to call afterwards. The site is used as a copy in
 * a temporary folder (removed afterwards, with its cache and output); a corpus in place, with no cache
 * left from an earlier run, and the edited page's original bytes put back afterwards.
 * @param {{ name: string, root: string, n?: number }} target
 * @param {(message: string) => void} log
 * @param {string} purpose names the temporary folders (`rebuild`, `watch`)
 * @returns {{ root: string, outDir: string, page: string, route: string, removeCache: () => void, cleanup: () => void }}
 */
export function workspace(target, log, purpose) {
  if (target.name === 'site') {
    const root = copySite(`docs-build-${purpose}-site-`);
    log(`copied the repository's site to ${root}`);
    return {
      root,
      outDir: path.join(root, 'build'),
      page: path.join(root, SITE_PAGE.file),
      route: SITE_PAGE.route,
      removeCache: () => setAside(path.join(root, CACHE_DIR)),
      cleanup: () => setAside(root),
    };
  }
  prepareCorpus(target, log);
  const { file } = pageLocation(0);
  const page = path.join(target.root, 'content', 'docs', file);
  const original = fs.readFileSync(page);
  const outDir = path.join(BENCH_DIR, `out-${purpose}-${target.name}`);
  const removeCache = () => setAside(path.join(target.root, CACHE_DIR));
  removeCache();
  return {
    root: target.root,
    outDir,
    page,
    route: `/${file.replace(/\.md$/, '')}`,
    removeCache,
    cleanup: () => {
      fs.writeFileSync(page, original);
      removeCache();
      setAside(outDir);
    },
  };
}
