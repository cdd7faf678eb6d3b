import type { BlogAuthor, BlogPostSummary, BlogTag } from './blog-post-summary.js';

/** What a blog page (not a post) lists. */
export type BlogListing =
  | { type: 'list'; posts: BlogPostSummary[]; page: number; pageCount: number; previous?: string; next?: string }
  | { type: 'tag'; tag: BlogTag; posts: BlogPostSummary[] }
  | { type: 'tags'; tags: (BlogTag & { count: number })[] }
  | { type: 'authors'; authors: (BlogAuthor & { posts: BlogPostSummary[] })[] }
  | { type: 'archive'; years: { year: string; posts: BlogPostSummary[] }[] };
