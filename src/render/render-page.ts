import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { DocumentProps } from '../../templates/layout/document.js';
import { BlogListingPage } from '../../templates/pages/blog-listing-page.js';
import { BlogPostPage } from '../../templates/pages/blog-post-page.js';
import { DocPage } from '../../templates/pages/doc-page.js';
import { NotFoundPage } from '../../templates/pages/not-found-page.js';
import { SearchPage } from '../../templates/pages/search-page.js';
import { StandalonePage } from '../../templates/pages/standalone-page.js';
import { PartMarkTagContext } from '../../templates/layout/part-mark.js';
import { SiteUrlsContext } from '../../templates/site-href.js';
import type { BlogListingView, ChromeView, HeadView, PageLinkView } from '../../templates/view-types.js';
import type { SiteConfig } from '../config/config-schema.js';
import { hasMarkdownCopy, markdownFilePath } from '../model/generated-files.js';
import { DEFAULT_TOC_LEVELS, type Page } from '../model/page.js';
import type { RenderedPage } from '../model/rendered-page.js';
import { configSidebarId, type SiteVersions } from '../model/doc-version.js';
import { sidebarHrefsFor, versionBannerFor, versionsViewFor } from './version-views.js';
import { pageHead } from './page-head.js';
import { headPartKeys, PART_MARK_TAG, takePageParts } from './page-parts.js';
import { breadcrumbsFor, sidebarMenuFor, type PrerenderedSidebar } from './prerender-sidebars.js';

/** What every page of a build shares, computed once. */
export interface RenderShared {
  config: SiteConfig;
  chrome: ChromeView;
  sidebars: Map<string, PrerenderedSidebar>;
  recentPosts: PageLinkView[];
  tagsRoute: string;
  searchRoute?: string;
  /** A versioned site's versions: the dropdown, banners and badges of its pages. */
  versions?: SiteVersions;
}

/** One page to a complete HTML document, with the keys of its parts (see `PageParts`). */
export function renderPage(shared: RenderShared, page: Page): RenderedPage & { html: string } {
  const urls = { baseUrl: shared.config.baseUrl, url: shared.config.url };
  const head = pageHead(shared.config, page, shared.versions);
  const element = createElement(
    PartMarkTagContext.Provider,
    { value: PART_MARK_TAG },
    createElement(SiteUrlsContext.Provider, { value: urls }, pageElement(shared, page, head)),
  );
  const { html, parts } = takePageParts(`<!doctype html>${renderToString(element)}`, headPartKeys(shared, head));
  // React cannot put raw HTML into <head>: the config's additions go in as written, before it closes
  // (in the frame, which no swap replaces).
  const document =
    shared.chrome.headAdditionsHtml === ''
      ? (html as string)
      : (html as string).replace('</head>', `${shared.chrome.headAdditionsHtml}</head>`);
  return parts ? { html: document, parts } : { html: document };
}

function pageElement(shared: RenderShared, page: Page, head: HeadView): ReactElement {
  const document: Omit<DocumentProps, 'children' | 'pageClass'> = {
    head,
    chrome: shared.chrome,
    current: {
      route: page.route,
      // A navbar `docSidebar` item names the sidebar as the config does: it is active in every version.
      sidebarId: page.sidebarId === undefined ? undefined : configSidebarId(page.sidebarId, page.version),
      ...(shared.versions && {
        versions: versionsViewFor(page, shared.versions),
        sidebarHrefs: sidebarHrefsFor(page, shared.versions, shared.chrome.navItems, shared.sidebars),
      }),
    },
  };
  const content = page.content;
  const levels = page.tocLevels ?? DEFAULT_TOC_LEVELS;
  const toc =
    page.hideTableOfContents || !content
      ? []
      : content.toc.filter((item) => item.depth >= levels.min && item.depth <= levels.max);
  const recent = { recentPosts: shared.recentPosts, recentTitle: 'Recent posts' };
  switch (page.kind) {
    case 'doc':
    case 'endpoint': {
      const sidebar = page.sidebarId === undefined ? undefined : shared.sidebars.get(page.sidebarId);
      return createElement(DocPage, {
        document,
        page: {
          variant: page.kind,
          title: page.title,
          hasOwnH1: content?.hasOwnH1 ?? false,
          html: content?.html ?? '',
          toc,
          breadcrumbs: sidebar ? breadcrumbsFor(sidebar, page.route) : [],
          sidebarMenuHtml: sidebar ? sidebarMenuFor(sidebar, page.route) : undefined,
          sidebarId: sidebar?.id,
          previous: page.previous,
          next: page.next,
          ...(page.categoryIndex && { categoryIndex: page.categoryIndex }),
          unlisted: page.unlisted,
          editUrl: page.editUrl,
          lastUpdate: page.lastUpdate,
          markdownHref: markdownHref(page),
          ...(shared.versions && versionBannerFor(page, shared.versions)),
        },
      });
    }
    case 'blog-post':
      return createElement(BlogPostPage, {
        document,
        page: {
          title: page.title,
          hasOwnH1: content?.hasOwnH1 ?? false,
          html: content?.html ?? '',
          post: page.post,
          toc,
          newer: page.previous,
          older: page.next,
          markdownHref: markdownHref(page),
        },
        ...recent,
      });
    case 'blog-listing': {
      const listing: BlogListingView = page.listing;
      return createElement(BlogListingPage, {
        document,
        title: listingHeading(page.title, listing),
        description: page.description,
        listing,
        tagsRoute: shared.tagsRoute,
        ...recent,
      });
    }
    case 'search':
      return createElement(SearchPage, { document, placeholder: shared.config.search.placeholder });
    case 'not-found':
      return createElement(NotFoundPage, { document, searchHref: shared.searchRoute });
    case 'page':
      return createElement(StandalonePage, {
        document,
        page: {
          title: page.title,
          hasOwnH1: content?.hasOwnH1 ?? false,
          html: content?.html ?? '',
          unlisted: page.unlisted,
          markdownHref: markdownHref(page),
        },
      });
  }
}

/** Where the page's Markdown copy is, for "Copy page"; undefined for a page without one. */
function markdownHref(page: Page): string | undefined {
  return hasMarkdownCopy(page) ? `/${markdownFilePath(page.route)}` : undefined;
}

function listingHeading(title: string, listing: BlogListingView): string {
  if (listing.type !== 'tag') return title;
  const count = listing.posts.length;
  return `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${listing.tag.label}"`;
}
