import { createContext, useContext } from 'react';
import { withBaseUrl } from '../client/with-base-url.js';

/** Where the site is published: its base URL (`config.baseUrl`) and its origin (`config.url`). */
export interface SiteUrls {
  baseUrl: string;
  url: string;
}

/** Given by the render stage (and the content stage, for MDX pages) to everything a page renders. */
export const SiteUrlsContext = createContext<SiteUrls>({ baseUrl: '/', url: 'http://localhost:3000' });

/**
 * The function templates write a link or asset URL with: a site path (`/faq`, a route of the model)
 * under the site's base URL; full URLs and `#anchors` as they are.
 */
export function useSiteHref(): (path: string) => string {
  const { baseUrl } = useContext(SiteUrlsContext);
  return (path) => withBaseUrl(baseUrl, path);
}
