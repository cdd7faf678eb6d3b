import { mdxComponents } from '../../templates/mdx/mdx-components.js';
import type { BuildContext } from '../context/build-context.js';
import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { attributedToPage } from '../diagnostics/internal-error.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { bundleClientComponents } from './bundle-client-components.js';
import { compileMdx } from './compile-mdx.js';
import type { ContentFileData } from './content-file-data.js';
import { evaluatePageModules, type PageModuleInput } from './evaluate-page-modules.js';
import { pageStylesheets, withStylesheet } from './page-stylesheets.js';
import { renderCrashDiagnostic } from './render-crash-diagnostic.js';
import { storeRenderedMarkdown, takeCachedMarkdown } from './markdown-cache.js';
import { renderMarkdownInWorkers } from './render-markdown-in-workers.js';
import { renderPageModule } from './render-page-modules.js';
import { toRenderedContent } from './to-rendered-content.js';

export interface ContentResult {
  /** Each content file's rendered page, by file, in discovery order. */
  rendered: Map<string, RenderedContent>;
  /**
   * Browser files the pages need, by output path: the modules of the site's client components
   * (`'use client'`) and the CSS that components import.
   */
  assets: Map<string, OutputFile>;
}

/**
 * Renders every content file to HTML with its headings, links and text: Markdown through unified
 * (across worker threads for large sites); MDX compiled, bundled with its imports and rendered with
 * React; TSX pages bundled and rendered, and the client components they use bundled for the browser
 * against the client's React (`client.sharedModules`). Every error of every file is collected before
 * the stage fails.
 */
export async function renderContent(context: BuildContext, sources: SourceFile[], client: Pick<ClientAssets, 'sharedModules'>): Promise<ContentResult> {
  const routes = sources.map((source): [string, string] => [source.absPath, source.route]);
  const markdownSources = sources.filter((source) => source.extension === '.md');
  const moduleSources = sources.filter((source) => source.extension !== '.md');

  // Markdown pages whose result the cache holds are not rendered again (MDX and TSX pages import
  // modules the cache does not follow yet, so they always render).
  const cacheScope = context.cache && { cache: context.cache, root: context.root, sharedKey: JSON.stringify(context.config), routesByPath: new Map(routes) };
  const { cached, toRender } = cacheScope ? takeCachedMarkdown(cacheScope, markdownSources) : { cached: [], toRender: markdownSources };

  const [markdown, modules] = await Promise.all([
    renderMarkdownInWorkers(toRender, { root: context.root, routes }, context.highlighter),
    renderModulePages(context, moduleSources, new Map(routes), client.sharedModules),
  ]);
  if (cacheScope) storeRenderedMarkdown(cacheScope, toRender, markdown);
  const diagnostics = [...markdown.diagnostics, ...modules.diagnostics];
  failOnErrors(diagnostics);
  // Keep discovery order so later stages see a stable order.
  const byFile = new Map([...cached, ...markdown.rendered, ...modules.rendered]);
  return { rendered: new Map(sources.map((source) => [source.file, byFile.get(source.file)!])), assets: modules.assets };
}

/**
 * MDX and TSX pages: compile, bundle together, run, bundle their client components, render with React
 * (led by a link to the CSS their components import).
 */
async function renderModulePages(
  context: BuildContext,
  sources: SourceFile[],
  routesByPath: Map<string, string>,
  sharedModules: Record<string, string>,
): Promise<{ rendered: [string, RenderedContent][]; assets: Map<string, OutputFile>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const rendered: [string, RenderedContent][] = [];
  const assets = new Map<string, OutputFile>();
  if (sources.length === 0) return { rendered, assets, diagnostics };
  const options = { root: context.root, routesByPath, highlighter: await context.highlighter(), mdxBuiltIns: Object.keys(mdxComponents) };
  const inputs: { input: PageModuleInput; source: SourceFile; data: ContentFileData }[] = [];
  for (const source of sources) {
    const data: ContentFileData = { source, diagnostics, links: [], toc: [], anchors: [] };
    if (source.extension === '.mdx') {
      const code = await compileMdx(source, data, options);
      if (code !== undefined) inputs.push({ input: { file: source.file, absPath: source.absPath, code }, source, data });
    } else {
      inputs.push({ input: { file: source.file, absPath: source.absPath }, source, data });
    }
  }
  if (diagnostics.length > 0) return { rendered, assets, diagnostics };

  const evaluated = await evaluatePageModules(context.root, inputs.map(({ input }) => input));
  diagnostics.push(...evaluated.diagnostics);
  const clientComponents = await bundleClientComponents(context.root, evaluated.clientComponents, sharedModules);
  diagnostics.push(...clientComponents.diagnostics);
  // Pages would render without their client components' browser modules.
  if (clientComponents.diagnostics.length > 0) return { rendered, assets, diagnostics };
  const stylesheets = pageStylesheets(evaluated.stylesheets);
  for (const { source, data } of inputs) {
    const module = evaluated.modules.get(source.file);
    if (!module) continue;
    try {
      const output = renderPageModule(module, source.file, mdxComponents, clientComponents.urls);
      if ('diagnostic' in output) {
        diagnostics.push(output.diagnostic);
        continue;
      }
      if (source.extension === '.tsx') applyModuleMetadata(source, module);
      data.firstHeading ??= output.firstHeading;
      data.sections = output.sections;
      const html = withStylesheet(output.html, stylesheets.urls.get(source.file));
      rendered.push([source.file, toRenderedContent(source, data, html, output.plainText, output.anchors)]);
    } catch (error) {
      const crash = renderCrashDiagnostic(error, source.file);
      if (!crash) throw attributedToPage(error, source.file);
      diagnostics.push(crash);
    }
  }
  return { rendered, assets: new Map([...clientComponents.files, ...stylesheets.files]), diagnostics };
}

/** A TSX page may export `title` and `description` next to its component. */
function applyModuleMetadata(source: SourceFile, module: Record<string, unknown>): void {
  if (typeof module.title === 'string') source.frontMatter.title ??= module.title;
  if (typeof module.description === 'string') source.frontMatter.description ??= module.description;
}
