import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { useSiteHref } from '../site-href.js';

export interface SearchPageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  placeholder: string;
}

/**
 * `/search?q=…`: a GET form (it works without JavaScript: the page reloads with `q`) and the region the
 * search client renders full results into, with a status line announcing the count.
 */
export function SearchPage({ document, placeholder }: SearchPageProps) {
  const href = useSiteHref();
  return (
    <Document {...document} pageClass="page-search">
      <MainContent className="main main--standalone">
        <div className="search-page">
          <h1 className="page-title">Search</h1>
          <form className="search-page-form" action={href(document.current.route)} method="get" role="search">
            <label className="search-page-label" htmlFor="search-page-input">
              Search docs
            </label>
            <input
              className="search-page-input"
              id="search-page-input"
              type="search"
              name="q"
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
            />
          </form>
          <div className="search-page-results" id="search-page-results" role="region" aria-label="Search results" />
        </div>
      </MainContent>
    </Document>
  );
}
