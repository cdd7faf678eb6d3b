import { CopyPageButton } from '../layout/copy-page-button.js';
import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { UnlistedBanner } from '../layout/unlisted-banner.js';

export interface StandaloneView {
  title: string;
  hasOwnH1: boolean;
  html: string;
  /** Front matter `unlisted`: a banner says so. */
  unlisted?: boolean;
  /** The page's Markdown copy (`/changelog.md`), which "Copy page" copies. */
  markdownHref?: string;
}

export interface StandalonePageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  page: StandaloneView;
}

/** A page of its own (`content/pages/`): no sidebar, no TOC, a wider column. */
export function StandalonePage({ document, page }: StandalonePageProps) {
  return (
    <Document {...document} pageClass="page-standalone">
      <MainContent className="main main--standalone">
        <article className="standalone-article">
          {page.unlisted ? <UnlistedBanner /> : null}
          <CopyPageButton markdownHref={page.markdownHref} />
          {page.hasOwnH1 ? null : <h1 className="page-title">{page.title}</h1>}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      </MainContent>
    </Document>
  );
}
