import type { FrontMatter } from './front-matter.js';

/** Which content folder a source file came from: the docs folder, the blog folder or `content/pages`. */
export type SourceKind = 'doc' | 'blog' | 'page';

/** A content file read from disk, with its front matter parsed and its route decided. */
export interface SourceFile {
  kind: SourceKind;
  /** Path relative to the site root, with `/` separators (used in every diagnostic). */
  file: string;
  absPath: string;
  extension: '.md' | '.mdx' | '.tsx';
  /**
   * The whole file, front matter included. A file that discover knew unchanged since the last build
   * (see `listContentFolder`) is read when this is first asked for, if ever.
   */
  text: string;
  /** The key of `text` (`sourceTextKey`), when discover made it: what cached results of the file are kept under. */
  textKey?: string;
  /** The file with its front matter block blanked out, so that body lines keep their real numbers. */
  body: string;
  frontMatter: FrontMatter;
  /**
   * Doc id as Docusaurus gives it: the path under the docs folder without extension and number
   * prefixes, the file name replaced by front matter `id` (`api-intro/deposits`; `guides/index`).
   * Blog posts and pages: the path under their folder, an index file named by its folder.
   */
  id: string;
  /** Other ids a doc answers to in sidebars: an index doc's folder (`guides`, `index` at the top). */
  aliases?: string[];
  /** Route with a leading slash and no trailing slash (`/` for the home page). */
  route: string;
  /** A doc of a versioned site: the name of its version (`current`, `1.0`; see `DocVersion`). */
  version?: string;
}

/** What the discover stage found: the content files to build, and the drafts left out of the build. */
export interface DiscoveredSources {
  sources: SourceFile[];
  /** Drafts (`draft: true`) the build leaves out: links to them get a hint, sidebars skip them. None when the build includes drafts. */
  drafts: SourceFile[];
}
