import { slug } from 'github-slugger';
import { underBase } from '../config/site-folders.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../diagnostics/make-diagnostic.js';
import { frontMatterLocation } from '../diagnostics/source-lines.js';
import type { BlogAuthor, BlogPostSummary, BlogTag } from '../model/blog-post-summary.js';
import type { Page } from '../model/page.js';
import { contentPlainText, type RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { parseAuthorFields, toBlogAuthor } from './blog-authors.js';
import { blogPostDate } from './blog-post-date.js';
import { postDescription } from './page-description.js';
import { readingMinutes } from '../model/text-summary.js';

/** A blog post with its source and content, as the routes stage works with it. */
export interface BlogPost {
  source: SourceFile;
  content: RenderedContent;
  summary: BlogPostSummary;
}

/** The route of a tag's page, under the blog's route (`/blog`). */
export function tagRoute(blogRoute: string, label: string): string {
  return underBase(blogRoute, `/tags/${slug(label)}`);
}

/**
 * Blog posts, newest first (same-day posts by route): date, tags, authors (keys from the authors file
 * or inline objects), excerpt up to `<!-- truncate -->`, reading time. Unknown author keys are reported.
 */
export function collectBlogPosts(
  sources: SourceFile[],
  contentOf: (source: SourceFile) => RenderedContent,
  authors: Map<string, BlogAuthor>,
  diagnostics: Diagnostic[],
  blogRoute: string,
): BlogPost[] {
  const posts = sources.map((source): BlogPost => {
    const content = contentOf(source);
    const plainText = contentPlainText(content);
    return {
      source,
      content,
      summary: {
        route: source.route,
        title: content.title,
        date: blogPostDate(source, diagnostics),
        description: postDescription(content, plainText),
        tags: postTags(source, blogRoute),
        authors: postAuthors(source, authors, diagnostics),
        excerptHtml: content.excerptHtml ?? content.html,
        truncated: content.excerptHtml !== undefined,
        readingMinutes: readingMinutes(plainText),
      },
    };
  });
  return posts.sort(
    (a, b) => b.summary.date.localeCompare(a.summary.date) || a.summary.route.localeCompare(b.summary.route),
  );
}

/** One page per post; previous is the newer post and next the older one. */
export function blogPostPages(posts: BlogPost[]): Page[] {
  return posts.map(({ source, content, summary }, index): Page => {
    const newer = posts[index - 1]?.summary;
    const older = posts[index + 1]?.summary;
    return {
      route: summary.route,
      kind: 'blog-post',
      title: summary.title,
      description: summary.description,
      file: source.file,
      content,
      hideTableOfContents: source.frontMatter.hide_table_of_contents === true,
      post: summary,
      previous: newer && { title: newer.title, route: newer.route },
      next: older && { title: older.title, route: older.route },
    };
  });
}

function postTags(source: SourceFile, blogRoute: string): BlogTag[] {
  const written = source.frontMatter.tags as unknown;
  const labels = (Array.isArray(written) ? written : written === undefined ? [] : [written])
    .map((tag) => String(tag).trim())
    .filter((tag) => tag !== '');
  const byRoute = new Map(labels.map((label) => [tagRoute(blogRoute, label), label]));
  return [...byRoute].map(([route, label]) => ({ label, route }));
}

function postAuthors(source: SourceFile, authors: Map<string, BlogAuthor>, diagnostics: Diagnostic[]): BlogAuthor[] {
  const written = source.frontMatter.authors as unknown;
  const list = Array.isArray(written) ? written : written === undefined ? [] : [written];
  return list.flatMap((entry): BlogAuthor[] => {
    if (typeof entry === 'string') {
      const author = authors.get(entry);
      if (author) return [author];
      diagnostics.push(
        makeDiagnostic('BLOG_UNKNOWN_AUTHOR', frontMatterLocation(source, 'authors'), {
          file: source.file,
          author: entry,
          known: [...authors.keys()],
        }),
      );
      return [];
    }
    const fields = parseAuthorFields(entry);
    if (fields?.name) return [toBlogAuthor(slug(fields.name), fields)];
    diagnostics.push(
      makeDiagnostic('BLOG_AUTHOR_INVALID', frontMatterLocation(source, 'authors'), { file: source.file }),
    );
    return [];
  });
}
