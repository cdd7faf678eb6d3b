import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension } from 'micromark-util-types';
import type { Processor } from 'unified';

/** In the order remark-gfm registers them, which decides which construct wins where two could start. */
export const GFM_FEATURES = ['autolinkLiteral', 'footnote', 'strikethrough', 'table', 'taskList'] as const;
export type GfmFeature = (typeof GFM_FEATURES)[number];

const EXTENSIONS: Record<GfmFeature, () => [Extension, FromMarkdownExtension]> = {
  autolinkLiteral: () => [gfmAutolinkLiteral(), gfmAutolinkLiteralFromMarkdown()],
  footnote: () => [gfmFootnote(), gfmFootnoteFromMarkdown()],
  strikethrough: () => [gfmStrikethrough(), gfmStrikethroughFromMarkdown()],
  table: () => [gfmTable(), gfmTableFromMarkdown()],
  taskList: () => [gfmTaskListItem(), gfmTaskListItemFromMarkdown()],
};

/**
 * The GFM constructs a Markdown text could contain, judged by the characters each one needs. A construct
 * whose characters are absent cannot occur, so parsing without its extension gives the same tree —
 * and the GFM extensions together double the cost of parsing a page.
 */
export function gfmFeaturesIn(markdown: string): GfmFeature[] {
  const features: GfmFeature[] = [];
  if (markdown.includes('|')) features.push('table');
  if (markdown.includes('~')) features.push('strikethrough');
  if (/\[[ xX]\]/.test(markdown)) features.push('taskList');
  if (markdown.includes('[^')) features.push('footnote');
  if (/www\.|https?:\/\/|@|mailto:|xmpp:/i.test(markdown)) features.push('autolinkLiteral');
  return features;
}

/** remark-gfm, limited to the given features. */
export function remarkGfmFeatures(this: Processor, options: { features: readonly GfmFeature[] }): void {
  const data = this.data();
  const micromarkExtensions = (data.micromarkExtensions ??= []);
  const fromMarkdownExtensions = (data.fromMarkdownExtensions ??= []);
  for (const feature of GFM_FEATURES) {
    if (!options.features.includes(feature)) continue;
    const [syntax, fromMarkdown] = EXTENSIONS[feature]();
    micromarkExtensions.push(syntax);
    fromMarkdownExtensions.push(fromMarkdown);
  }
}
