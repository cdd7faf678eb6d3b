import type { MarkdownConfig } from '../config/markdown-config-schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinkFolders } from './link-folders.js';
import type { OutputFile } from './output-file.js';
import type { RenderedContent } from './rendered-content.js';
import type { SourceFile } from './source-file.js';

// What rendering the MDX and TSX pages takes and gives back: the content stage does it, on this thread
// or on worker threads that `watch` keeps (see content/mdx/module-pages-in-worker.ts).

/** What rendering the MDX and TSX pages needs: plain data, so that a worker thread can do it. */
export interface ModulePagesJob {
  root: string;
  sources: SourceFile[];
  /** Route of every content file (and draft), by absolute path: links resolve against them. */
  routes: [absPath: string, route: string][];
  folders: LinkFolders;
  /** The site's public origin (`config.url`). */
  siteUrl: string;
  /** The site's base URL (`config.baseUrl`): every URL the pages write is under it. */
  baseUrl: string;
  format: MarkdownConfig['format'];
  /** The client's shared modules (React…), by specifier: client components are bundled against them. */
  sharedModules: Record<string, string>;
  /**
   * When the config has unified plugins, the hash of its code (`configCodeKey`): a worker thread loads
   * the config itself to get them, as functions cannot be posted to it, and again when this changes.
   */
  userPluginsKey?: string;
}

export interface ModulePagesResult {
  rendered: [string, RenderedContent][];
  assets: Map<string, OutputFile>;
  diagnostics: Diagnostic[];
  /** Files esbuild read for the pages and their client components (absolute), and images the pages found. */
  inputs: string[];
  images: string[];
}

/** Renders a site's MDX and TSX pages (see `renderModulePages`). */
export type ModulePagesRenderer = (job: ModulePagesJob) => Promise<ModulePagesResult>;
