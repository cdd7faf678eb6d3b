import path from 'node:path';
import type { FrontMatter } from '../model/front-matter.js';
import type { SourceKind } from '../model/source-file.js';

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})-/;

/**
 * The id and route of a content file, from its path under its content folder and its front matter.
 * Docs live at the site root, blog posts under /blog, standalone pages at the root too.
 */
export function sourceRoute(kind: SourceKind, relativePath: string, frontMatter: FrontMatter): { id: string; route: string } {
  const withoutExtension = relativePath.replace(/\.(mdx?|tsx)$/, '');
  const isIndex = path.posix.basename(withoutExtension) === 'index';
  const folder = path.posix.dirname(withoutExtension) === '.' ? '' : path.posix.dirname(withoutExtension);
  const id = isIndex ? folder || 'index' : withoutExtension;

  if (kind === 'blog') {
    const name = (isIndex ? path.posix.basename(folder) : path.posix.basename(withoutExtension)).replace(DATE_PREFIX, '');
    const slug = frontMatter.slug?.replace(/^\/+|\/+$/g, '') ?? name;
    return { id, route: `/blog/${slug}` };
  }
  const defaultRoute = `/${isIndex ? folder : withoutExtension}`;
  if (frontMatter.slug === undefined) return { id, route: normaliseRoute(defaultRoute) };
  const slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : `/${folder ? `${folder}/` : ''}${frontMatter.slug}`;
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
