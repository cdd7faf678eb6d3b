import equal from 'fast-deep-equal/es6/index.js';
import type { BuildState } from '../build/build-site.js';
import { pageDataKeys } from '../cache/page-data-keys.js';
import { isReadAsMarkdown, renderContent, type ContentResult } from '../content/render-content.js';
import type { BuildContext } from '../context/build-context.js';
import { BuildError } from '../diagnostics/diagnostic.js';
import { rediscoverSources } from '../discover/discover-sources.js';
import type { RenderedPage } from '../model/rendered-page.js';
import type { SourceFile } from '../model/source-file.js';
import { createPageRenderers, pageRenderKeys, renderShared, renderSharedKey } from '../render/render-site.js';
import { updateRoutes, type RouteEdit } from '../routes/update-routes.js';
import { htmlFilePath } from '../write/output-files.js';
import { indexWithEdits, setStateIndex, stateIndex } from './state-index.js';

export interface HotPageUpdate {
  /** The edited pages, rendered, by output path (`faq/index.html`). */
  pages: Map<string, RenderedPage>;
  /**
   * The same pages by render key (see `pageRenderKeys`), for the render memo of the whole build that
   * follows: it takes these pages from it instead of rendering them again.
   */
  memo: Map<string, RenderedPage>;
  /** The state with the edits in it, for the next update. */
  state: BuildState;
  /**
   * Settles when what the content stage rendered is in the build cache, where the whole build that
   * follows finds it: written while the edited pages are shown, not before.
   */
  cacheWritten: Promise<void>;
}

/**
 * The quick way to show an edit, when every changed file is a doc or standalone page in Markdown or
 * MDX whose route stays: the steps of the whole build (`buildSite`) for those pages' worth, from the
 * state it left: discover reads them again, content renders them (an MDX page alone, when the browser
 * files it needs are those already served), routes makes their pages again (alone when nothing other
 * pages show of them changed, in time independent of the site's size; else over the site in memory,
 * with new sidebars), render renders them. Or, when every changed file is a module or stylesheet the
 * MDX and TSX pages import (a component): content renders those pages again, and the ones whose content
 * changed go on as edited. Returns undefined when neither can show it (another kind of file, a blog
 * post, whose listings and feeds show it, a diagnostic, a browser file not served yet): the whole build
 * then decides and reports. The whole build runs after it in any case, for the other pages, the search
 * index, all-docs.txt and the sitemap, and gives the same HTML for the pages shown here; it finds the
 * edited pages' content in the content cache and their HTML in the render memo.
 */
export async function hotPageUpdate(
  state: BuildState,
  changedFiles: readonly string[],
): Promise<HotPageUpdate | undefined> {
  const { sourcesByPath } = stateIndex(state);
  const moduleInputs = new Set(state.moduleInputs);
  if (changedFiles.length > 0 && changedFiles.every((file) => moduleInputs.has(file) && !sourcesByPath.has(file)))
    return moduleInputsUpdate(state);
  const before: SourceFile[] = [];
  for (const file of changedFiles) {
    const source = sourcesByPath.get(file);
    if (!source || source.kind === 'blog' || source.extension === '.tsx') return undefined;
    before.push(source);
  }

  // discover: the edited files read again; their routes must stay
  const discovered = quietly(state, (context) => rediscoverSources(context, before));
  const after = discovered?.sources;
  if (!after || after.length !== before.length || after.some((source, i) => !sameRoute(before[i]!, source)))
    return undefined;

  // content: those pages rendered (and kept in the content cache, for the whole build that follows)
  const { content, cacheWritten } = await renderEdited(state, after);
  if (!content) return undefined;
  return withCacheWritten(
    showEdits(
      state,
      after.map((source, i) => ({ before: before[i]!, after: source, content: content.rendered.get(source.file)! })),
    ),
    cacheWritten,
  );
}

function withCacheWritten(
  update: Omit<HotPageUpdate, 'cacheWritten'> | undefined,
  cacheWritten: Promise<void>,
): HotPageUpdate | undefined {
  return update && { ...update, cacheWritten };
}

/** Whether an edited source keeps the route, id and aliases it had. */
function sameRoute(before: SourceFile, after: SourceFile): boolean {
  return before.route === after.route && before.id === after.id && equal(before.aliases, after.aliases);
}

/**
 * After an edit of a component (a module or stylesheet the MDX and TSX pages import): the content
 * stage renders those pages again, as the whole build does, and the docs and standalone pages whose
 * content changed go on as edited. Undefined when a blog post changed, when a TSX page now exports
 * another title or description, or (see `renderEdited`) on a diagnostic or a browser file not served yet.
 */
async function moduleInputsUpdate(state: BuildState): Promise<HotPageUpdate | undefined> {
  const { pagesByFile } = stateIndex(state);
  const moduleSources = state.sources.filter((source) => !isReadAsMarkdown(source, state.context.config));
  const { content, cacheWritten } = await renderEdited(state, moduleSources);
  if (!content) return undefined;
  const edits: RouteEdit[] = [];
  for (const source of moduleSources) {
    const now = content.rendered.get(source.file)!;
    const earlier = state.rendered.get(source.file);
    if (equal(now, earlier)) continue;
    if (!pagesByFile.has(source.file) || source.kind === 'blog') return undefined;
    if (source.extension === '.tsx' && (now.title !== earlier?.title || now.description !== earlier?.description))
      return undefined;
    edits.push({ before: source, after: source, content: now });
  }
  return withCacheWritten(showEdits(state, edits), cacheWritten);
}

/**
 * The content stage over the edited sources, from the state's: undefined on a diagnostic (the whole
 * build reports it), or when an MDX page needs a browser file that is not served as it is (a client
 * component's module, a component's stylesheet, newly imported). What it rendered goes into the
 * content cache, where the whole build that follows finds it: `cacheWritten` settles when it is there.
 * Links resolve against the state's routes, which every update keeps (made once per build, not per
 * edit: at 5 versions × 1,000 pages, making them took milliseconds of each edit).
 */
async function renderEdited(
  state: BuildState,
  edited: SourceFile[],
): Promise<{ content?: ContentResult; cacheWritten: Promise<void> }> {
  const { context } = state;
  const content = await quietlyAsync(state, (quiet) =>
    renderContent(quiet, { sources: state.sources, drafts: state.drafts }, state.assets, state.renderModulePages, {
      only: edited,
      dataKeys: state.dataKeys,
      routesByPath: stateIndex(state).contentRoutes,
    }),
  );
  const cacheWritten = context.cache?.finish({ prune: false }) ?? Promise.resolve();
  // Nothing shown quickly: the whole build comes next, and finds what was rendered.
  if (!content) {
    await cacheWritten;
    return { cacheWritten };
  }
  const served = [...content.assets].every(([name, file]) =>
    sameBytes(state.assets.files.get(name)?.contents, file.contents),
  );
  return served ? { content, cacheWritten } : { cacheWritten };
}

/**
 * The routes and render stages for the edited pages, whose new content the edits hold: their pages
 * made again (alone, or with the site around them when other pages show what changed), then rendered.
 */
function showEdits(state: BuildState, edits: RouteEdit[]): Omit<HotPageUpdate, 'cacheWritten'> | undefined {
  const rendered = new Map(state.rendered);
  for (const { after, content } of edits) rendered.set(after.file, content);
  const editedByFile = new Map(edits.map((edit) => [edit.after.file, edit.after]));
  const sources = state.sources.map((source) => editedByFile.get(source.file) ?? source);
  const index = stateIndex(state);

  // routes: the edited pages made whole again
  const warnings: BuildContext['warnings'] = [];
  let updated: ReturnType<typeof updateRoutes>;
  try {
    updated = updateRoutes(
      { ...state.context, warnings },
      { site: state.site, rendered: state.rendered, ...index },
      { sources, drafts: state.drafts, rendered, endpoints: state.endpoints },
      edits,
    );
  } catch (error) {
    if (error instanceof BuildError) return undefined;
    throw error;
  }
  // A warning about the edited pages alone (onBrokenLinks: 'warn') is for the whole build to print.
  if (updated.alone && warnings.length > 0) return undefined;

  // render: what all pages share, again when the site around them changed; their HTML and render keys
  const { site, pages } = updated;
  const shared = updated.alone ? state.shared : renderShared(state.context, site, state.assets);
  const sharedKey =
    state.renderSharedKey === undefined ? undefined : updated.alone ? state.renderSharedKey : renderSharedKey(shared);
  const keys =
    sharedKey === undefined ? undefined : pageRenderKeys(site, shared, pageDataKeys(pages, state.dataKeys), sharedKey);
  const html = new Map<string, RenderedPage>();
  const memo = new Map<string, RenderedPage>();
  for (const [route, render] of createPageRenderers(site, shared, pages)) {
    const page = render();
    const bytes: RenderedPage = { ...page, html: Buffer.from(page.html) };
    html.set(htmlFilePath(route), bytes);
    const key = keys?.get(route);
    if (key !== undefined) memo.set(key, bytes);
  }

  if (!updated.alone)
    return { pages: html, memo, state: { ...state, sources, rendered, site, shared, renderSharedKey: sharedKey } };
  const next: BuildState = { ...state, sources, rendered, site };
  const editedSources = [...editedByFile.values()];
  setStateIndex(next, () => indexWithEdits(index, updated.routes, pages, editedSources));
  return { pages: html, memo, state: next };
}

/**
 * A stage step run for an update: with warnings of its own, undefined when it gave any or failed with
 * diagnostics (the whole build reports them), or when a file it reads is gone (in the middle of a save).
 */
function quietly<T>(state: BuildState, step: (context: BuildContext) => T): T | undefined {
  const context = { ...state.context, warnings: [] };
  try {
    const result = step(context);
    return context.warnings.length === 0 ? result : undefined;
  } catch (error) {
    if (error instanceof BuildError || (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function quietlyAsync<T>(state: BuildState, step: (context: BuildContext) => Promise<T>): Promise<T | undefined> {
  const context = { ...state.context, warnings: [] };
  try {
    const result = await step(context);
    return context.warnings.length === 0 ? result : undefined;
  } catch (error) {
    if (error instanceof BuildError) return undefined;
    throw error;
  }
}

function sameBytes(served: string | Uint8Array | undefined, rendered: string | Uint8Array): boolean {
  return served !== undefined && Buffer.from(served).equals(Buffer.from(rendered));
}
