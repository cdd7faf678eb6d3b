import { BlogSidebar } from '../blog/blog-sidebar.js';
import { PostAuthors, PostDate, TagList } from '../blog/post-meta.js';
import { CopyPageButton } from '../layout/copy-page-button.js';
import { Document, type DocumentProps } from '../layout/document.js';
import { MainContent } from '../layout/main-content.js';
import { PaginationNav } from '../layout/pagination-nav.js';
import { TableOfContents } from '../layout/table-of-contents.js';
import type { PageLinkView, PostSummaryView, TocItemView } from '../view-types.js';

export interface BlogPostView {
  title: string;
  hasOwnH1: boolean;
  html: string;
  post: PostSummaryView;
  toc: TocItemView[];
  /** The newer post (previous in the list). */
  newer?: PageLinkView;
  /** The older post. */
  older?: PageLinkView;
  /** The post's Markdown copy, which "Copy page" copies. */
  markdownHref?: string;
}

export interface BlogPostPageProps {
  document: Omit<DocumentProps, 'children' | 'pageClass'>;
  page: BlogPostView;
  recentPosts: PageLinkView[];
  recentTitle: string;
}

/** One blog post: recent posts on the left, the post with its meta and tags, newer/older links, TOC. */
export function BlogPostPage({ document, page, recentPosts, recentTitle }: BlogPostPageProps) {
  const hasToc = page.toc.length > 0;
  return (
    <Document {...document} pageClass="page-blog-post">
      <div className="blog-layout">
        <BlogSidebar title={recentTitle} posts={recentPosts} currentRoute={page.post.route} />
        <MainContent className="main">
          <div className={hasToc ? 'doc-container' : 'doc-container doc-container--no-toc'}>
            <div className="doc-column">
              <article className="blog-post">
                <header className="blog-post-header">
                  <CopyPageButton markdownHref={page.markdownHref} />
                  {page.hasOwnH1 ? null : <h1 className="page-title">{page.title}</h1>}
                  <PostDate post={page.post} />
                  <PostAuthors authors={page.post.authors} />
                </header>
                <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
                <footer className="blog-post-footer">
                  <TagList tags={page.post.tags} />
                </footer>
              </article>
              <PaginationNav
                label="Blog post page navigation"
                previous={page.newer && { title: page.newer.title, href: page.newer.route, caption: 'Newer post' }}
                next={page.older && { title: page.older.title, href: page.older.route, caption: 'Older post' }}
              />
            </div>
            {hasToc ? <TableOfContents items={page.toc} /> : null}
          </div>
        </MainContent>
      </div>
    </Document>
  );
}
