import { readFile } from 'node:fs/promises';
import equal from 'fast-deep-equal/es6/index.js';
import type { BuildState } from '../build/build-site.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { isReadAsMarkdown, renderMarkdownPages } from '../content/render-content.js';
import { parseFrontMatter } from '../discover/front-matter.js';
import type { Page } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SiteModel } from '../model/site-model.js';
import type { SourceFile } from '../model/source-file.js';
import { renderPage } from '../render/render-page.js';
import { buildRoutes } from '../routes/build-routes.js';
import { htmlFilePath } from '../write/output-files.js';

export interface HotPageUpdate {
  /** The edited pages' HTML by output path (`faq/index.html`). */
  pages: Map<string, string>;
  /** The state with the edits in it, for the next update. */
  state: BuildState;
}

/**
 * The quick way to show an edit: when every changed file is a Markdown page whose front matter did
 * not change, renders just those pages again, checks the site's routes and links with them, and
 * returns their HTML — provided no other page of the site changes (no title, heading, sidebar or
 * blog listing depends on what was edited). Returns undefined whenever that cannot be shown (another
 * kind of file, a diagnostic, another page affected): the whole build then decides and reports. The
 * whole build runs after it in any case, for the search index, all-docs.txt and the feeds; it gives
 * the same HTML for the pages shown here.
 */
export async function hotPageUpdate(state: BuildState, changedFiles: readonly string[]): Promise<HotPageUpdate | undefined> {
  const byPath = new Map(state.sources.map((source) => [source.absPath, source]));
  const edited: SourceFile[] = [];
  for (const absPath of changedFiles) {
    const before = byPath.get(absPath);
    if (!before || !isReadAsMarkdown(before, state.context.config)) return undefined;
    let text: string;
    try {
      text = await readFile(absPath, 'utf8');
    } catch {
      return undefined;
    }
    const parsed = parseFrontMatter(text, before.file);
    if (parsed.diagnostics.length > 0 || !equal(parsed.frontMatter, before.frontMatter)) return undefined;
    edited.push({ ...before, text, body: parsed.body });
  }

  const { context } = state;
  const markdown = await renderMarkdownPages(context, edited, state.sources);
  if (markdown.diagnostics.length > 0) return undefined;

  const rendered = new Map<string, RenderedContent>(state.rendered);
  for (const [file, content] of markdown.rendered) rendered.set(file, content);
  const editedFiles = new Set(edited.map((source) => source.file));
  const sources = state.sources.map((source) => (editedFiles.has(source.file) ? edited.find((next) => next.file === source.file)! : source));
  let site: SiteModel;
  try {
    site = buildRoutes({ ...context, warnings: [] }, { sources, rendered, endpoints: state.endpoints });
  } catch (error) {
    if (error instanceof BuildError) return undefined;
    throw error;
  }
  if (!onlyEditedPagesChanged(state.site, site, editedFiles)) return undefined;

  const pages = new Map<string, string>();
  for (const page of site.pages) if (page.file && editedFiles.has(page.file)) pages.set(htmlFilePath(page.route), renderPage(state.shared, page));
  return { pages, state: { ...state, sources, rendered, site } };
}

/**
 * Whether the site model changed only in the edited files' pages: same sidebars, same blog posts, and
 * every other page the same. Content objects of unchanged files are the same objects, so the
 * comparison mostly compares references. The edited pages may differ in anything that shows only on
 * themselves (their description, their own title tag).
 */
function onlyEditedPagesChanged(before: SiteModel, after: SiteModel, editedFiles: ReadonlySet<string>): boolean {
  if (before.pages.length !== after.pages.length) return false;
  if (!equal(before.sidebars, after.sidebars) || !equal(before.posts, after.posts)) return false;
  return before.pages.every((page, index) => {
    const next: Page = after.pages[index]!;
    if (page.route !== next.route) return false;
    return page.file && editedFiles.has(page.file) ? next.file === page.file : equal(page, next);
  });
}
