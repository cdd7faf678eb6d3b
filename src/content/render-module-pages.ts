import { mdxComponents } from '../../templates/mdx/mdx-components.js';
import type { BuildContext } from '../context/build-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { attributedToPage } from '../diagnostics/internal-error.js';
import type { OutputFile } from '../model/output-file.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { bundleClientComponents } from './bundle-client-components.js';
import { compileMdx } from './compile-mdx.js';
import { isCompiledAsMdx } from './content-format.js';
import { createPartialCompiler } from './mdx-partials.js';
import { userPlugins } from './user-plugins.js';
import { noDependencies } from './content-dependencies.js';
import type { ContentFileData } from './content-file-data.js';
import { linkFolders } from './link-folders.js';
import { evaluatePageModules, type PageModuleInput } from './evaluate-page-modules.js';
import { pageStylesheets, withStylesheet } from './page-stylesheets.js';
import { renderCrashDiagnostic } from './render-crash-diagnostic.js';
import { renderPageModule } from './render-page-modules.js';
import { toRenderedContent } from './to-rendered-content.js';

export interface ModulePagesResult {
  rendered: [string, RenderedContent][];
  assets: Map<string, OutputFile>;
  diagnostics: Diagnostic[];
  /** Files esbuild read for the pages and their client components (absolute), and images the pages found. */
  inputs: string[];
  images: string[];
}

/**
 * MDX and TSX pages: compile, bundle together, run, bundle their client components, render with React
 * (led by a link to the CSS their components import).
 */
export async function renderModulePages(
  context: BuildContext,
  sources: SourceFile[],
  routesByPath: Map<string, string>,
  sharedModules: Record<string, string>,
): Promise<ModulePagesResult> {
  const diagnostics: Diagnostic[] = [];
  const rendered: [string, RenderedContent][] = [];
  const none = { rendered, assets: new Map<string, OutputFile>(), diagnostics, inputs: [], images: [] };
  if (sources.length === 0) return none;
  const options = {
    root: context.root,
    routesByPath,
    folders: linkFolders(context.config),
    siteUrl: context.config.url,
    highlighter: await context.highlighter(),
    mdxBuiltIns: Object.keys(mdxComponents),
    userPlugins: userPlugins(context.config.markdown),
  };
  const inputs: { input: PageModuleInput; source: SourceFile; data: ContentFileData }[] = [];
  // One record for all the pages: they are bundled, and cached, together.
  const dependencies = noDependencies();
  const partials = createPartialCompiler(options, { diagnostics, dependencies });
  for (const source of sources) {
    const data: ContentFileData = { source, diagnostics, links: [], toc: [], anchors: [], dependencies };
    if (isCompiledAsMdx(source, context.config.markdown.format)) {
      const code = await compileMdx(source, data, options);
      if (code !== undefined) await partials.includeInPage(source, data);
      if (code !== undefined) inputs.push({ input: { file: source.file, absPath: source.absPath, code, imports: data.imports }, source, data });
    } else {
      inputs.push({ input: { file: source.file, absPath: source.absPath }, source, data });
    }
  }
  if (diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return none;

  const evaluated = await evaluatePageModules(context.root, inputs.map(({ input }) => input), (absPath) => partials.code(absPath, '/'));
  diagnostics.push(...evaluated.diagnostics);
  const clientComponents = await bundleClientComponents(context.root, evaluated.clientComponents, sharedModules);
  diagnostics.push(...clientComponents.diagnostics);
  // Pages would render without their client components' browser modules.
  if (clientComponents.diagnostics.length > 0) return none;
  const stylesheets = pageStylesheets(evaluated.stylesheets);
  for (const { source, data } of inputs) {
    const module = evaluated.modules.get(source.file);
    if (!module) continue;
    try {
      const output = renderPageModule(module, source.file, mdxComponents, clientComponents.urls, { siteUrl: context.config.url, route: source.route });
      if ('diagnostic' in output) {
        diagnostics.push(output.diagnostic);
        continue;
      }
      if (source.extension === '.tsx') applyModuleMetadata(source, module);
      data.firstHeading ??= output.firstHeading;
      data.sections = output.sections;
      const html = withStylesheet(output.html, stylesheets.urls.get(source.file));
      rendered.push([source.file, toRenderedContent(source, data, html, output.plainText, output.anchors, output.markdown)]);
    } catch (error) {
      const crash = renderCrashDiagnostic(error, source.file);
      if (!crash) throw attributedToPage(error, source.file);
      diagnostics.push(crash);
    }
  }
  return {
    rendered,
    assets: new Map([...clientComponents.files, ...stylesheets.files]),
    diagnostics,
    inputs: [...new Set([...evaluated.inputs, ...clientComponents.inputs])].sort(),
    images: dependencies.images,
  };
}

/** A TSX page may export `title` and `description` next to its component. */
function applyModuleMetadata(source: SourceFile, module: Record<string, unknown>): void {
  if (typeof module.title === 'string') source.frontMatter.title ??= module.title;
  if (typeof module.description === 'string') source.frontMatter.description ??= module.description;
}
