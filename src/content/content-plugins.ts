import type { PluggableList } from 'unified';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import type { CodeHighlighter } from '../model/code-highlighter.js';
// micromark's edit map, made linear for documents with many lists (see the module).
import '../shared/linear-edit-map.js';
import { rehypeBaseUrl } from '../shared/rehype-base-url.js';
import { rehypeCodeBlocks } from './code-blocks/rehype-code-blocks.js';
import { rehypeLazyImages } from './page-html/rehype-lazy-images.js';
import { rehypePageData } from './page-data/rehype-page-data.js';
import { rehypeInlineCodeBreaks } from './code-blocks/rehype-inline-code-breaks.js';
import { rehypeScrollRegions } from './page-html/rehype-scroll-regions.js';
import { rehypeTaskListLabels } from './page-html/rehype-task-list-labels.js';
import { remarkAdmonitions } from './syntax/remark-admonitions.js';
import { remarkCheckMdxComponents } from './mdx/remark-check-mdx-components.js';
import { GFM_FEATURES, gfmFeaturesIn, remarkGfmFeatures, type GfmFeature } from './syntax/remark-gfm-features.js';
import { remarkHeadingIds } from './syntax/remark-heading-ids.js';
import { remarkResolveLinks } from './links/remark-resolve-links.js';
import type { LinkFolders } from '../model/link-folders.js';
import { remarkRestoreDirectives } from './syntax/remark-restore-directives.js';
import { remarkTruncateMarker } from './syntax/truncate-marker.js';
import { rehypeExportToc } from './mdx/rehype-export-toc.js';
import { remarkCodeBlockElements } from './code-blocks/remark-code-block-elements.js';
import { remarkRecordImports } from './mdx/remark-record-imports.js';
import { rehypeRecordComponentUses } from './mdx/rehype-record-component-uses.js';
import { remarkDropComments } from './syntax/remark-drop-comments.js';
import type { UserPlugins } from './user-plugins.js';
import { remarkWarnMdxInMarkdown } from './markdown/remark-warn-mdx-in-markdown.js';

export interface ContentPluginOptions {
  root: string;
  routesByPath: ReadonlyMap<string, string>;
  folders: LinkFolders;
  /** The site's public origin (`config.url`): links in each page's Markdown copy are absolute on it. */
  siteUrl: string;
  /** The site's base URL (`config.baseUrl`): links and images from the site's root are written under it. */
  baseUrl: string;
  highlighter: CodeHighlighter;
  /** Names of the components MDX pages get without importing them (MDX only). */
  mdxBuiltIns?: string[];
  /** The site's own plugins, from `markdown` in the config. */
  userPlugins?: UserPlugins;
}

/** Which syntax extensions a page needs: MDX pages get them all; a Markdown page only those it can use. */
export interface ContentSyntax {
  format: 'md' | 'mdx';
  gfm: readonly GfmFeature[];
  directives: boolean;
}

export const MDX_SYNTAX: ContentSyntax = { format: 'mdx', gfm: GFM_FEATURES, directives: true };

/** The syntax a Markdown text needs (a key for reusing one processor across pages). */
export function markdownSyntax(markdown: string): ContentSyntax {
  return { format: 'md', gfm: gfmFeaturesIn(markdown), directives: markdown.includes(':::') };
}

/**
 * The whole Markdown chain in one place, shared by `.md` (unified) and `.mdx` (@mdx-js/mdx): which
 * syntax is read, how links resolve, and what the HTML looks like.
 */
export function contentPlugins(options: ContentPluginOptions, syntax: ContentSyntax): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  const { format } = syntax;
  const user = options.userPlugins;
  return {
    // The site's remark plugins see the tree as parsed (`beforeDefaultRemarkPlugins`) or after ours
    // (admonitions, heading ids, links resolved), as in Docusaurus; its rehype plugins see the HTML
    // tree before ours, so that ours give any heading it adds an anchor and any code it adds colours.
    remarkPlugins: [
      ...(user?.beforeDefaultRemark ?? []),
      // MDX reads `<!-- -->` as a comment and drops it, as Docusaurus does (in Markdown it is HTML).
      ...(format === 'mdx' ? [[remarkComment, { ast: true }] as const] : []),
      [remarkGfmFeatures, { features: syntax.gfm }],
      ...(format === 'mdx' ? [remarkCodeBlockElements] : []),
      ...(syntax.directives ? [remarkDirective, remarkAdmonitions, remarkRestoreDirectives] : []),
      remarkHeadingIds,
      remarkTruncateMarker,
      ...(format === 'mdx' ? [remarkDropComments] : []),
      [remarkResolveLinks, { root: options.root, routesByPath: options.routesByPath, folders: options.folders }],
      ...(format === 'mdx' ? [[remarkCheckMdxComponents, { builtIns: options.mdxBuiltIns ?? [] }] as const] : [remarkWarnMdxInMarkdown]),
      ...(user?.remark ?? []),
      // After the site's plugins, which may add imports (npm2yarn adds `@theme/Tabs`).
      ...(format === 'mdx' ? [remarkRecordImports] : []),
    ] as PluggableList,
    rehypePlugins: [
      ...(user?.rehype ?? []),
      // Before the Markdown copy is taken from the tree, so that it reads the links as the page has them.
      [rehypeBaseUrl, { baseUrl: options.baseUrl }],
      // MDX pages get their text from the rendered HTML, which includes what components render.
      [rehypePageData, { collectText: format === 'md', siteUrl: options.siteUrl, baseUrl: options.baseUrl }],
      ...(format === 'mdx' ? [rehypeExportToc, rehypeRecordComponentUses] : []),
      [rehypeCodeBlocks, { highlighter: options.highlighter }],
      rehypeInlineCodeBreaks,
      rehypeScrollRegions,
      rehypeTaskListLabels,
      rehypeLazyImages,
    ],
  };
}
