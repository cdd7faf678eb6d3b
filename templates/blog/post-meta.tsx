import type { AuthorView, PostSummaryView, TagView } from '../view-types.js';
import { formatDate } from './format-date.js';
import { useSiteHref } from '../site-href.js';

/** Date and reading time of a post. */
export function PostDate({ post }: { post: PostSummaryView }) {
  return (
    <p className="post-date">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readingMinutes} min read</span>
    </p>
  );
}

/** Author avatars, names (linked when they have a URL) and titles. */
export function PostAuthors({ authors }: { authors: AuthorView[] }) {
  const href = useSiteHref();
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((author) => (
        <li className="post-author" key={author.key}>
          {author.imageUrl ? (
            <img
              className="post-author-avatar"
              src={href(author.imageUrl)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
          ) : null}
          <span className="post-author-text">
            {author.url ? (
              <a className="post-author-name" href={href(author.url)} target="_blank" rel="noopener noreferrer">
                {author.name}
              </a>
            ) : (
              <span className="post-author-name">{author.name}</span>
            )}
            {author.title ? <span className="post-author-title">{author.title}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The post's tags as pills linking to each tag page. */
export function TagList({ tags }: { tags: TagView[] }) {
  const href = useSiteHref();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">Tags:</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.route}>
            <a className="tag-pill" href={href(tag.route)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
