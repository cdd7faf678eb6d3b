import type { ChromeView, HeadView } from '../view-types.js';
import { useSiteHref } from '../site-href.js';

export interface DocumentHeadProps {
  head: HeadView;
  chrome: ChromeView;
}

/**
 * `<head>`: title, description, canonical and OpenGraph tags, the pre-paint theme script, CSS and the
 * client entry. Made from its props alone (and the base URL): the render stage keys its parts by them
 * (`headPartKeys` in src/render/page-parts.ts), since React moves the title and meta tags in it.
 */
export function DocumentHead({ head, chrome }: DocumentHeadProps) {
  const href = useSiteHref();
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {head.canonicalUrl ? <link rel="canonical" href={head.canonicalUrl} /> : null}
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {head.canonicalUrl ? <meta property="og:url" content={head.canonicalUrl} /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={chrome.siteTitle} />
      {head.imageUrl ? <meta property="og:image" content={head.imageUrl} /> : null}
      <meta name="twitter:card" content={head.imageUrl ? 'summary_large_image' : 'summary'} />
      {head.imageUrl ? <meta name="twitter:image" content={head.imageUrl} /> : null}
      {head.search?.version !== undefined ? <meta name="docsearch:version" content={head.search.version} /> : null}
      {head.search ? <meta name="docsearch:docusaurus_tag" content={head.search.tag} /> : null}
      {chrome.faviconHref ? <link rel="icon" href={href(chrome.faviconHref)} /> : null}
      <script dangerouslySetInnerHTML={{ __html: chrome.themeScript }} />
      {chrome.stylesheets.map((url) => (
        <link key={url} rel="stylesheet" href={href(url)} />
      ))}
      {chrome.preloads.map((url) => (
        <link key={url} rel="modulepreload" href={href(url)} />
      ))}
      <script type="module" src={href(chrome.entryScript)} />
    </head>
  );
}
