import path from 'node:path';
import type { BuildContext } from '../context/build-context.js';
import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { mdxComponents } from '../../templates/mdx/mdx-components.js';
import { createCodeHighlighter } from './code-highlighter.js';
import { compileMdx } from './compile-mdx.js';
import type { ContentFileData } from './content-file-data.js';
import type { ContentPluginOptions } from './content-plugins.js';
import { evaluatePageModules, type PageModuleInput } from './evaluate-page-modules.js';
import type { RenderedContent, SourceFile } from './page-model.js';
import { createMarkdownProcessor, renderMarkdown } from './render-markdown.js';
import { renderPageModule } from './render-page-modules.js';
import { splitAtTruncateMarker } from './truncate-marker.js';

/**
 * Renders every content file to HTML with its headings, links and text. Markdown goes through unified;
 * MDX is compiled, bundled with its imports and rendered with React; TSX pages are bundled and rendered.
 * Every error of every file is collected before the stage fails.
 */
export async function renderContent(context: BuildContext, sources: SourceFile[]): Promise<Map<string, RenderedContent>> {
  const options: ContentPluginOptions = {
    root: context.root,
    routesByPath: new Map(sources.map((source) => [source.absPath, source.route])),
    highlighter: await createCodeHighlighter(),
    mdxBuiltIns: Object.keys(mdxComponents),
  };
  const diagnostics: Diagnostic[] = [];
  const rendered = new Map<string, RenderedContent>();
  const markdown = createMarkdownProcessor(options);
  const moduleInputs: { input: PageModuleInput; source: SourceFile; data: ContentFileData }[] = [];

  for (const source of sources) {
    const data: ContentFileData = { source, diagnostics, links: [], toc: [], anchors: [] };
    if (source.extension === '.md') {
      const html = await renderMarkdown(markdown, source, data);
      rendered.set(source.file, toRenderedContent(source, data, html, data.plainText ?? '', data.anchors));
    } else if (source.extension === '.mdx') {
      const code = await compileMdx(source, data, options);
      if (code !== undefined) moduleInputs.push({ input: { file: source.file, absPath: source.absPath, code }, source, data });
    } else {
      moduleInputs.push({ input: { file: source.file, absPath: source.absPath }, source, data });
    }
  }
  failOnErrors(diagnostics);

  const { modules, diagnostics: moduleDiagnostics } = await evaluatePageModules(context.root, moduleInputs.map(({ input }) => input));
  diagnostics.push(...moduleDiagnostics);
  for (const { source, data } of moduleInputs) {
    const module = modules.get(source.file);
    if (!module) continue;
    const output = renderPageModule(module, source.file, mdxComponents);
    if ('diagnostic' in output) {
      diagnostics.push(output.diagnostic);
      continue;
    }
    if (source.extension === '.tsx') applyModuleMetadata(source, module);
    data.firstHeading ??= output.firstHeading;
    rendered.set(source.file, toRenderedContent(source, data, output.html, output.plainText, output.anchors));
  }
  failOnErrors(diagnostics);
  return rendered;
}

function toRenderedContent(source: SourceFile, data: ContentFileData, fullHtml: string, plainText: string, anchors: string[]): RenderedContent {
  const { html, excerptHtml } = splitAtTruncateMarker(fullHtml);
  const title = source.frontMatter.title ?? data.firstHeading ?? titleFromId(source.id);
  return {
    html,
    title,
    hasOwnH1: data.firstHeading !== undefined,
    toc: data.toc,
    plainText,
    anchors,
    links: data.links,
    ...(excerptHtml !== undefined ? { excerptHtml } : {}),
  };
}

/** A TSX page may export `title` and `description` next to its component. */
function applyModuleMetadata(source: SourceFile, module: Record<string, unknown>): void {
  if (typeof module.title === 'string') source.frontMatter.title ??= module.title;
  if (typeof module.description === 'string') source.frontMatter.description ??= module.description;
}

function titleFromId(id: string): string {
  const name = path.posix.basename(id).replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
