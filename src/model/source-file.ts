import type { FrontMatter } from './front-matter.js';

/** Which content folder a source file came from: `content/docs`, `content/blog` or `content/pages`. */
export type SourceKind = 'doc' | 'blog' | 'page';

/** A content file read from disk, with its front matter parsed and its route decided. */
export interface SourceFile {
  kind: SourceKind;
  /** Path relative to the site root, with `/` separators (used in every diagnostic). */
  file: string;
  absPath: string;
  extension: '.md' | '.mdx' | '.tsx';
  /** The whole file, front matter included. */
  text: string;
  /** The file with its front matter block blanked out, so that body lines keep their real numbers. */
  body: string;
  frontMatter: FrontMatter;
  /** Doc id: the path under its content folder without extension (`api-intro/deposits`). */
  id: string;
  /** Route with a leading slash and no trailing slash (`/` for the home page). */
  route: string;
}
