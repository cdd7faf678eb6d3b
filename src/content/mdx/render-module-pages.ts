import { mdxComponents } from '../../../templates/mdx/mdx-components.js';
import type { MarkdownConfig } from '../../config/markdown-config-schema.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { attributedToPage } from '../../diagnostics/internal-error.js';
import type { CodeHighlighter } from '../../model/code-highlighter.js';
import type { OutputFile } from '../../model/output-file.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import type { ModulePagesJob, ModulePagesResult } from '../../model/module-pages.js';
import { bundleClientComponents } from './bundle-client-components.js';
import { compileMdx } from './compile-mdx.js';
import { isCompiledAsMdx } from '../content-format.js';
import { createPartialCompiler } from './mdx-partials.js';
import type { UserPlugins } from '../user-plugins.js';
import { noDependencies } from '../content-dependencies.js';
import type { ContentFileData } from '../content-file-data.js';
import { evaluatePageModules, type PageModuleInput } from './evaluate-page-modules.js';
import { pageStylesheets, withStylesheet } from './page-stylesheets.js';
import { withBaseUrl } from '../../shared/browser-shapes.js';
import { renderCrashDiagnostic } from '../render-crash-diagnostic.js';
import { renderPageModule } from './render-page-modules.js';
import { toRenderedContent, type PageExports } from '../to-rendered-content.js';

/**
 * MDX and TSX pages: compile, bundle together, run, bundle their client components, render with React
 * (led by a link to the CSS their components import).
 */
export async function renderModulePages(job: ModulePagesJob, highlighter: CodeHighlighter, plugins: UserPlugins): Promise<ModulePagesResult> {
  const { sources, sharedModules } = job;
  const diagnostics: Diagnostic[] = [];
  const rendered: [string, RenderedContent][] = [];
  const none = { rendered, assets: new Map<string, OutputFile>(), diagnostics, inputs: [], images: [] };
  if (sources.length === 0) return none;
  const options = {
    root: job.root,
    routesByPath: new Map(job.routes),
    folders: job.folders,
    siteUrl: job.siteUrl,
    baseUrl: job.baseUrl,
    highlighter,
    mdxBuiltIns: Object.keys(mdxComponents),
    userPlugins: plugins,
  };
  const inputs: { input: PageModuleInput; source: SourceFile; data: ContentFileData }[] = [];
  // One record for all the pages: they are bundled, and cached, together.
  const dependencies = noDependencies();
  const partials = createPartialCompiler(options, { diagnostics, dependencies });
  for (const source of sources) {
    const data: ContentFileData = { source, diagnostics, links: [], toc: [], anchors: [], dependencies };
    if (isCompiledAsMdx(source, job.format)) {
      const code = await compileMdx(source, data, options);
      if (code !== undefined) await partials.includeInPage(source, data);
      if (code !== undefined) inputs.push({ input: { file: source.file, absPath: source.absPath, code, imports: data.imports }, source, data });
    } else {
      inputs.push({ input: { file: source.file, absPath: source.absPath }, source, data });
    }
  }
  if (diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return none;

  const evaluated = await evaluatePageModules(job.root, inputs.map(({ input }) => input), (absPath) => partials.code(absPath, '/'));
  diagnostics.push(...evaluated.diagnostics);
  const clientComponents = await bundleClientComponents(job.root, evaluated.clientComponents, sharedModules, job.baseUrl);
  diagnostics.push(...clientComponents.diagnostics);
  // Pages would render without their client components' browser modules.
  if (clientComponents.diagnostics.length > 0) return none;
  const stylesheets = pageStylesheets(evaluated.stylesheets);
  for (const { source, data } of inputs) {
    const module = evaluated.modules.get(source.file);
    if (!module) continue;
    try {
      const output = renderPageModule(module, source.file, mdxComponents, clientComponents.urls, { siteUrl: job.siteUrl, baseUrl: job.baseUrl, route: source.route });
      if ('diagnostic' in output) {
        diagnostics.push(output.diagnostic);
        continue;
      }
      const exported = source.extension === '.tsx' ? pageExports(module) : undefined;
      data.firstHeading ??= output.firstHeading;
      data.sections = output.sections;
      const stylesheet = stylesheets.urls.get(source.file);
      const html = withStylesheet(output.html, stylesheet === undefined ? undefined : withBaseUrl(job.baseUrl, stylesheet));
      rendered.push([source.file, toRenderedContent(source, data, html, output.anchors, output.markdown, exported)]);
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
function pageExports(module: Record<string, unknown>): PageExports {
  return {
    ...(typeof module.title === 'string' && { title: module.title }),
    ...(typeof module.description === 'string' && { description: module.description }),
  };
}
