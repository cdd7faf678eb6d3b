import type { BuildCache } from '../cache/build-cache.js';
import type { SiteConfig } from '../config/config-schema.js';
import type { SidebarsSource } from '../config/load-sidebars.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CodeHighlighter } from '../model/code-highlighter.js';
import type { DocVersion } from '../model/doc-version.js';
import type { Logger } from './logger.js';

/** Everything one build needs, passed down to every stage; no stage keeps state of its own. */
export interface BuildContext {
  /** Absolute path of the site root (where `site.config.ts` is). */
  root: string;
  /** Absolute path of the output folder. */
  outDir: string;
  config: SiteConfig;
  /** The sidebars written in the config or its sidebars file; absent when the sidebar is generated from the docs. */
  sidebars?: SidebarsSource;
  /** The versions of the docs (`versions.json`), current first; absent on a site without versions. */
  versions?: DocVersion[];
  /** The written sidebars of the released versions, by version name (the current one uses `sidebars`). */
  versionSidebars?: Map<string, SidebarsSource>;
  logger: Logger;
  /** Warnings collected along the way; printed after the summary line. */
  warnings: Diagnostic[];
  /** The build's one syntax highlighter, created on first use (grammars are costly to load twice). */
  highlighter(): Promise<CodeHighlighter>;
  /** The persistent cache of rendered results; absent with `--no-cache` and in tests that build in memory. */
  cache?: BuildCache;
  /**
   * When the config adds unified plugins: a hash of every file it was bundled from, plugins included,
   * part of every content cache key (see config/config-code-key.ts).
   */
  configCodeKey?: string;
  /**
   * Read the bodies of cached contents (HTML, Markdown, text) when first used, not with their entries:
   * a writing build with the cache, which links most pages from the last output and needs few bodies.
   * Such a build also reads only the content files changed since the last one (see `listContentFolder`).
   */
  lazyContentBodies?: boolean;
  /** Build pages whose front matter says `draft: true` (`watch` does, `build` does not). */
  includeDrafts: boolean;
  /** Add the config's head tags, scripts, stylesheets and analytics to pages (`watch` leaves them out unless asked). */
  headAdditions: boolean;
}

/** What a context is made from: the build's fields, and how to create its highlighter when first asked. */
export interface BuildContextFields
  extends Omit<BuildContext, 'warnings' | 'highlighter' | 'includeDrafts' | 'headAdditions'> {
  /** @default false */
  includeDrafts?: boolean;
  /** @default true */
  headAdditions?: boolean;
  /** Creates the build's highlighter; called at most once (`createCodeHighlighter` in builds). */
  createHighlighter: () => Promise<CodeHighlighter>;
}

/** A context for one build; the highlighter is created on first use and then shared. */
export function createBuildContext({
  createHighlighter,
  includeDrafts = false,
  headAdditions = true,
  ...fields
}: BuildContextFields): BuildContext {
  let highlighter: Promise<CodeHighlighter> | undefined;
  return {
    ...fields,
    includeDrafts,
    headAdditions,
    warnings: [],
    highlighter: () => (highlighter ??= createHighlighter()),
  };
}
