import type { HeadView } from '../../templates/view-types.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { SiteVersions } from '../model/doc-version.js';
import type { Page } from '../model/page.js';
import { searchTagOf, withBaseUrl } from '../shared/browser-shapes.js';

/** Title, description, canonical URL, OpenGraph type and image of a page. */
export function pageHead(
  config: SiteConfig,
  page: Pick<Page, 'route' | 'title' | 'description' | 'kind' | 'unlisted' | 'image' | 'version' | 'docId'>,
  versions?: SiteVersions,
): HeadView {
  const origin = config.url.replace(/\/+$/, '');
  const isNotFound = page.kind === 'not-found';
  // A doc of an older or newer version names its copy in the last version as canonical, when there is one.
  const canonicalRoute =
    (versions && page.version && page.docId && versions.docRoutes[versions.last]?.[page.docId]) || page.route;
  const version = page.version === undefined ? undefined : versions?.list.find(({ name }) => name === page.version);
  return {
    title: page.title && page.title !== config.title ? `${page.title} | ${config.title}` : config.title,
    description: page.description || config.tagline,
    canonicalUrl: isNotFound ? undefined : `${origin}${withBaseUrl(config.baseUrl, canonicalRoute)}`,
    ogType: page.kind === 'blog-post' ? 'article' : 'website',
    noindex: isNotFound || page.unlisted === true || version?.noIndex === true,
    ...(page.image ? { imageUrl: imageUrl(origin, config.baseUrl, page.image) } : {}),
    ...(versions && {
      search: { ...(page.version !== undefined && { version: page.version }), tag: searchTagOf(page.version) },
    }),
  };
}

/**
 * A front matter `image` as an absolute URL: a full URL stays; a path is one of the site, from its root
 * whether or not it starts with `/` (`img/card.png` and `/img/card.png` both give `<url>/img/card.png`,
 * under the base URL), as Docusaurus reads it.
 */
function imageUrl(origin: string, baseUrl: string, image: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(image) || image.startsWith('//')) return image;
  return new URL(withBaseUrl(baseUrl, image.replace(/^\/*/, '/')), `${origin}/`).href;
}
