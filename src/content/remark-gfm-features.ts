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
import type { Processor } from 'unified';

export const GFM_FEATURES = ['table', 'strikethrough', 'taskList', 'footnote', 'autolinkLiteral'] as const;
export type GfmFeature = (typeof GFM_FEATURES)[number];

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
  const enabled = new Set(options.features);
  if (enabled.has('autolinkLiteral')) {
    micromarkExtensions.push(gfmAutolinkLiteral());
    fromMarkdownExtensions.push(gfmAutolinkLiteralFromMarkdown());
  }
  if (enabled.has('footnote')) {
    micromarkExtensions.push(gfmFootnote());
    fromMarkdownExtensions.push(gfmFootnoteFromMarkdown());
  }
  if (enabled.has('strikethrough')) {
    micromarkExtensions.push(gfmStrikethrough());
    fromMarkdownExtensions.push(gfmStrikethroughFromMarkdown());
  }
  if (enabled.has('table')) {
    micromarkExtensions.push(gfmTable());
    fromMarkdownExtensions.push(gfmTableFromMarkdown());
  }
  if (enabled.has('taskList')) {
    micromarkExtensions.push(gfmTaskListItem());
    fromMarkdownExtensions.push(gfmTaskListItemFromMarkdown());
  }
}
