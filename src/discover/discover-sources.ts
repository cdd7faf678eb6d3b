import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/config-schema.js';
import { blogRoot, docsRoot, siteFolders } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import { BuildError, failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import type { DocVersion } from '../model/doc-version.js';
import type { DiscoveredSources, SourceFile, SourceKind } from '../model/source-file.js';
import { filesOutsideRoot } from '../paths/files-outside-root.js';
import { runSteps, runStepsWith, type Checkpoint, type StageSteps } from '../context/stage-steps.js';
import { isJsonData, parseFrontMatterSteps } from './front-matter-cache.js';
import { listContentFolder, type FolderListing, type FoundFile, type UnchangedFile } from './source-snapshots.js';
import { sourceTextKey, textKey } from '../cache/source-text-key.js';
import { withTextFromDisk } from './source-text.js';
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
 * Finds every content file, reads it, parses its front matter and decides its route; a build that
 * writes with a cache reads only the files changed since the last one (see `listContentFolder`). Drafts
 * are left out (and returned apart) unless the build includes them. `checkpoint` is awaited after each file read
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
  // A build that writes with a cache (which reads a file's body only when it must) lists each folder
  // through its snapshot, and reads only the files changed since the last build.
  const snapshots = context.lazyContentBodies ? context.cache : undefined;
  const found = await Promise.all(
    folders.map(async ({ kind, version, folder, include, exclude }) => {
      const toList = {
        folder,
        absFolder: path.join(context.root, folder),
        include,
        ignore: [...ALWAYS_IGNORED, ...exclude],
      };
      const listing = await listContentFolder(snapshots, toList);
      return { listing, files: listing.relativePaths.map((relativePath) => ({ kind, version, folder, relativePath })) };
    }),
  );
  // Checked before any file is read: a link out of the site would publish what it points at.
  const files = found
    .flatMap(({ listing, files }) => (listing.listedAgain ? files : []))
    .map(({ folder, relativePath }): [string, string] => [
      `${folder}/${relativePath}`,
      path.join(context.root, folder, relativePath),
    ]);
  failOnErrors(await filesOutsideRoot(context.root, files, 'CONTENT_LINK_OUTSIDE'));
  // Read synchronously: a promise per file cost large sites seconds, with nothing else for this thread to do.
  const read: ReadFile[] = [];
  for (const { listing, files } of found) {
    for (const { kind, version, folder, relativePath } of files) {
      const file = `${folder}/${relativePath}`;
      const absPath = path.join(context.root, file);
      const extension = path.extname(relativePath) as SourceFile['extension'];
      const unchanged = listing.unchanged(relativePath);
      read.push(
        unchanged
          ? { kind, version, relativePath, file, absPath, extension, listing, unchanged }
          : { kind, version, relativePath, file, absPath, extension, listing, text: readFileSync(absPath, 'utf8') },
      );
      if (checkpoint && !unchanged) await checkpoint();
    }
  }
  if (!snapshots) return runStepsWith(withRouteSteps(context, read), checkpoint);
  const foundFiles = new Map(found.map(({ listing }): [FolderListing, FoundFile[]] => [listing, []]));
  const discovered = await runStepsWith(
    withRouteSteps(context, read, (readFile, remembered) =>
      foundFiles.get(readFile.listing!)!.push({ relativePath: readFile.relativePath, ...remembered }),
    ),
    checkpoint,
  );
  for (const [listing, files] of foundFiles) listing.remember(files);
  return discovered;
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

/** A content file found: where it is, and its text, or what the last build knew of it unchanged since. */
type ReadFile = FileWhere & ({ text: string; unchanged?: undefined } | { unchanged: UnchangedFile; text?: undefined });

interface FileWhere extends Pick<SourceFile, 'kind' | 'file' | 'absPath' | 'extension'> {
  /** The docs version the file belongs to (a versioned site's docs only). */
  version?: DocVersion;
  /** Relative to its content folder. */
  relativePath: string;
  /** The listing of its folder that found it (`discoverSources`). */
  listing?: FolderListing;
}

/** What `withRouteSteps` tells of each file once every file is discovered: what the next build may reuse. */
type RememberFile = (readFile: ReadFile, found: Omit<FoundFile, 'relativePath'>) => void;

/**
 * Files read, with their front matter parsed and their routes decided; drafts apart unless the build
 * includes them. A file known unchanged keeps the front matter known, and is read only if its text is
 * asked for (`withTextFromDisk`).
 */
function* withRouteSteps(
  context: BuildContext,
  read: ReadFile[],
  remember?: RememberFile,
): StageSteps<DiscoveredSources> {
  const bases: RouteBases = { docs: docsRoot(context.config), blog: blogRoot(context.config) };
  const versionBases = new Map<DocVersion, RouteBases>();
  const basesOf = (version: DocVersion | undefined) => {
    if (!version) return bases;
    let found = versionBases.get(version);
    if (!found) versionBases.set(version, (found = { ...bases, docs: version.routeBase }));
    return found;
  };
  const withFrontMatter = read.filter(
    (readFile): readFile is ReadFile & { text: string } => readFile.text !== undefined && readFile.extension !== '.tsx',
  );
  const frontMatters = new Map(
    (yield* parseFrontMatterSteps(context.cache, withFrontMatter)).map((parsed, i) => [withFrontMatter[i]!, parsed]),
  );
  // Cached results of a file are kept under its text's key: made once here, where its text was read.
  const keyTexts = context.cache !== undefined;
  const diagnostics: Diagnostic[] = [];
  const sources: SourceFile[] = [];
  const found: [ReadFile, Omit<FoundFile, 'relativePath'>][] = [];
  for (const readFile of read) {
    const { kind, version, relativePath, file, absPath, extension, text, unchanged } = readFile;
    const parsed = unchanged
      ? { frontMatter: unchanged.frontMatter, body: undefined, diagnostics: [] }
      : (frontMatters.get(readFile) ?? { frontMatter: {}, body: text!, diagnostics: [] });
    diagnostics.push(...parsed.diagnostics);
    const { id, route, aliases } = sourceRoute(kind, relativePath, parsed.frontMatter, basesOf(version));
    const { frontMatter } = parsed;
    const source: SourceFile = unchanged
      ? withTextFromDisk({
          kind,
          file,
          absPath,
          extension,
          textKey: unchanged.textKey,
          frontMatter,
          id,
          route,
          ...(aliases && { aliases }),
          ...(version && { version: version.name }),
        })
      : {
          kind,
          file,
          absPath,
          extension,
          text: text!,
          body: parsed.body!,
          ...(keyTexts && { textKey: textKey(text!) }),
          frontMatter,
          id,
          route,
          ...(aliases && { aliases }),
          ...(version && { version: version.name }),
        };
    sources.push(source);
    if (remember) {
      const keeps = unchanged !== undefined || (parsed.diagnostics.length === 0 && isJsonData(parsed.frontMatter));
      found.push([readFile, { textKey: sourceTextKey(source), frontMatter: keeps ? parsed.frontMatter : null }]);
    }
    // The routes of 10,000 files at once held watch's thread for 35–55 ms.
    if (sources.length % FILES_PER_STEP === 0) yield;
  }
  failOnErrors(diagnostics);
  for (const [readFile, remembered] of found) remember!(readFile, remembered);
  if (context.includeDrafts) return { sources, drafts: [] };
  const discovered: DiscoveredSources = { sources: [], drafts: [] };
  for (const source of sources)
    (source.frontMatter.draft === true ? discovered.drafts : discovered.sources).push(source);
  return discovered;
}
