import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { readVersionNames, versionFolder } from '../config/doc-versions.js';
import { routeBase } from '../config/site-folders.js';
import { parseFrontMatter } from '../discover/front-matter.js';
import { sourceRoute } from '../discover/source-route.js';

export interface DocsFolderSettings {
  /** Relative to the site root. */
  path: string;
  routeBasePath: string;
  include: string[];
  exclude: string[];
}

/**
 * The route of each doc of a docs folder by its ids (its id and its aliases), as the build gives them:
 * a Docusaurus navbar item `{ type: 'doc', docId }` becomes a link to that route.
 */
export function docRoutesById(root: string, docs: DocsFolderSettings): Map<string, string> {
  const folder = path.join(root, docs.path);
  const routes = new Map<string, string>();
  if (!fs.existsSync(folder)) return routes;
  const files = fg.sync(docs.include, { cwd: folder, ignore: ['**/_*', '**/node_modules/**', ...docs.exclude] }).sort();
  for (const relativePath of files) {
    if (!/\.mdx?$/.test(relativePath)) continue;
    const { frontMatter } = parseFrontMatter(fs.readFileSync(path.join(folder, relativePath), 'utf8'), relativePath);
    const { id, route, aliases } = sourceRoute('doc', relativePath, frontMatter, {
      docs: routeBase(docs.routeBasePath) || '/',
      blog: '/blog',
    });
    for (const name of [id, ...(aliases ?? [])]) if (!routes.has(name)) routes.set(name, route);
  }
  return routes;
}

/** The docs keys of the carried config that say where each version's docs are (Docusaurus' names). */
export interface VersionKeys {
  lastVersion?: string;
  versions?: Record<string, { path?: string }>;
}

/**
 * The route of each doc by its ids, as the navbar's `{ type: 'doc', docId }` should lead: on a versioned
 * project (`versions.json`), to the doc in the last version (the one readers land on, at the docs' route
 * base), else in the other versions in the dropdown's order (current first); on any other, in the docs
 * folder.
 */
export function navbarDocRoutes(root: string, docs: DocsFolderSettings, keys: VersionKeys): Map<string, string> {
  const names = readVersionNames(root);
  if (!names || names.length === 0) return docRoutesById(root, docs);
  const last = keys.lastVersion ?? names[0]!;
  const base = routeBase(docs.routeBasePath);
  const versionRoute = (name: string) => {
    const written = keys.versions?.[name]?.path ?? (name === last ? '' : name === 'current' ? 'next' : name);
    return `${base}/${written.replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, '') || '/';
  };
  const inOrder = [last, ...['current', ...names].filter((name) => name !== last)];
  const routes = new Map<string, string>();
  for (const name of inOrder) {
    const folder = name === 'current' ? docs.path : versionFolder(name);
    for (const [id, route] of docRoutesById(root, { ...docs, path: folder, routeBasePath: versionRoute(name) }))
      if (!routes.has(id)) routes.set(id, route);
  }
  return routes;
}
