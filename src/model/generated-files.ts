/** Files the outputs stage writes besides pages, by path relative to the output folder. */
export const GENERATED_FILES = {
  allDocs: 'all-docs.txt',
  sitemap: 'sitemap.xml',
} as const;

/** The blog's feeds, under the blog's route (`/blog` → `blog/rss.xml`, `blog/atom.xml`). */
export function blogFeedFiles(blogRoute: string): { rss: string; atom: string } {
  const folder = blogRoute.replace(/^\/+|\/+$/g, '');
  return { rss: folder ? `${folder}/rss.xml` : 'rss.xml', atom: folder ? `${folder}/atom.xml` : 'atom.xml' };
}

/** Routes of the generated files a link may point at: the feeds only exist when the blog has posts. */
export function generatedFileRoutes(hasPosts: boolean, blogRoute: string): Set<string> {
  const files: string[] = [GENERATED_FILES.allDocs, GENERATED_FILES.sitemap];
  if (hasPosts) files.push(...Object.values(blogFeedFiles(blogRoute)));
  return new Set(files.map((file) => `/${file}`));
}
