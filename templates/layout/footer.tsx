import { ExternalLinkIcon } from '../../client/icons.js';
import type { ChromeView } from '../view-types.js';
import { useSiteHref } from '../site-href.js';

/** Footer columns of links, the logo and the copyright line (HTML from the site config); dark in both modes with `style: 'dark'`. */
export function Footer({ footer }: { footer: ChromeView['footer'] }) {
  const href = useSiteHref();
  if (footer.columns.length === 0 && !footer.copyrightHtml && !footer.logo)
    return <footer className="footer footer--empty" />;
  const logo = footer.logo ? (
    <img
      className="footer-logo-image"
      src={href(footer.logo.src)}
      alt={footer.logo.alt}
      width={footer.logo.width}
      height={footer.logo.height}
    />
  ) : null;
  return (
    <footer className={footer.style === 'dark' ? 'footer footer--dark' : 'footer'}>
      <div className="footer-inner">
        {footer.columns.length > 0 ? (
          <div className="footer-columns">
            {footer.columns.map((column) => (
              <div className="footer-column" key={column.title}>
                <h2 className="footer-title">{column.title}</h2>
                <ul className="footer-links">
                  {column.items.map((link) => (
                    <li key={link.href + link.label}>
                      {link.external ? (
                        <a className="footer-link" href={link.href} target="_blank" rel="noopener noreferrer">
                          {link.label}
                          <ExternalLinkIcon className="external-link-icon" />
                        </a>
                      ) : (
                        <a className="footer-link" href={href(link.href)}>
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {logo ? (
          <div className="footer-logo">
            {footer.logo?.href ? (
              <a
                href={href(footer.logo.href)}
                target={/^[a-z]+:\/\//i.test(footer.logo.href) ? '_blank' : undefined}
                rel={/^[a-z]+:\/\//i.test(footer.logo.href) ? 'noopener noreferrer' : undefined}
              >
                {logo}
              </a>
            ) : (
              logo
            )}
          </div>
        ) : null}
        {footer.copyrightHtml ? (
          <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }} />
        ) : null}
      </div>
    </footer>
  );
}
