import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic, SourceLocation } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import type { SourceFile } from '../../model/source-file.js';
import { isFolderIndex } from '../../paths/doc-id.js';
import { contentData } from '../content-file-data.js';
import { walkTree } from '../../shared/walk-tree.js';
import type { LinkFolders } from '../../model/link-folders.js';

export interface ResolveLinksOptions {
  root: string;
  /** Route of every content file, by absolute path. */
  routesByPath: ReadonlyMap<string, string>;
  /** The docs folder (`.md` links not found beside the page are looked up from it) and the static folder. */
  folders: LinkFolders;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Rewrites internal links to routes (relative `.md` links included) and records them for the dead-link
 * check; checks that images under `static/` exist.
 */
export function remarkResolveLinks(options: ResolveLinksOptions) {
  return (tree: Root, file: VFile) => {
    const data = contentData(file);
    walkTree<Link | Definition | Image>(tree, ['link', 'definition', 'image'], (node) => {
      const target = node as Link | Definition | Image;
      if (EXTERNAL.test(target.url)) return;
      const location = { file: data.source.file, line: target.position?.start.line, column: (target.position?.start.column ?? 1) - 1 };
      if (target.type === 'image') {
        const found = checkImage(target, { root: options.root, staticDir: options.folders.static }, data.source.absPath, location, data.diagnostics);
        if (found) data.dependencies?.images.push(siteRelative(options.root, found));
        return;
      }
      const resolved = resolveLink(target.url, data.source, options);
      if (resolved.file && data.dependencies) data.dependencies.routes[siteRelative(options.root, resolved.file.path)] = resolved.file.route;
      if (resolved.absent && data.dependencies) data.dependencies.absent.push(...resolved.absent.map((file) => siteRelative(options.root, file)));
      if (resolved.error) {
        data.diagnostics.push(makeDiagnostic('DEAD_LINK', location, { url: target.url, problem: resolved.error }));
        return;
      }
      data.links.push({ target: resolved.target ?? resolved.url, written: target.url, location });
      target.url = resolved.url;
    });
  };
}

interface ResolvedLink {
  url: string;
  target?: string;
  error?: string;
  /** The content file a `.md` link led to. */
  file?: { path: string; route: string };
  /** Content files looked for first and not found (a later build that finds one resolves the link there). */
  absent?: string[];
}

/**
 * The route a link points at (with its #anchor), or why it cannot be resolved. A `.md`/`.mdx` link is a
 * file beside the page (from the site root when it starts with `/`), else the same path from the docs
 * folder, as Docusaurus looks it up. Any other link is resolved as the browser would on the page's URL,
 * which this site serves without a trailing slash: `configuration` on `/cli` is `/configuration`. A
 * folder's page (`index.md`, `README.md`) is the folder itself, as Docusaurus serves it (`/guides/`):
 * `setup` on it is `/guides/setup`.
 */
function resolveLink(url: string, from: SourceFile, { root, routesByPath, folders }: ResolveLinksOptions): ResolvedLink {
  const fromRoute = from.route;
  const [pathPart = '', hash] = splitHash(url);
  const suffix = hash === undefined ? '' : `#${hash}`;
  // An in-page anchor stays as written in the HTML; the check still needs the page it points into.
  if (pathPart === '') return { url, target: `${fromRoute}${suffix}` };
  if (/\.mdx?$/.test(pathPart)) {
    const written = decodeURI(pathPart);
    // A versioned doc's links stay within its version: its own folder stands for the docs folder.
    const docsFolder = (from.version && folders.versions?.[from.version]) || folders.docs;
    const docsDir = path.join(root, docsFolder);
    const candidates = [written.startsWith('/') ? path.join(root, written) : path.resolve(path.dirname(from.absPath), written), path.join(docsDir, written)];
    const foundAt = candidates.findIndex((candidate) => routesByPath.has(candidate));
    if (foundAt === -1) {
      const absolute = candidates[0]!;
      const other = absolute.endsWith('.mdx') ? absolute.slice(0, -1) : `${absolute}x`;
      const suggestion = routesByPath.has(other) ? ` (did you mean ${path.basename(other)}?)` : '';
      return { url, error: `no content file at ${path.relative(root, absolute).split(path.sep).join('/')}${suggestion}, nor under ${docsFolder}/` };
    }
    const absolute = candidates[foundAt]!;
    const route = routesByPath.get(absolute)!;
    return { url: `${route}${suffix}`, file: { path: absolute, route }, ...(foundAt > 0 && { absent: candidates.slice(0, foundAt) }) };
  }
  const resolved = new URL(pathPart, `http://site${folderPage(from) && fromRoute !== '/' ? `${fromRoute}/` : fromRoute}`).pathname.replace(/\/$/, '') || '/';
  return { url: `${resolved}${suffix}` };
}

/** Whether a page is its folder's page: `index.md`/`README.md` (or `.mdx`, `.tsx`). */
function folderPage(source: SourceFile): boolean {
  return isFolderIndex(path.basename(source.file).replace(/\.(mdx?|tsx)$/, ''));
}

function splitHash(url: string): [string, string | undefined] {
  const index = url.indexOf('#');
  return index === -1 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}

/** Points the image at its path under the static folder and returns its absolute path; reports it when missing. */
function checkImage(image: Image, folders: { root: string; staticDir: string }, fromFile: string, location: SourceLocation, diagnostics: Diagnostic[]): string | undefined {
  const staticDir = path.join(folders.root, folders.staticDir);
  const staticName = folders.staticDir;
  const pathPart = decodeURI(image.url.split(/[?#]/)[0]!);
  const absolute = pathPart.startsWith('/') ? path.join(staticDir, pathPart) : path.resolve(path.dirname(fromFile), pathPart);
  const insideStatic = absolute.startsWith(staticDir + path.sep);
  if (insideStatic && existsSync(absolute)) {
    image.url = `/${path.relative(staticDir, absolute).split(path.sep).join('/')}`;
    return absolute;
  }
  const missingAt = insideStatic ? (pathPart.startsWith('/') ? pathPart : `/${path.relative(staticDir, absolute)}`) : undefined;
  diagnostics.push(makeDiagnostic('MISSING_IMAGE', location, { url: image.url, staticFolder: staticName, missingAt }));
  return undefined;
}

function siteRelative(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}
