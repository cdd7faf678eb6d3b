import { Document, type DocumentProps } from '../layout/document.js';
import { UnlistedBanner } from '../layout/unlisted-banner.js';

export interface StandaloneView {
  title: string;
  hasOwnH1: boolean;
  html: string;
  /** Front matter `unlisted`: a banner says so. */
  unlisted?: boolean;
}

export interface StandalonePageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  page: StandaloneView;
}

/** A page of its own (`content/pages/`): no sidebar, no TOC, a wider column. */
export function StandalonePage({ document, page }: StandalonePageProps) {
  return (
    <Document {...document} pageClass="page-standalone">
      <main id="main-content" className="main main--standalone" tabIndex={-1}>
        <article className="standalone-article">
          {page.unlisted ? <UnlistedBanner /> : null}
          {page.hasOwnH1 ? null : <h1 className="page-title">{page.title}</h1>}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      </main>
    </Document>
  );
}
