import fs from 'node:fs';
import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { createLineFinder, type LineFinder } from '../diagnostics/source-lines.js';
import { NOT_FOUND_ROUTE } from '../model/built-in-routes.js';
import type { ClientAssets } from '../model/client-assets.js';
import { blogRoot, siteFolders } from '../config/site-folders.js';
import {
  blogFeedFiles,
  GENERATED_FILES,
  hasMarkdownCopy,
  markdownFilePath,
  openApiSpecFilePath,
} from '../model/generated-files.js';
import type { OutputFile } from '../model/output-file.js';
import type { SiteModel } from '../model/site-model.js';
import { runSteps, type Checkpoint, type StageSteps } from '../context/stage-steps.js';
import { publicSiteUrl } from '../shared/absolute-url.js';
import { allDocsBytesSteps } from './all-docs-text.js';
import { atomFeed, rssFeed } from './blog-feeds.js';
import { llmsTxtSteps } from './llms-txt.js';
import { pageMarkdown } from './page-markdown.js';
import { redirectFiles } from './redirect-files.js';
import { findOutputPathConflicts, type OutputPathConflict } from './output-path-conflicts.js';
import { sitemapXml } from './sitemap.js';
import { listStaticFiles } from './static-files.js';

/** What goes into the output folder. */
export interface OutputInputs {
  site: SiteModel;
  /** Rendered HTML by route, a function that renders it when the file is written, or the output file itself. */
  html: Map<string, string | (() => string | Uint8Array) | OutputFile>;
  assets: ClientAssets;
}

/**
 * Every file of the output folder by path relative to it: the files of `static/`, then each page's
 * HTML (`index.html`, `<route>/index.html`, `404.html`), each page's Markdown copy (`<route>.md`),
 * `all-docs.txt`, `llms.txt`, `llms-full.txt`, `sitemap.xml`, the blog feeds, the OpenAPI specs
 * (`openapi/<id>.yaml`), the client assets and the redirects' pages and `_redirects`. A generated file wins over a static file of the same path, with a warning.
 * `checkpoint` is awaited between these groups of files (each took 5–20 ms of watch's thread at 10,000 pages).
 */
export async function collectOutputs(
  context: BuildContext,
  inputs: OutputInputs,
  checkpoint?: Checkpoint,
): Promise<Map<string, OutputFile>> {
  const { site, html, assets } = inputs;
  const files = new Map<string, OutputFile>();
  for (const [file, absPath] of await listStaticFiles(
    context.root,
    context.config.staticDotfiles,
    siteFolders(context.config).static,
  ))
    files.set(file, { contents: '', copyFrom: absPath });

  const generated = new Map<string, OutputFile>();
  for (const [route, page] of html) {
    generated.set(
      htmlFilePath(route),
      typeof page === 'string'
        ? { contents: page }
        : typeof page === 'function'
          ? { contents: '', render: page }
          : page,
    );
  }
  await checkpoint?.();
  // Made when written (or not at all, when a build with the cache takes them from the last output);
  // the two copies of every doc as UTF-8 once, not each encoded again where it is hashed and written.
  let allDocs: Uint8Array | undefined;
  function* allDocsOnce(): StageSteps<Uint8Array> {
    return (allDocs ??= yield* allDocsBytesSteps(site, publicSiteUrl(context.config)));
  }
  const allDocsFile = (): OutputFile => ({
    contents: '',
    render: () => runSteps(allDocsOnce()),
    renderSteps: allDocsOnce,
  });
  generated.set(GENERATED_FILES.allDocs, allDocsFile());
  generated.set(GENERATED_FILES.llmsFull, allDocsFile());
  generated.set(GENERATED_FILES.llms, {
    contents: '',
    render: () => runSteps(llmsTxtSteps(context.config, site)),
    renderSteps: () => llmsTxtSteps(context.config, site),
  });
  for (const page of site.pages)
    if (hasMarkdownCopy(page))
      generated.set(markdownFilePath(page.route), { contents: '', render: () => pageMarkdown(page) });
  await checkpoint?.();
  for (const spec of context.config.openapi)
    generated.set(openApiSpecFilePath(spec), { contents: '', copyFrom: path.resolve(context.root, spec.file) });
  generated.set(GENERATED_FILES.sitemap, { contents: sitemapXml(site, publicSiteUrl(context.config)) });
  await checkpoint?.();
  if (site.posts.length > 0) {
    generated.set(blogFeedFiles(blogRoot(context.config)).rss, { contents: rssFeed(context.config, site) });
    generated.set(blogFeedFiles(blogRoot(context.config)).atom, { contents: atomFeed(context.config, site) });
  }
  for (const [file, output] of assets.files) generated.set(file, output);
  for (const [file, contents] of redirectFiles(site.redirects, context.config, htmlFilePath))
    generated.set(file, { contents });

  for (const [file, output] of generated) {
    if (files.get(file)?.copyFrom) {
      const staticFolder = siteFolders(context.config).static;
      context.warnings.push(
        makeDiagnostic('STATIC_FILE_SHADOWED', { file: `${staticFolder}/${file}` }, { staticFolder, file }),
      );
    }
    files.set(file, output);
  }
  await checkpoint?.();
  failOnErrors(
    findOutputPathConflicts(files.keys()).map((conflict) =>
      conflictDiagnostic(conflict, site, createLineFinder(context.root)),
    ),
  );
  return files;
}

function conflictDiagnostic({ file, nested }: OutputPathConflict, site: SiteModel, lines: LineFinder): Diagnostic {
  const pageWriting = (output: string) => site.pages.find((page) => htmlFilePath(page.route) === output);
  const owner = pageWriting(nested) ?? pageWriting(file);
  const location = owner?.file ? lines.locate(owner.file, ['slug:']) : owner ? undefined : { file: `static/${nested}` };
  return makeDiagnostic('OUTPUT_PATH_CONFLICT', location, {
    nested,
    file,
    ...(owner && { owner: { route: owner.route, needs: htmlFilePath(owner.route), file: owner.file } }),
  });
}

/** `/` → `index.html`, `/404` → `404.html`, `/a/b` → `a/b/index.html`. */
export function htmlFilePath(route: string): string {
  if (route === '/') return 'index.html';
  if (route === NOT_FOUND_ROUTE) return '404.html';
  return `${route.slice(1)}/index.html`;
}

/** The contents of an output file, rendering it if it is rendered on demand, reading it if it is copied. */
export function outputContents(file: OutputFile): string | Uint8Array {
  if (file.render) return file.render();
  if (file.renderPage) return file.renderPage().html;
  return file.copyFrom ? fs.readFileSync(file.copyFrom) : file.contents;
}

/** `outputContents` in steps: a file made from the whole site is made in its own steps (`renderSteps`). */
export function* outputContentSteps(file: OutputFile): StageSteps<string | Uint8Array> {
  if (file.renderSteps) return yield* file.renderSteps();
  return outputContents(file);
}
