import type { ReactNode } from 'react';
import { BlogSidebar } from '../blog/blog-sidebar.js';
import { formatDate } from '../blog/format-date.js';
import { PostCard } from '../blog/post-card.js';
import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { PaginationNav } from '../layout/pagination-nav.js';
import type { BlogListingView, PageLinkView } from '../view-types.js';
import { useSiteHref } from '../site-href.js';

export interface BlogListingPageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  title: string;
  description: string;
  listing: BlogListingView;
  recentPosts: PageLinkView[];
  recentTitle: string;
  /** Route of the tags index, linked from tag pages. */
  tagsRoute: string;
}

/** Blog list (paginated), a tag's posts, all tags, authors, and the archive. */
export function BlogListingPage({
  document,
  title,
  description,
  listing,
  recentPosts,
  recentTitle,
  tagsRoute,
}: BlogListingPageProps) {
  return (
    <Document {...document} pageClass={`page-blog-${listing.type}`}>
      <div className="blog-layout">
        <BlogSidebar title={recentTitle} posts={recentPosts} currentRoute={document.current.route} />
        <MainContent className="main">
          <div className="blog-listing">
            <header className="blog-listing-header">
              <h1 className="page-title">{title}</h1>
              {description && listing.type === 'list' ? (
                <p className="blog-listing-description">{description}</p>
              ) : null}
            </header>
            <ListingBody listing={listing} tagsRoute={tagsRoute} />
          </div>
        </MainContent>
      </div>
    </Document>
  );
}

function ListingBody({ listing, tagsRoute }: { listing: BlogListingView; tagsRoute: string }): ReactNode {
  const href = useSiteHref();
  switch (listing.type) {
    case 'list':
      return (
        <>
          {listing.posts.map((post) => (
            <PostCard key={post.route} post={post} />
          ))}
          <PaginationNav
            label="Blog list page navigation"
            previous={
              listing.previous
                ? { title: 'Newer entries', href: listing.previous, caption: `Page ${listing.page - 1}` }
                : undefined
            }
            next={
              listing.next
                ? { title: 'Older entries', href: listing.next, caption: `Page ${listing.page + 1}` }
                : undefined
            }
          />
        </>
      );
    case 'tag':
      return (
        <>
          <p className="blog-listing-links">
            <a href={href(tagsRoute)}>View all tags</a>
          </p>
          {listing.posts.map((post) => (
            <PostCard key={post.route} post={post} />
          ))}
        </>
      );
    case 'tags':
      return (
        <ul className="tags-index">
          {listing.tags.map((tag) => (
            <li key={tag.route}>
              <a className="tag-pill" href={href(tag.route)}>
                {tag.label}
                <span className="tag-count">
                  {tag.count}
                  <span className="sr-only">{tag.count === 1 ? ' post' : ' posts'}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'authors':
      return (
        <ul className="authors-index">
          {listing.authors.map((author) => (
            <li className="author-card" key={author.key}>
              {author.imageUrl ? (
                <img
                  className="author-card-avatar"
                  src={href(author.imageUrl)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : null}
              <div className="author-card-body">
                <h2 className="author-card-name">
                  {author.url ? <a href={href(author.url)}>{author.name}</a> : author.name}
                </h2>
                {author.title ? <p className="author-card-title">{author.title}</p> : null}
                <p className="author-card-count">
                  {author.posts.length} {author.posts.length === 1 ? 'post' : 'posts'}
                </p>
                <ul className="author-card-posts">
                  {author.posts.map((post) => (
                    <li key={post.route}>
                      <a href={href(post.route)}>{post.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'archive':
      return (
        <div className="archive">
          {listing.years.map(({ year, posts }) => (
            <section className="archive-year" key={year} aria-labelledby={`archive-${year}`}>
              <h2 id={`archive-${year}`}>{year}</h2>
              <ul>
                {posts.map((post) => (
                  <li key={post.route}>
                    <time dateTime={post.date}>{formatDate(post.date)}</time>
                    <a href={href(post.route)}>{post.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
  }
}
