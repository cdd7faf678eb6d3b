import { useContext } from 'react';
import { SiteUrlsContext } from '../site-href.js';

export interface BaseUrlOptions {
  /** Prepend the base URL even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL on the site's origin (`config.url`). */
  absolute?: boolean;
}

/**
 * Docusaurus' `@docusaurus/useBaseUrl`, with its rules: a path (`/img/a.png` or `img/a.png`) gets the
 * site's base URL in front, unless it already starts with it; a full URL or an `#anchor` stays.
 */
export function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, url: siteUrl } = useContext(SiteUrlsContext);
  if (!url || url.startsWith('#') || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  let path: string;
  if (options.forcePrependBaseUrl) path = baseUrl + url.replace(/^\//, '');
  else if (url === baseUrl.replace(/\/$/, '')) path = baseUrl;
  else path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/+$/, '') + path : path;
}
