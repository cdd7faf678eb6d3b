import type { OutputFile } from './output-file.js';

/** What the bundle stage hands the renderer: hashed asset URLs and the files behind them. */
export interface ClientAssets {
  /** Output files by path relative to the output folder (`assets/app-3f2a9c1b.js`). */
  files: Map<string, OutputFile>;
  /** URL of the client entry module every page loads (`/assets/app-3f2a9c1b.js`). */
  entryScript: string;
  /** URLs of stylesheets every page links. */
  stylesheets: string[];
  /**
   * URL of the versioned docs' stylesheet (the version badge, search's version controls), which only a
   * versioned site's pages link (and only its output holds); among `files`.
   */
  versionsStylesheet?: string;
  /** URLs of modules worth a `<link rel="modulepreload">` (chunks the entry imports statically). */
  preloads: string[];
  /**
   * URLs of the modules a site's client components import instead of bundling their own copy, by
   * specifier (`react` → `/assets/react-5C2B81D4.js`): the React that hydrates them.
   */
  sharedModules: Record<string, string>;
}
