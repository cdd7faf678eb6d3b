import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
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
