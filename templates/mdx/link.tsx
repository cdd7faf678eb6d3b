import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useBaseUrl } from './use-base-url.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route of this site (`/docs/intro`) or any URL. */
  to?: string;
  href?: string;
  children?: ReactNode;
}

/**
 * Docusaurus' `@docusaurus/Link`: an ordinary link (client navigation picks up same-site links by
 * itself); a path from the site's root gets the base URL, as in Docusaurus, and `pathname:///x` is the
 * path `/x` as written.
 */
export function Link({ to, href, children, ...rest }: LinkProps) {
  const written = to ?? href;
  const external = written !== undefined && /^[a-z][a-z\d+.-]*:/i.test(written) && !written.startsWith('pathname://');
  const withBase = useBaseUrl(written?.startsWith('/') ? written : '');
  const target = written?.startsWith('pathname://')
    ? written.slice('pathname://'.length)
    : written?.startsWith('/') && !written.startsWith('//')
      ? withBase
      : written;
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
