import type { Root } from 'mdast';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { toMarkdown } from 'mdast-util-to-markdown';

/**
 * Markdown text of a tree, by mdast-util-to-markdown (the serializer behind remark-stringify), which
 * knows what to escape and how to fence code that itself holds backticks, with GFM tables.
 */
export function mdastToMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    bullet: '-',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    emphasis: '_',
    extensions: [gfmTableToMarkdown(), gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown()],
  }).trim();
}
