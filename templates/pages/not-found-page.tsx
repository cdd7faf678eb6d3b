import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { useSiteHref } from '../site-href.js';

export interface NotFoundPageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  /** Link to the search page when the site has one. */
  searchHref?: string;
}

/** The 404 page, served for every unknown path. */
export function NotFoundPage({ document, searchHref }: NotFoundPageProps) {
  const href = useSiteHref();
  return (
    <Document {...document} pageClass="page-not-found">
      <MainContent className="main main--standalone">
        <div className="not-found">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 className="page-title">Page Not Found</h1>
          <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
          <p className="not-found-actions">
            <a className="button button--primary" href={href(document.chrome.homeHref)}>
              Go to the docs home
            </a>
            {searchHref ? (
              <a className="button button--secondary" href={href(searchHref)}>
                Search the docs
              </a>
            ) : null}
          </p>
        </div>
      </MainContent>
    </Document>
  );
}
