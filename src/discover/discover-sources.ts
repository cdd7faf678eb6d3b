import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/config-schema.js';
import { blogRoot, docsRoot, siteFolders } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { DocVersion } from '../model/doc-version.js';
import type { DiscoveredSources, SourceFile, SourceKind } from '../model/source-file.js';
import { filesOutsideRoot } from '../paths/files-outside-root.js';
import { runSteps, runStepsWith, type Checkpoint, type StageSteps } from '../context/stage-steps.js';
import { parseFrontMatterSteps } from './front-matter-cache.js';
import { sourceRoute, type RouteBases } from './source-route.js';

/** Files given their route between two steps of discover. */
const FILES_PER_STEP = 1000;

/** Never content, wherever a folder is: partials and drafts (`_name`) and installed packages. */
const ALWAYS_IGNORED = ['**/_*', '**/node_modules/**'];

interface ContentFolder {
  kind: SourceKind;
  /** The docs version the folder holds (a versioned site's docs only). */
  version?: DocVersion;
  /** Relative to the site root. */
  folder: string;
  include: string[];
  exclude: string[];
}

/** The content folders the config names: the docs (`docs.path`, its include/exclude), the blog, standalone pages. */
function contentFolders(config: SiteConfig, versions: DocVersion[] | undefined): ContentFolder[] {
  const folders = siteFolders(config);
  const { include, exclude } = config.docs;
  return [
    ...(versions
      ? versions.map((version): ContentFolder => ({ kind: 'doc', version, folder: version.folder, include, exclude }))
      : [{ kind: 'doc' as const, folder: folders.docs, include, exclude }]),
    { kind: 'blog', folder: folders.blog, include: ['**/*.{md,mdx}'], exclude: [] },
    { kind: 'page', folder: folders.pages, include: ['**/*.{md,mdx,tsx}'], exclude: [] },
  ];
}

/**
 * Finds every content file, reads it, parses its front matter and decides its route. Drafts are left
 * out (and returned apart) unless the build includes them. `checkpoint` is awaited after each file read
 * and between the steps of parsing (see `runStepsWith`).
 */
export async function discoverSources(context: BuildContext, checkpoint?: Checkpoint): Promise<DiscoveredSources> {
  const folders = contentFolders(context.config, context.versions);
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
    folders.map(async ({ kind, version, folder, include, exclude }) => {
      const files = await fg(include, {
        cwd: path.join(context.root, folder),
        ignore: [...ALWAYS_IGNORED, ...exclude],
      });
      return files.sort().map((relativePath) => ({ kind, version, folder, relativePath }));
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
  const read: ReadFile[] = [];
  for (const { kind, version, folder, relativePath } of found.flat()) {
    const file = `${folder}/${relativePath}`;
    const absPath = path.join(context.root, file);
    const extension = path.extname(relativePath) as SourceFile['extension'];
    read.push({
      kind,
      ...(version && { version }),
      relativePath,
      file,
      absPath,
      extension,
      text: readFileSync(absPath, 'utf8'),
    });
    if (checkpoint) await checkpoint();
  }
  return runStepsWith(withRouteSteps(context, read), checkpoint);
}

/**
 * Content files found by an earlier discovery (`known`), read again (`watch`, after they were edited):
 * their front matter parsed and their routes decided as `discoverSources` does. Throws on a file gone.
 */
export function rediscoverSources(context: BuildContext, known: readonly SourceFile[]): DiscoveredSources {
  const folders = contentFolders(context.config, context.versions);
  const folderOf = (source: SourceFile) =>
    folders.find(({ kind, version }) => kind === source.kind && version?.name === source.version)!;
  return runSteps(
    withRouteSteps(
      context,
      known.map((source) => {
        const { folder, version } = folderOf(source);
        return {
          kind: source.kind,
          ...(version && { version }),
          relativePath: source.file.slice(folder.length + 1),
          file: source.file,
          absPath: source.absPath,
          extension: source.extension,
          text: readFileSync(source.absPath, 'utf8'),
        };
      }),
    ),
  );
}

interface ReadFile extends Pick<SourceFile, 'kind' | 'file' | 'absPath' | 'extension' | 'text'> {
  /** The docs version the file belongs to (a versioned site's docs only). */
  version?: DocVersion;
  /** Relative to its content folder. */
  relativePath: string;
}

/** Files read, with their front matter parsed and their routes decided; drafts apart unless the build includes them. */
function* withRouteSteps(context: BuildContext, read: ReadFile[]): StageSteps<DiscoveredSources> {
  const bases: RouteBases = { docs: docsRoot(context.config), blog: blogRoot(context.config) };
  const withFrontMatter = read.filter(({ extension }) => extension !== '.tsx');
  const frontMatters = new Map(
    (yield* parseFrontMatterSteps(context.cache, withFrontMatter)).map((parsed, i) => [withFrontMatter[i]!, parsed]),
  );
  const diagnostics: Diagnostic[] = [];
  const sources: SourceFile[] = [];
  for (const readFile of read) {
    const { kind, version, relativePath, file, absPath, extension, text } = readFile;
    const parsed = frontMatters.get(readFile) ?? { frontMatter: {}, body: text, diagnostics: [] };
    diagnostics.push(...parsed.diagnostics);
    const routeBases = version ? { ...bases, docs: version.routeBase } : bases;
    const { id, route, aliases } = sourceRoute(kind, relativePath, parsed.frontMatter, routeBases);
    sources.push({
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
      ...(version && { version: version.name }),
    });
    // The routes of 10,000 files at once held watch's thread for 35–55 ms.
    if (sources.length % FILES_PER_STEP === 0) yield;
  }
  failOnErrors(diagnostics);
  if (context.includeDrafts) return { sources, drafts: [] };
  return {
    sources: sources.filter((source) => source.frontMatter.draft !== true),
    drafts: sources.filter((source) => source.frontMatter.draft === true),
  };
}
