import type { Redirect } from './redirect.js';
import type { BlogPostSummary } from './blog-post-summary.js';
import type { Page } from './page.js';
import type { Sidebar } from './sidebar.js';
import type { SiteVersions } from './doc-version.js';

/** Everything the render and output stages need about the site. */
export interface SiteModel {
  /** Every page, in a stable order: docs in sidebar order first, then the rest by route. */
  pages: Page[];
  sidebars: Map<string, Sidebar>;
  /** Where home links lead: `/`, or the page that stands in for a missing home page. */
  homeRoute: string;
  /** Blog posts, newest first. */
  posts: BlogPostSummary[];
  /** Routes that moved, from the config's `redirects`, checked against the pages. */
  redirects: Redirect[];
  /** A versioned site's versions (`versions.json`); absent on a site without. */
  versions?: SiteVersions;
}
