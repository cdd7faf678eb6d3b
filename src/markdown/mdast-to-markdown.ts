import type { Root, Text } from 'mdast';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { defaultHandlers, toMarkdown, type Handle } from 'mdast-util-to-markdown';

/**
 * Characters that may need a backslash somewhere in text (emphasis, code, links, images, HTML,
 * entities, tables, strikethrough, autolinks, a heading's closing `#`), and the ones that only matter
 * at the start of a line (headings, quotes, lists, setext underlines, thematic breaks, indented code).
 */
const MAYBE_UNSAFE = /[\\`*_[\]<>&|~!:#\r\n]/;
const UNSAFE_AT_LINE_START = /^[\s#>+\-=\d]/;

/**
 * Text with nothing to escape is written as it is: mdast-util-to-markdown otherwise checks every text
 * against each of its ~40 escape patterns, which is most of the time a page's Markdown takes. Any text
 * that might need escaping goes through the library's own handler.
 */
const text: Handle = (node: Text, parent, state, info) => {
  if (!MAYBE_UNSAFE.test(node.value) && !UNSAFE_AT_LINE_START.test(node.value)) return node.value;
  return defaultHandlers.text(node, parent, state, info);
};

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
    handlers: { text },
    extensions: [gfmTableToMarkdown(), gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown()],
  }).trim();
}
