import type { SiteConfig } from '../config/config-schema.js';
import type { BlogPostSummary } from '../model/blog-post-summary.js';
import { blogRoot } from '../config/site-folders.js';
import { blogFeedFiles } from '../model/generated-files.js';
import type { SiteModel } from '../model/site-model.js';
import { absoluteUrl, publicSiteUrl } from '../shared/absolute-url.js';
import { escapeXml } from './escape-xml.js';

interface FeedItem {
  post: BlogPostSummary;
  url: string;
  /** The whole post's HTML with site-relative links made absolute, so feed readers can follow them. */
  html: string;
}

/** RSS 2.0 feed of every blog post, newest first. */
export function rssFeed(config: SiteConfig, site: SiteModel): string {
  const items = feedItems(config, site).map(({ post, url, html }) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <content:encoded>${escapeXml(html)}</content:encoded>`,
      ...post.authors.map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag.label)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feedTitle(config))}</title>`,
    `    <link>${escapeXml(absoluteUrl(publicSiteUrl(config), blogRoot(config)))}</link>`,
    `    <description>${escapeXml(config.blog.description || feedTitle(config))}</description>`,
    `    <atom:link href="${escapeXml(absoluteUrl(publicSiteUrl(config), `/${blogFeedFiles(blogRoot(config)).rss}`))}" rel="self" type="application/rss+xml"/>`,
    ...(site.posts[0]
      ? [`    <lastBuildDate>${new Date(`${site.posts[0].date}T00:00:00Z`).toUTCString()}</lastBuildDate>`]
      : []),
    '    <generator>docs-build</generator>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 feed of every blog post, newest first. */
export function atomFeed(config: SiteConfig, site: SiteModel): string {
  const entries = feedItems(config, site).map(({ post, url, html }) =>
    [
      '  <entry>',
      `    <title type="text">${escapeXml(post.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link href="${escapeXml(url)}"/>`,
      `    <updated>${post.date}T00:00:00Z</updated>`,
      `    <published>${post.date}T00:00:00Z</published>`,
      `    <summary type="text">${escapeXml(post.description)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      ...post.authors.map((author) =>
        [
          '    <author>',
          `      <name>${escapeXml(author.name)}</name>`,
          ...(author.url ? [`      <uri>${escapeXml(author.url)}</uri>`] : []),
          '    </author>',
        ].join('\n'),
      ),
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag.label)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  const blogUrl = absoluteUrl(publicSiteUrl(config), blogRoot(config));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <title>${escapeXml(feedTitle(config))}</title>`,
    ...(config.blog.description ? [`  <subtitle>${escapeXml(config.blog.description)}</subtitle>`] : []),
    `  <updated>${site.posts[0]?.date ?? '1970-01-01'}T00:00:00Z</updated>`,
    `  <link rel="alternate" href="${escapeXml(blogUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(absoluteUrl(publicSiteUrl(config), `/${blogFeedFiles(blogRoot(config)).atom}`))}"/>`,
    // Atom requires an author for every entry; the feed-level one covers posts that name none.
    `  <author>\n    <name>${escapeXml(config.title)}</name>\n  </author>`,
    '  <generator>docs-build</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

function feedTitle(config: SiteConfig): string {
  return `${config.title} ${config.blog.title}`;
}

function feedItems(config: SiteConfig, site: SiteModel): FeedItem[] {
  const pages = new Map(site.pages.map((page) => [page.route, page]));
  return site.posts.map((post) => ({
    post,
    url: absoluteUrl(publicSiteUrl(config), post.route),
    html: absolutizeLinks(pages.get(post.route)?.content?.html ?? post.excerptHtml, config.url),
  }));
}

/** `siteUrl`: the origin; the HTML's links from the site's root are under the base URL already. */
function absolutizeLinks(html: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
