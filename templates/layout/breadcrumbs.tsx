import type { BreadcrumbView } from '../view-types.js';
import { useSiteHref } from '../site-href.js';

/** Home › category › … above a doc's title; the page itself is the last crumb. */
export function Breadcrumbs({
  items,
  pageTitle,
  homeHref,
}: {
  items: BreadcrumbView[];
  pageTitle: string;
  homeHref: string;
}) {
  const href = useSiteHref();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={href(homeHref)}>Home</a>
        </li>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? <a href={href(crumb.href)}>{crumb.label}</a> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{pageTitle}</span>
        </li>
      </ol>
    </nav>
  );
}
