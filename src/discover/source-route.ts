import path from 'node:path';
import type { FrontMatter } from '../model/front-matter.js';
import type { SourceKind } from '../model/source-file.js';
import { underBase } from '../config/site-folders.js';
import { docIdentity } from '../paths/doc-id.js';

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})-/;

/** Route prefixes of the content folders: the docs' (`/` or `/docs`) and the blog's (`/blog`). */
export interface RouteBases {
  docs: string;
  blog: string;
}

/**
 * The id and route of a content file, from its path under its content folder and its front matter.
 * Docs get Docusaurus' ids and routes under the docs' route base (see doc-id.ts), blog posts live under
 * the blog's base, standalone pages at the root. A `slug` starting with `/` is taken from the base.
 */
export function sourceRoute(
  kind: SourceKind,
  relativePath: string,
  frontMatter: FrontMatter,
  bases: RouteBases,
): { id: string; route: string; aliases?: string[] } {
  if (kind === 'doc') {
    const identity = docIdentity(relativePath, frontMatter);
    const slug = frontMatter.slug;
    const route =
      slug === undefined
        ? identity.path
        : slug.startsWith('/')
          ? slug
          : `/${identity.folder ? `${identity.folder}/` : ''}${slug}`;
    return {
      id: identity.id,
      route: normaliseRoute(underBase(bases.docs, normaliseRoute(route))),
      ...(identity.aliases.length > 0 && { aliases: identity.aliases }),
    };
  }
  const withoutExtension = relativePath.replace(/\.(mdx?|tsx)$/, '');
  const isIndex = path.posix.basename(withoutExtension) === 'index';
  const folder = path.posix.dirname(withoutExtension) === '.' ? '' : path.posix.dirname(withoutExtension);
  const id = isIndex ? folder || 'index' : withoutExtension;

  if (kind === 'blog') {
    const name = (isIndex ? path.posix.basename(folder) : path.posix.basename(withoutExtension)).replace(
      DATE_PREFIX,
      '',
    );
    const slug = frontMatter.slug?.replace(/^\/+|\/+$/g, '') ?? name;
    return { id, route: normaliseRoute(underBase(bases.blog, slug)) };
  }
  const defaultRoute = `/${isIndex ? folder : withoutExtension}`;
  if (frontMatter.slug === undefined) return { id, route: normaliseRoute(defaultRoute) };
  const slug = frontMatter.slug.startsWith('/')
    ? frontMatter.slug
    : `/${folder ? `${folder}/` : ''}${frontMatter.slug}`;
  return { id, route: normaliseRoute(slug) };
}

/** The date of a blog post from its front matter or its `YYYY-MM-DD-` file name prefix. */
export function blogDate(relativePath: string, frontMatter: FrontMatter): string | undefined {
  if (typeof frontMatter.date === 'string') return frontMatter.date.slice(0, 10);
  const parts = relativePath.split('/');
  for (const part of parts.reverse()) {
    const match = DATE_PREFIX.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

/** Leading slash, no trailing slash, no doubled slashes; `/` for the root. */
export function normaliseRoute(route: string): string {
  const cleaned = `/${route}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return cleaned === '' ? '/' : cleaned;
}
