/** Files the outputs stage writes besides pages, by path relative to the output folder. */
export const GENERATED_FILES = {
  allDocs: 'all-docs.txt',
  sitemap: 'sitemap.xml',
  rss: 'blog/rss.xml',
  atom: 'blog/atom.xml',
} as const;

/** Routes of the generated files a link may point at: the feeds only exist when the blog has posts. */
export function generatedFileRoutes(hasPosts: boolean): Set<string> {
  const files: string[] = [GENERATED_FILES.allDocs, GENERATED_FILES.sitemap];
  if (hasPosts) files.push(GENERATED_FILES.rss, GENERATED_FILES.atom);
  return new Set(files.map((file) => `/${file}`));
}
