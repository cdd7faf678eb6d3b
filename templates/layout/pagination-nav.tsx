import { useSiteHref } from '../site-href.js';
export interface PaginationNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  previous?: { title: string; href: string; caption: string };
  next?: { title: string; href: string; caption: string };
}

/** Two cards at the end of a page: the previous and next page, or newer and older posts. */
export function PaginationNav({ label, previous, next }: PaginationNavProps) {
  const href = useSiteHref();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {previous ? (
        <a className="pagination-nav-link pagination-nav-link--previous" href={href(previous.href)} rel="prev">
          <span className="pagination-nav-caption">{previous.caption}</span>
          <span className="pagination-nav-title">« {previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-nav-link pagination-nav-link--next" href={href(next.href)} rel="next">
          <span className="pagination-nav-caption">{next.caption}</span>
          <span className="pagination-nav-title">{next.title} »</span>
        </a>
      ) : null}
    </nav>
  );
}
