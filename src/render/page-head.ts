import type { HeadView } from '../../templates/view-types.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { Page } from '../model/page.js';

/** Title, description, canonical URL and OpenGraph type of a page. */
export function pageHead(config: SiteConfig, page: Pick<Page, 'route' | 'title' | 'description' | 'kind'>): HeadView {
  const origin = config.url.replace(/\/+$/, '');
  const isNotFound = page.kind === 'not-found';
  return {
    title: page.title && page.title !== config.title ? `${page.title} | ${config.title}` : config.title,
    description: page.description || config.tagline,
    canonicalUrl: isNotFound ? undefined : `${origin}${page.route}`,
    ogType: page.kind === 'blog-post' ? 'article' : 'website',
    noindex: isNotFound,
  };
}
