import { readFile } from 'node:fs/promises';
import equal from 'fast-deep-equal/es6/index.js';
import type { BuildState } from '../build/build-site.js';
import { cacheKey } from '../cache/build-cache.js';
import { dataKey } from '../cache/data-key.js';
import { storeRenderedMarkdown } from '../content/markdown/markdown-cache.js';
import {
  contentCacheScope,
  contentRoutes,
  isReadAsMarkdown,
  renderMarkdownPages,
  renderModulePagesOf,
} from '../content/render-content.js';
import type { ModulePagesResult } from '../model/module-pages.js';
import { parseFrontMatter } from '../discover/front-matter.js';
import type { Page } from '../model/page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import type { SiteModel } from '../model/site-model.js';
import { renderPage } from '../render/render-page.js';
import { renderShared, renderSharedKey } from '../render/render-site.js';
import { buildRoutes } from '../routes/build-routes.js';
import { checkSiteLinks } from '../routes/check-site-links.js';
import { sourcePage } from '../routes/content-pages.js';
import { htmlFilePath } from '../write/output-files.js';
import { indexWithEdits, setStateIndex, stateIndex } from './state-index.js';

export interface HotPageUpdate {
  /** The edited pages' HTML by output path (`faq/index.html`). */
  pages: Map<string, string>;
  /**
   * The same HTML by render key (see `pageRenderKeys`), for the render memo of the whole build that
   * follows: it takes these pages from it instead of rendering them again.
   */
  memo: Map<string, Uint8Array>;
  /** The state with the edits in it, for the next update. */
  state: BuildState;
}

/** Front matter that decides a page's route: an edit of it is for the whole build. */
const ROUTE_KEYS = ['id', 'slug'] as const;

/** An edited file: its source and rendered content before and after, and its page. */
interface Edit {
  before: SourceFile;
  after: SourceFile;
  page: Page;
}

/**
 * The quick way to show an edit, when every changed file is a doc or standalone page in Markdown or
 * MDX whose route stays (front matter `id` and `slug` unchanged): renders just those pages again (an
 * MDX page alone, when the browser files it needs are those already served); or when every changed
 * file is a module or stylesheet the MDX and TSX pages import (a component): renders those pages
 * again, and takes the ones whose content changed as edited. When nothing any other page shows of the
 * edited pages changed (their front matter, their title and description in sidebars, previous/next,
 * breadcrumbs and category cards, the anchors other pages may link to), only their links are checked,
 * in time independent of the site's size; otherwise the routes stage runs again over the site in
 * memory and they are rendered with the new sidebars. Returns undefined when neither can show it
 * (another kind of file, a blog post, whose listings and feeds show it, a diagnostic, a browser file
 * not served yet): the whole build then decides and reports. The whole build runs after it in any
 * case, for the other pages, the search index, all-docs.txt and the sitemap, and gives the same HTML
 * for the pages shown here.
 */
export async function hotPageUpdate(
  state: BuildState,
  changedFiles: readonly string[],
): Promise<HotPageUpdate | undefined> {
  const { sourcesByPath } = stateIndex(state);
  const moduleInputs = new Set(state.moduleInputs);
  if (changedFiles.length > 0 && changedFiles.every((file) => moduleInputs.has(file) && !sourcesByPath.has(file)))
    return moduleInputsUpdate(state);
  const edits = await editedSources(state, changedFiles);
  if (!edits) return undefined;
  const renderedNow = await renderEditedPages(
    state,
    edits.map((edit) => edit.after),
  );
  return renderedNow && showEdits(state, edits, renderedNow);
}

/** The edited files as edits of pages, when each is a doc or standalone page (not TSX) whose route stays. */
async function editedSources(state: BuildState, changedFiles: readonly string[]): Promise<Edit[] | undefined> {
  const { sourcesByPath, pagesByFile } = stateIndex(state);
  const edits: Edit[] = [];
  for (const absPath of changedFiles) {
    const before = sourcesByPath.get(absPath);
    const page = before && pagesByFile.get(before.file);
    if (!before || !page || before.kind === 'blog' || before.extension === '.tsx') return undefined;
    let text: string;
    try {
      text = await readFile(absPath, 'utf8');
    } catch {
      return undefined;
    }
    const parsed = parseFrontMatter(text, before.file);
    if (
      parsed.diagnostics.length > 0 ||
      ROUTE_KEYS.some((key) => !equal(parsed.frontMatter[key], before.frontMatter[key]))
    )
      return undefined;
    edits.push({ before, after: { ...before, text, body: parsed.body, frontMatter: parsed.frontMatter }, page });
  }
  return edits;
}

/**
 * After an edit of a component (a module or stylesheet the MDX and TSX pages import): renders those
 * pages again, as the whole build does, and shows the docs and standalone pages whose content changed.
 * Undefined when a blog post changed, when a TSX page now exports another title or description, or
 * (see `renderEditedPages`) on a diagnostic or a browser file not served yet.
 */
async function moduleInputsUpdate(state: BuildState): Promise<HotPageUpdate | undefined> {
  const { pagesByFile } = stateIndex(state);
  const moduleSources = state.sources.filter((source) => !isReadAsMarkdown(source, state.context.config));
  const modules = await renderModulePagesIfServed(state, moduleSources);
  if (!modules) return undefined;
  const byFile = new Map(moduleSources.map((source) => [source.file, source]));
  const edits: Edit[] = [];
  for (const [file, content] of modules.rendered) {
    if (equal(content, state.rendered.get(file))) continue;
    const source = byFile.get(file);
    const page = pagesByFile.get(file);
    if (!source || !page || source.kind === 'blog') return undefined;
    edits.push({ before: source, after: source, page });
  }
  for (const { after } of edits) {
    const [now, before] = [modules.rendered.find(([file]) => file === after.file)?.[1], state.rendered.get(after.file)];
    if (after.extension === '.tsx' && (now?.title !== before?.title || now?.description !== before?.description))
      return undefined;
  }
  return showEdits(
    state,
    edits,
    new Map(modules.rendered.filter(([file]) => edits.some((edit) => edit.after.file === file))),
  );
}

/** Shows edited pages whose new content is `renderedNow`: alone when no other page shows what changed, else with the routes stage again. */
function showEdits(
  state: BuildState,
  edits: Edit[],
  renderedNow: Map<string, RenderedContent>,
): HotPageUpdate | undefined {
  const { context } = state;
  const rendered = new Map(state.rendered);
  for (const [file, content] of renderedNow) rendered.set(file, content);
  const editedByFile = new Map(edits.map((edit) => [edit.after.file, edit.after]));
  const sources = state.sources.map((source) => editedByFile.get(source.file) ?? source);
  const replaced = editedPagesAlone(state, edits, renderedNow);
  if (!replaced) return withOtherPages(state, { sources, rendered }, editedByFile);

  const pages = state.site.pages.map((page) => replaced.get(page) ?? page);
  const index = stateIndex(state);
  const routes = new Map(index.routes);
  for (const page of replaced.values()) routes.set(page.route, page);
  const links = [...replaced.values()].flatMap((page) =>
    (page.content?.links ?? []).map((link) => ({ link, fromRoute: page.route })),
  );
  // A warning (onBrokenLinks: 'warn') is for the whole build to print.
  if (checkSiteLinks(context, routes, links, state.site.posts.length > 0, state.drafts).length > 0) return undefined;

  const { pages: html, memo } = renderPages(state, [...replaced.values()], state.shared, state.renderSharedKey);
  const next: BuildState = { ...state, sources, rendered, site: { ...state.site, pages } };
  setStateIndex(next, indexWithEdits(index, routes, replaced.values(), editedByFile.values()));
  return { pages: html, memo, state: next };
}

/**
 * The edited pages' content, rendered as the whole build renders them; undefined on a diagnostic (the
 * whole build reports it), or when an MDX page needs a browser file that is not served as it is.
 */
async function renderEditedPages(
  state: BuildState,
  edited: SourceFile[],
): Promise<Map<string, RenderedContent> | undefined> {
  const { context } = state;
  const markdownSources = edited.filter((source) => isReadAsMarkdown(source, context.config));
  const moduleSources = edited.filter((source) => !isReadAsMarkdown(source, context.config));
  const [markdown, modules] = await Promise.all([
    renderMarkdownPages(context, markdownSources, state),
    moduleSources.length > 0 ? renderModulePagesIfServed(state, moduleSources) : { rendered: [] },
  ]);
  if (markdown.diagnostics.length > 0 || !modules) return undefined;
  // Kept in the content cache, where the whole build that follows finds them instead of rendering them again.
  const cacheScope = contentCacheScope(context, contentRoutes(state), state.dataKeys);
  if (cacheScope) {
    storeRenderedMarkdown(cacheScope, markdownSources, markdown);
    await cacheScope.cache.finish({ prune: false });
  }
  return new Map([...markdown.rendered, ...modules.rendered]);
}

/**
 * MDX and TSX pages rendered as the whole build renders them, when they rendered without a diagnostic
 * and every browser file they need (a client component's module, a component's stylesheet) is served
 * already, with the same bytes; undefined otherwise, for the whole build to serve the new files.
 */
async function renderModulePagesIfServed(
  state: BuildState,
  sources: SourceFile[],
): Promise<ModulePagesResult | undefined> {
  const modules = await renderModulePagesOf(
    state.context,
    sources,
    state,
    state.assets.sharedModules,
    state.renderModulePages,
  );
  if (modules.diagnostics.length > 0) return undefined;
  const served = [...modules.assets].every(([name, file]) =>
    sameBytes(state.assets.files.get(name)?.contents, file.contents),
  );
  return served ? modules : undefined;
}

function sameBytes(served: string | Uint8Array | undefined, rendered: string | Uint8Array): boolean {
  return served !== undefined && Buffer.from(served).equals(Buffer.from(rendered));
}

/**
 * The edited pages with their new content, when no other page shows anything of them that changed
 * (see `showsTheSameElsewhere`); undefined otherwise.
 */
function editedPagesAlone(
  state: BuildState,
  edits: Edit[],
  renderedNow: Map<string, RenderedContent>,
): Map<Page, Page> | undefined {
  const { listedOnCards } = stateIndex(state);
  const replaced = new Map<Page, Page>();
  for (const { before, after, page } of edits) {
    const content = renderedNow.get(after.file);
    const previous = state.rendered.get(before.file);
    if (!content || !previous || !page.content || !equal(after.frontMatter, before.frontMatter)) return undefined;
    const fields = showsTheSameElsewhere(before, previous, after, content, listedOnCards.has(page.route));
    if (!fields) return undefined;
    replaced.set(page, { ...page, content, description: fields.description });
  }
  return replaced;
}

/**
 * When other pages show what changed (a title in the sidebars, a heading in their links): the routes
 * stage again over the site in memory (no file is read again) and the edited pages rendered with the
 * new sidebars. The other pages follow with the whole build. Undefined when the routes stage fails:
 * the whole build reports it.
 */
function withOtherPages(
  state: BuildState,
  inputs: Pick<BuildState, 'sources' | 'rendered'>,
  editedByFile: Map<string, SourceFile>,
): HotPageUpdate | undefined {
  let site: SiteModel;
  try {
    site = buildRoutes(
      { ...state.context, warnings: [] },
      { ...inputs, drafts: state.drafts, endpoints: state.endpoints },
      { checkContentLinksOf: linksToRecheck(state, inputs.rendered, editedByFile) },
    );
  } catch (error) {
    if (error instanceof BuildError) return undefined;
    throw error;
  }
  const shared = renderShared(state.context, site, state.assets);
  const sharedKey = state.renderSharedKey === undefined ? undefined : renderSharedKey(shared);
  const { pages: html, memo } = renderPages(
    state,
    site.pages.filter((page) => page.file && editedByFile.has(page.file)),
    shared,
    sharedKey,
  );
  return { pages: html, memo, state: { ...state, ...inputs, site, shared, renderSharedKey: sharedKey } };
}

/**
 * The pages' HTML by output path, and by render key when the build keyed its pages (`sharedKey`): the
 * key the whole build gives a page with this data, its content known by the key the content cache
 * stored it under (see `renderEditedPages`).
 */
function renderPages(
  state: BuildState,
  pages: Page[],
  shared: BuildState['shared'],
  sharedKey: string | undefined,
): Pick<HotPageUpdate, 'pages' | 'memo'> {
  const html = new Map<string, string>();
  const memo = new Map<string, Uint8Array>();
  for (const page of pages) {
    const text = renderPage(shared, page);
    html.set(htmlFilePath(page.route), text);
    if (sharedKey !== undefined) memo.set(cacheKey(sharedKey, dataKey(page, state.dataKeys)), Buffer.from(text));
  }
  return { pages: html, memo };
}

/**
 * The routes whose links the routes stage must check again after an edit that keeps every route: the
 * edited pages', when each of them kept all its anchors (so that every other page's links still reach
 * what they did); undefined (all of them) when one lost an anchor.
 */
function linksToRecheck(
  state: BuildState,
  rendered: ReadonlyMap<string, RenderedContent>,
  editedByFile: Map<string, SourceFile>,
): Set<string> | undefined {
  for (const file of editedByFile.keys()) {
    const anchors = new Set(rendered.get(file)?.anchors ?? []);
    if (!(state.rendered.get(file)?.anchors ?? []).every((anchor) => anchors.has(anchor))) return undefined;
  }
  return new Set([...editedByFile.values()].map((source) => source.route));
}

/**
 * The edited page's fields, when it looks the same to the pages that show it (by its title; by its
 * description when a category's card lists it) and link into it (by its anchors): the same page
 * fields but for its content and description, and no anchor gone. Undefined when it does not.
 */
function showsTheSameElsewhere(
  before: SourceFile,
  previous: RenderedContent,
  after: SourceFile,
  content: RenderedContent,
  onCards: boolean,
): Page | undefined {
  const fieldsBefore = sourcePage(before, previous);
  const fieldsAfter = sourcePage(after, content);
  const elsewhere = (page: Page) => ({
    ...page,
    content: undefined,
    description: onCards ? page.description : undefined,
  });
  if (!equal(elsewhere(fieldsBefore), elsewhere(fieldsAfter))) return undefined;
  const anchors = new Set(content.anchors);
  return previous.anchors.every((anchor) => anchors.has(anchor)) ? fieldsAfter : undefined;
}
