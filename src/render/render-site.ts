import { blogRoot, underBase } from '../config/site-folders.js';
import type { BuildContext } from '../context/build-context.js';
import { cacheKey } from '../cache/build-cache.js';
import { dataKey } from '../cache/data-key.js';
import { pageDataKeys } from '../cache/page-data-keys.js';
import { attributeToPage } from '../diagnostics/internal-error.js';
import { NOT_FOUND_ROUTE } from '../model/built-in-routes.js';
import type { ClientAssets } from '../model/client-assets.js';
import type { Page } from '../model/page.js';
import type { RenderedPage } from '../model/rendered-page.js';
import type { SiteModel } from '../model/site-model.js';
import { buildChromeView } from './chrome-view.js';
import { prerenderSidebars } from './prerender-sidebars.js';
import { renderPage, type RenderShared } from './render-page.js';

const RECENT_POSTS = 5;

/**
 * Renders every page of the site to a complete HTML document, keyed by route, plus the 404 page under
 * `/404`. The chrome and each sidebar's menu are built once; a page only renders its own parts.
 */
export function renderSite(context: BuildContext, site: SiteModel, assets: ClientAssets): Map<string, string> {
  const html = new Map<string, string>();
  for (const [route, render] of createPageRenderers(site, renderShared(context, site, assets)))
    html.set(route, render().html);
  return html;
}

/**
 * A function per page (and the 404 page under `/404`) that renders it when called, so that a large
 * site can be written page by page without holding every document in memory at once. `pages`: the
 * pages to render, when not all of the site's (`watch` renders the edited ones alone).
 */
export function createPageRenderers(
  site: SiteModel,
  shared: RenderShared,
  pages: readonly Page[] = site.pages,
): Map<string, () => RenderedPage & { html: string }> {
  const renderers = new Map<string, () => RenderedPage & { html: string }>();
  let notFound: Page | undefined;
  for (const page of pages) {
    if (page.kind === 'not-found') notFound = page;
    else renderers.set(page.route, () => attributeToPage(page.file ?? page.route, () => renderPage(shared, page)));
  }
  if (!notFound && pages !== site.pages) return renderers;
  const notFoundPage = notFound ?? {
    route: NOT_FOUND_ROUTE,
    kind: 'not-found',
    title: 'Page Not Found',
    description: '',
    hideTableOfContents: true,
  };
  renderers.set(NOT_FOUND_ROUTE, () => renderPage(shared, notFoundPage));
  return renderers;
}

/**
 * For each route of `createPageRenderers`, a key of everything its HTML is rendered from: the page
 * itself and what all pages share (config, chrome, sidebars, recent posts). Two builds that give a
 * route the same key render the same HTML (with the same docs-build, which the cache checks). `pageKeys`:
 * the pages' `pageDataKeys`, when the build has them already (of some pages only: the keys of those).
 */
export function pageRenderKeys(
  site: SiteModel,
  shared: RenderShared,
  pageKeys = pageDataKeys(site.pages),
  sharedKey = renderSharedKey(shared),
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [page, pageKey] of pageKeys)
    keys.set(page.kind === 'not-found' ? NOT_FOUND_ROUTE : page.route, cacheKey(sharedKey, pageKey));
  if (!keys.has(NOT_FOUND_ROUTE)) keys.set(NOT_FOUND_ROUTE, cacheKey(sharedKey, 'built-in 404 page'));
  return keys;
}

/** The part of every page's render key that all pages share (see `pageRenderKeys`): a page's is `cacheKey(this, its pageDataKeys)`. */
export function renderSharedKey(shared: RenderShared): string {
  const { config, chrome, sidebars, recentPosts, tagsRoute, searchRoute, versions } = shared;
  // Of a sidebar, its items: the rest is derived from them, or filled in as pages render.
  const sidebarItems = [...sidebars].map(([id, sidebar]) => [id, sidebar.items]);
  return dataKey({ config, chrome, sidebarItems, recentPosts, tagsRoute, searchRoute, ...(versions && { versions }) });
}

/** What every page's rendering shares: the chrome and each sidebar's menu, built once per build. */
export function renderShared(context: BuildContext, site: SiteModel, assets: ClientAssets): RenderShared {
  const sidebars = prerenderSidebars(site.sidebars, context.config.baseUrl);
  const searchPage = site.pages.find((page) => page.kind === 'search');
  const tagsPage = site.pages.find((page) => page.kind === 'blog-listing' && page.listing?.type === 'tags');
  return {
    config: context.config,
    chrome: buildChromeView(context, site, sidebars, assets),
    sidebars,
    recentPosts: site.posts.slice(0, RECENT_POSTS).map((post) => ({ title: post.title, route: post.route })),
    tagsRoute: tagsPage?.route ?? underBase(blogRoot(context.config), '/tags'),
    searchRoute: searchPage?.route,
    ...(site.versions && { versions: site.versions }),
  };
}
