import type { SiteConfig } from '../config/config-schema.js';
import type { BlogListing } from '../model/blog-listing.js';
import type { BlogAuthor, BlogPostSummary, BlogTag } from '../model/blog-post-summary.js';
import { blogRoot, underBase } from '../config/site-folders.js';
import type { Page } from '../model/page.js';

/** The route of page `n` (1-based) of the post list: `/blog`, `/blog/page/2`, … */
export function blogListRoute(blogRoute: string, page: number): string {
  return page === 1 ? blogRoute : underBase(blogRoute, `/page/${page}`);
}

/**
 * The blog's generated pages for posts given newest first: the paginated post list, the archive,
 * the authors page, the tags page and one page per tag. No posts, no pages.
 */
export function blogListingPages(config: SiteConfig, posts: BlogPostSummary[], authorOrder: string[]): Page[] {
  if (posts.length === 0) return [];
  const { title, description } = config.blog;
  const listing = (route: string, pageTitle: string, value: BlogListing): Page => ({
    route,
    kind: 'blog-listing',
    title: pageTitle,
    description,
    hideTableOfContents: true,
    listing: value,
  });
  const tags = collectTags(posts);
  const blogRoute = blogRoot(config);
  return [
    ...listPages(blogRoute, config.blog.postsPerPage, posts).map(({ route, page, value }) =>
      listing(route, page === 1 ? title : `${title} — page ${page}`, value),
    ),
    listing(underBase(blogRoute, '/archive'), 'Archive', { type: 'archive', years: byYear(posts) }),
    listing(underBase(blogRoute, '/authors'), 'Authors', { type: 'authors', authors: byAuthor(posts, authorOrder) }),
    listing(underBase(blogRoute, '/tags'), 'Tags', {
      type: 'tags',
      tags: tags.map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })),
    }),
    ...tags.map(({ tag, posts: tagged }) =>
      listing(tag.route, `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`, {
        type: 'tag',
        tag,
        posts: tagged,
      }),
    ),
  ];
}

function listPages(
  blogRoute: string,
  perPage: number,
  posts: BlogPostSummary[],
): { route: string; page: number; value: BlogListing }[] {
  const pageCount = Math.ceil(posts.length / perPage);
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    return {
      route: blogListRoute(blogRoute, page),
      page,
      value: {
        type: 'list',
        posts: posts.slice(index * perPage, page * perPage),
        page,
        pageCount,
        previous: page > 1 ? blogListRoute(blogRoute, page - 1) : undefined,
        next: page < pageCount ? blogListRoute(blogRoute, page + 1) : undefined,
      },
    };
  });
}

/** Tags sorted by label (ignoring case), each with its posts newest first. */
function collectTags(posts: BlogPostSummary[]): { tag: BlogTag; posts: BlogPostSummary[] }[] {
  const byRoute = new Map<string, { tag: BlogTag; posts: BlogPostSummary[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = byRoute.get(tag.route) ?? { tag, posts: [] };
      entry.posts.push(post);
      byRoute.set(tag.route, entry);
    }
  }
  return [...byRoute.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en', { sensitivity: 'base' }));
}

function byYear(posts: BlogPostSummary[]): { year: string; posts: BlogPostSummary[] }[] {
  const years = new Map<string, BlogPostSummary[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, list]) => ({ year, posts: list }));
}

/** Authors with at least one post: the authors file's order first, then inline authors as they appear. */
function byAuthor(posts: BlogPostSummary[], authorOrder: string[]): (BlogAuthor & { posts: BlogPostSummary[] })[] {
  const authors = new Map<string, BlogAuthor & { posts: BlogPostSummary[] }>();
  for (const post of posts) {
    for (const author of post.authors) {
      const entry = authors.get(author.key) ?? { ...author, posts: [] };
      entry.posts.push(post);
      authors.set(author.key, entry);
    }
  }
  const rank = (key: string): number => {
    const index = authorOrder.indexOf(key);
    return index === -1 ? authorOrder.length : index;
  };
  return [...authors.values()].sort((a, b) => rank(a.key) - rank(b.key));
}
