import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/config-schema.js';
import { blogRoot, docsRoot, siteFolders } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { DiscoveredSources, SourceFile, SourceKind } from '../model/source-file.js';
import { filesOutsideRoot } from '../paths/files-outside-root.js';
import { parseFrontMatters } from './front-matter-cache.js';
import { sourceRoute, type RouteBases } from './source-route.js';

/** Never content, wherever a folder is: partials and drafts (`_name`) and installed packages. */
const ALWAYS_IGNORED = ['**/_*', '**/node_modules/**'];

interface ContentFolder {
  kind: SourceKind;
  /** Relative to the site root. */
  folder: string;
  include: string[];
  exclude: string[];
}

/** The content folders the config names: the docs (`docs.path`, its include/exclude), the blog, standalone pages. */
function contentFolders(config: SiteConfig): ContentFolder[] {
  const folders = siteFolders(config);
  return [
    { kind: 'doc', folder: folders.docs, include: config.docs.include, exclude: config.docs.exclude },
    { kind: 'blog', folder: folders.blog, include: ['**/*.{md,mdx}'], exclude: [] },
    { kind: 'page', folder: folders.pages, include: ['**/*.{md,mdx,tsx}'], exclude: [] },
  ];
}

/**
 * Finds every content file, reads it, parses its front matter and decides its route. Drafts are left
 * out (and returned apart) unless the build includes them.
 */
export async function discoverSources(context: BuildContext): Promise<DiscoveredSources> {
  const folders = contentFolders(context.config);
  if (!folders.some(({ folder }) => existsSync(path.join(context.root, folder)))) {
    const docs = folders[0]!.folder;
    throw new BuildError([
      makeDiagnostic(
        'CONTENT_MISSING',
        { file: docs },
        { folders: folders.map(({ folder }) => folder), root: context.root, docs },
      ),
    ]);
  }
  const found = await Promise.all(
    folders.map(async ({ kind, folder, include, exclude }) => {
      const files = await fg(include, {
        cwd: path.join(context.root, folder),
        ignore: [...ALWAYS_IGNORED, ...exclude],
      });
      return files.sort().map((relativePath) => ({ kind, folder, relativePath }));
    }),
  );
  // Checked before any file is read: a link out of the site would publish what it points at.
  const files = found
    .flat()
    .map(({ folder, relativePath }): [string, string] => [
      `${folder}/${relativePath}`,
      path.join(context.root, folder, relativePath),
    ]);
  failOnErrors(await filesOutsideRoot(context.root, files, 'CONTENT_LINK_OUTSIDE'));
  // Read synchronously: a promise per file cost large sites seconds, with nothing else for this thread to do.
  const read = found.flat().map(({ kind, folder, relativePath }) => {
    const file = `${folder}/${relativePath}`;
    const absPath = path.join(context.root, file);
    const extension = path.extname(relativePath) as SourceFile['extension'];
    return { kind, relativePath, file, absPath, extension, text: readFileSync(absPath, 'utf8') };
  });
  return withRoutes(context, read);
}

/**
 * Content files found by an earlier discovery (`known`), read again (`watch`, after they were edited):
 * their front matter parsed and their routes decided as `discoverSources` does. Throws on a file gone.
 */
export function rediscoverSources(context: BuildContext, known: readonly SourceFile[]): DiscoveredSources {
  const folders = new Map(contentFolders(context.config).map(({ kind, folder }) => [kind, folder]));
  return withRoutes(
    context,
    known.map(({ kind, file, absPath, extension }) => ({
      kind,
      relativePath: file.slice(folders.get(kind)!.length + 1),
      file,
      absPath,
      extension,
      text: readFileSync(absPath, 'utf8'),
    })),
  );
}

interface ReadFile extends Pick<SourceFile, 'kind' | 'file' | 'absPath' | 'extension' | 'text'> {
  /** Relative to its content folder. */
  relativePath: string;
}

/** Files read, with their front matter parsed and their routes decided; drafts apart unless the build includes them. */
function withRoutes(context: BuildContext, read: ReadFile[]): DiscoveredSources {
  const bases: RouteBases = { docs: docsRoot(context.config), blog: blogRoot(context.config) };
  const withFrontMatter = read.filter(({ extension }) => extension !== '.tsx');
  const frontMatters = new Map(
    parseFrontMatters(context.cache, withFrontMatter).map((parsed, i) => [withFrontMatter[i]!, parsed]),
  );
  const diagnostics: Diagnostic[] = [];
  const sources = read.map(({ kind, relativePath, file, absPath, extension, text }, i): SourceFile => {
    const parsed = frontMatters.get(read[i]!) ?? { frontMatter: {}, body: text, diagnostics: [] };
    diagnostics.push(...parsed.diagnostics);
    const { id, route, aliases } = sourceRoute(kind, relativePath, parsed.frontMatter, bases);
    return {
      kind,
      file,
      absPath,
      extension,
      text,
      body: parsed.body,
      frontMatter: parsed.frontMatter,
      id,
      route,
      ...(aliases && { aliases }),
    };
  });
  failOnErrors(diagnostics);
  if (context.includeDrafts) return { sources, drafts: [] };
  return {
    sources: sources.filter((source) => source.frontMatter.draft !== true),
    drafts: sources.filter((source) => source.frontMatter.draft === true),
  };
}
