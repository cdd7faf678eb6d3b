import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { attributedToPage } from '../../diagnostics/internal-error.js';
import type { CodeHighlighter } from '../../model/code-highlighter.js';
import type { RenderedContent } from '../../model/rendered-content.js';
import type { SourceFile } from '../../model/source-file.js';
import { checkNestingDepth } from '../syntax/check-nesting-depth.js';
import { createCodeHighlighter } from '../code-blocks/code-highlighter.js';
import { noDependencies, type ContentDependencies } from '../content-dependencies.js';
import type { ContentFileData } from '../content-file-data.js';
import type { LinkFolders } from '../../model/link-folders.js';
import { renderCrashDiagnostic } from '../render-crash-diagnostic.js';
import { createMarkdownRenderer } from './render-markdown.js';
import { toRenderedContent } from '../to-rendered-content.js';
import { userPluginDiagnostic, type UserPlugins } from '../user-plugins.js';

/** What a batch of Markdown files renders to; plain data, so it can cross a worker boundary. */
export interface MarkdownBatchResult {
  rendered: [file: string, content: RenderedContent][];
  diagnostics: Diagnostic[];
  /** What each page that rendered without a diagnostic depended on: those may be cached. */
  dependencies: [file: string, dependencies: ContentDependencies][];
}

export interface MarkdownBatchOptions {
  root: string;
  /** Route of every content file, by absolute path (a map crosses to a worker as well as an array). */
  routesByPath: ReadonlyMap<string, string>;
  folders: LinkFolders;
  /** The site's public origin (`config.url`): links in each page's Markdown copy are absolute on it. */
  siteUrl: string;
  /** The site's base URL (`config.baseUrl`). */
  baseUrl: string;
  /**
   * The config has unified plugins: a worker thread loads the config itself to get them, as functions
   * cannot be posted to it.
   */
  loadUserPlugins?: boolean;
}

/** Renders `.md` files one after another, sharing processors, one highlighter and the site's plugins. */
export async function renderMarkdownFiles(sources: SourceFile[], options: MarkdownBatchOptions, highlighter?: CodeHighlighter, plugins?: UserPlugins): Promise<MarkdownBatchResult> {
  const renderer = createMarkdownRenderer({
    root: options.root,
    routesByPath: options.routesByPath,
    folders: options.folders,
    siteUrl: options.siteUrl,
    baseUrl: options.baseUrl,
    highlighter: highlighter ?? (await createCodeHighlighter()),
    userPlugins: plugins,
  });
  const diagnostics: Diagnostic[] = [];
  const rendered: MarkdownBatchResult['rendered'] = [];
  const dependencies: MarkdownBatchResult['dependencies'] = [];
  for (const source of sources) {
    // Checked here, on whichever thread renders the page, so a hostile page fails in milliseconds.
    const tooDeep = checkNestingDepth(source.body, source.file);
    if (tooDeep) {
      diagnostics.push(tooDeep);
      continue;
    }
    const data: ContentFileData = { source, diagnostics, links: [], toc: [], anchors: [], dependencies: noDependencies() };
    const diagnosticsBefore = diagnostics.length;
    try {
      const html = await renderer.render(source, data);
      rendered.push([source.file, toRenderedContent(source, data, html, data.anchors, data.markdown)]);
      if (diagnostics.length === diagnosticsBefore) dependencies.push([source.file, data.dependencies!]);
    } catch (error) {
      const crash = userPluginDiagnostic(error, source.file) ?? renderCrashDiagnostic(error, source.file);
      if (!crash) throw attributedToPage(error, source.file);
      diagnostics.push(crash);
    }
  }
  return { rendered, diagnostics, dependencies };
}
