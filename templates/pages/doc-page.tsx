import { Breadcrumbs } from '../layout/breadcrumbs.js';
import { CopyPageButton } from '../layout/copy-page-button.js';
import { CategoryIndexList, type CategoryIndexView } from '../layout/category-index-list.js';
import { DocFooter } from '../layout/doc-footer.js';
import { DocSidebar } from '../layout/doc-sidebar.js';
import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { PaginationNav } from '../layout/pagination-nav.js';
import { InlineTableOfContents, TableOfContents } from '../layout/table-of-contents.js';
import { UnlistedBanner } from '../layout/unlisted-banner.js';
import { VersionBadge, VersionBanner, type VersionBannerView } from '../layout/version-banner.js';
import type { BreadcrumbView, PageLinkView, TocItemView } from '../view-types.js';

export interface DocView {
  variant: 'doc' | 'endpoint';
  title: string;
  /** The content starts with its own h1, so the template adds none. */
  hasOwnH1: boolean;
  html: string;
  /** Headings for the TOC; empty when the page hides it. */
  toc: TocItemView[];
  breadcrumbs: BreadcrumbView[];
  /** Pre-rendered sidebar menu with the current link marked; absent for a doc outside every sidebar. */
  sidebarMenuHtml?: string;
  /** Id of that sidebar. */
  sidebarId?: string;
  previous?: PageLinkView;
  next?: PageLinkView;
  /** A category's generated index: the pages it lists, under the content. */
  categoryIndex?: CategoryIndexView;
  /** Front matter `unlisted`: a banner says so. */
  unlisted?: boolean;
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
  /** The page's Markdown copy (`/faq.md`), which "Copy page" copies. */
  markdownHref?: string;
  /** A versioned doc of a version other than the last: the banner above it. */
  versionBanner?: VersionBannerView;
  /** A versioned doc: its version's label, shown as a badge. */
  versionBadge?: string;
}

export interface DocPageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  page: DocView;
}

/** A doc or endpoint page: sidebar, breadcrumbs, content, previous/next and the TOC. */
export function DocPage({ document, page }: DocPageProps) {
  const hasToc = page.toc.length > 0;
  return (
    <Document {...document} pageClass={`page-${page.variant}`}>
      <div className={page.sidebarMenuHtml === undefined ? 'doc-layout doc-layout--no-sidebar' : 'doc-layout'}>
        {page.sidebarMenuHtml === undefined ? null : (
          <DocSidebar sidebarId={page.sidebarId ?? ''} menuHtml={page.sidebarMenuHtml} />
        )}
        <MainContent className="main">
          <div className={hasToc ? 'doc-container' : 'doc-container doc-container--no-toc'}>
            <div className="doc-column">
              <Breadcrumbs items={page.breadcrumbs} pageTitle={page.title} homeHref={document.chrome.homeHref} />
              <article className={`doc-article doc-article--${page.variant}`}>
                {page.versionBanner ? (
                  <VersionBanner banner={page.versionBanner} siteTitle={document.chrome.siteTitle} />
                ) : null}
                {page.unlisted ? <UnlistedBanner /> : null}
                {page.versionBadge ? <VersionBadge label={page.versionBadge} /> : null}
                {hasToc ? <InlineTableOfContents items={page.toc} /> : null}
                <CopyPageButton markdownHref={page.markdownHref} />
                {page.hasOwnH1 ? null : <h1 className="page-title">{page.title}</h1>}
                {page.categoryIndex && page.html === '' ? null : (
                  <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
                )}
                {page.categoryIndex ? <CategoryIndexList index={page.categoryIndex} /> : null}
                <DocFooter editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
              </article>
              <PaginationNav
                label="Docs pages"
                previous={
                  page.previous && { title: page.previous.title, href: page.previous.route, caption: 'Previous' }
                }
                next={page.next && { title: page.next.title, href: page.next.route, caption: 'Next' }}
              />
            </div>
            {hasToc ? <TableOfContents items={page.toc} /> : null}
          </div>
        </MainContent>
      </div>
    </Document>
  );
}
