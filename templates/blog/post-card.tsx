import type { PostSummaryView } from '../view-types.js';
import { PostAuthors, PostDate, TagList } from './post-meta.js';
import { useSiteHref } from '../site-href.js';

/** A post in a blog list: title, date, authors, excerpt, "Read more" and tags. */
export function PostCard({ post }: { post: PostSummaryView }) {
  const href = useSiteHref();
  return (
    <article className="post-card">
      <header>
        <h2 className="post-card-title">
          <a href={href(post.route)}>{post.title}</a>
        </h2>
        <PostDate post={post} />
        <PostAuthors authors={post.authors} />
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className="post-card-footer">
        <TagList tags={post.tags} />
        {post.truncated ? (
          <a className="post-card-more" href={href(post.route)} aria-label={`Read more about ${post.title}`}>
            Read more
          </a>
        ) : null}
      </footer>
    </article>
  );
}
