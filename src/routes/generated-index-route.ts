import GithubSlugger from 'github-slugger';
import { underBase } from '../config/site-folders.js';

/**
 * Routes of generated index pages, as Docusaurus gives them: the `slug` written (under the docs' route
 * base), else `/category/<label>` with a number after labels met before (`/category/guides-1`).
 */
export function createGeneratedIndexRoutes(docsRoute: string): (label: string, slug: string | undefined) => string {
  const slugger = new GithubSlugger();
  return (label, slug) => {
    const route = underBase(docsRoute, slug ?? `/category/${slugger.slug(label)}`).replace(/\/+/g, '/');
    return route.length > 1 ? route.replace(/\/$/, '') : route;
  };
}
