import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route of this site (`/docs/intro`) or any URL. */
  to?: string;
  href?: string;
  children?: ReactNode;
}

/** Docusaurus' `@docusaurus/Link`: an ordinary link (client navigation picks up same-site links by itself). */
export function Link({ to, href, children, ...rest }: LinkProps) {
  const target = to ?? href;
  const external = target !== undefined && /^[a-z][a-z\d+.-]*:/i.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
