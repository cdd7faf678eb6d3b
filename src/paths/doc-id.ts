import path from 'node:path';
import type { FrontMatter } from '../model/front-matter.js';

/**
 * Docusaurus' number prefix: `01-intro`, `2_guides`, `3. setup` order files and folders and are left
 * out of ids and routes. Names that look like dates or versions (`2024-01-02-notes`, `1.2-changes`) keep
 * theirs.
 */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
const NOT_A_PREFIX = /^(?:\d{4}[-_.]\d{1,2}[-_.]\d{1,2}|\d{1,2}[-_.]\d{1,2}[-_.]\d{4}|\d+[-_.]\d+)/;

/** A file or folder name without its number prefix (`01-intro` → `intro`). */
export function stripNumberPrefix(name: string): string {
  if (NOT_A_PREFIX.test(name)) return name;
  return name.replace(NUMBER_PREFIX, '');
}

/** `index.md` and `README.md` (any case) are their folder's page. */
export function isFolderIndex(fileName: string): boolean {
  return /^(?:index|readme)$/i.test(fileName);
}

/** A doc's identity, as Docusaurus gives it. */
export interface DocIdentity {
  /** Folder path without number prefixes, then front matter `id` or the file name without its prefix. */
  id: string;
  /** Route under the docs' route base, before `slug`: the id's path, or the folder for an index/README. */
  path: string;
  /** The folder the doc is in, without number prefixes (`guides`), `` at the top. */
  folder: string;
  /** Other ids the doc answers to in a sidebar: an index doc's folder (`guides`), as docs-build named it before. */
  aliases: string[];
}

/** The id and default route path of a doc from its path under the docs folder and its front matter. */
export function docIdentity(relativePath: string, frontMatter: FrontMatter): DocIdentity {
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  const rawFolder = path.posix.dirname(withoutExtension);
  const folder = rawFolder === '.' ? '' : rawFolder.split('/').map(stripNumberPrefix).join('/');
  const fileName = path.posix.basename(withoutExtension);
  const written =
    typeof frontMatter.id === 'string' && frontMatter.id.trim() !== '' ? frontMatter.id.trim() : undefined;
  const baseId = written ?? stripNumberPrefix(fileName);
  const id = folder ? `${folder}/${baseId}` : baseId;
  if (isFolderIndex(fileName)) {
    const alias = folder || 'index';
    return { id, path: `/${folder}`, folder, aliases: alias === id ? [] : [alias] };
  }
  return { id, path: `/${folder ? `${folder}/` : ''}${baseId}`, folder, aliases: [] };
}
