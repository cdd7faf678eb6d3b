import type { BuildContext } from '../context/build-context.js';
import { applyBrokenLinkPolicy } from '../diagnostics/broken-link-policy.js';
import { failOnErrors } from '../diagnostics/diagnostic.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { OutputFile } from '../model/output-file.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { storeRenderedMarkdown, takeCachedMarkdown } from './markdown-cache.js';
import { renderMarkdownInWorkers } from './render-markdown-in-workers.js';
import { cachedModulePages } from './module-pages-cache.js';
import { renderModulePages } from './render-module-pages.js';

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
  // A link to a draft left out of the build resolves to its route, so the link check can name the draft.
  const routes = [...sources, ...context.drafts].map((source): [string, string] => [source.absPath, source.route]);
  const markdownSources = sources.filter((source) => source.extension === '.md');
  const moduleSources = sources.filter((source) => source.extension !== '.md');

  // Pages whose result the cache holds are not rendered again: Markdown page by page, the MDX and TSX
  // pages (bundled together) all together.
  const cacheScope = context.cache && { cache: context.cache, root: context.root, sharedKey: JSON.stringify(context.config), routesByPath: new Map(routes) };
  const { cached, toRender } = cacheScope ? takeCachedMarkdown(cacheScope, markdownSources) : { cached: [], toRender: markdownSources };

  const [markdown, modules] = await Promise.all([
    renderMarkdownInWorkers(toRender, { root: context.root, routes }, context.highlighter),
    cachedModulePages(cacheScope, moduleSources, () => renderModulePages(context, moduleSources, new Map(routes), client.sharedModules)),
  ]);
  if (cacheScope) storeRenderedMarkdown(cacheScope, toRender, markdown);
  // Dead links found here (a relative `.md` link to no file) follow onBrokenLinks like the routes stage's.
  const diagnostics = applyBrokenLinkPolicy([...markdown.diagnostics, ...modules.diagnostics], context.config);
  context.warnings.push(...diagnostics.filter((diagnostic) => diagnostic.severity === 'warning'));
  failOnErrors(diagnostics);
  // Keep discovery order so later stages see a stable order.
  const byFile = new Map([...cached, ...markdown.rendered, ...modules.rendered]);
  return { rendered: new Map(sources.map((source) => [source.file, byFile.get(source.file)!])), assets: modules.assets };
}
