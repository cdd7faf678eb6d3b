import type { PageLinkView } from '../view-types.js';
import { useSiteHref } from '../site-href.js';

/** The blog's left column: the most recent posts. */
export function BlogSidebar({
  title,
  posts,
  currentRoute,
}: {
  title: string;
  posts: PageLinkView[];
  currentRoute: string;
}) {
  const href = useSiteHref();
  if (posts.length === 0) return null;
  return (
    <aside className="blog-sidebar">
      <nav className="blog-sidebar-nav" aria-label="Blog recent posts">
        <p className="blog-sidebar-title">{title}</p>
        <ul>
          {posts.map((post) => (
            <li key={post.route}>
              <a
                className="blog-sidebar-link"
                href={href(post.route)}
                aria-current={post.route === currentRoute ? 'page' : undefined}
              >
                {post.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
