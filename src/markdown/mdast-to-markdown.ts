import type { Heading, Paragraph, PhrasingContent, Root, Text } from 'mdast';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';

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
 * Text that no escape pattern of the library (with the GFM table, strikethrough and task list
 * extensions) can match away from a line's start: none of these characters. `:` only matters at the
 * start of a table delimiter row (see PLAIN_PARAGRAPH), and a paragraph holds no line break.
 */
const PLAIN_TEXT = /^[^\\`*_[\]<>&|~!#\t\r\n]*$/;
/** A paragraph that neither starts as something else would (a heading, a list…) nor starts or ends with white space. */
const PLAIN_PARAGRAPH = /^(?![\s#>+\-=\d:|])(?:.*\S)?$/s;
/** Inline code the library writes between single backticks, as it is. */
const PLAIN_CODE = /^[^`\s|](?:[^`\r\n|]*[^`\s|])?$/;
/** A link destination the library writes as it is: no parenthesis, space, `&`, `<`, `>` or backslash. */
const PLAIN_URL = /^[A-Za-z0-9\-._~:/?#%=+,;@]+$/;

/** Strong text the library writes between `**` as it is: it starts and ends with a letter or digit. */
const PLAIN_STRONG = /^[A-Za-z0-9](?:.*[A-Za-z0-9])?$/s;

/**
 * Phrasing content as the library writes it when it holds only plain text, plain inline code, plain
 * links and plain strong text (never two strong runs side by side, whose markers would run together);
 * else undefined.
 */
function plainPhrasingRun(children: readonly PhrasingContent[]): string | undefined {
  let written = '';
  let previous: PhrasingContent | undefined;
  for (const child of children) {
    if (child.type === 'strong' && previous?.type === 'strong') return undefined;
    const part = plainPhrasing(child);
    if (part === undefined) return undefined;
    written += part;
    previous = child;
  }
  return written;
}

function plainPhrasing(node: PhrasingContent): string | undefined {
  switch (node.type) {
    case 'text':
      return PLAIN_TEXT.test(node.value) ? node.value : undefined;
    case 'inlineCode':
      return PLAIN_CODE.test(node.value) ? `\`${node.value}\`` : undefined;
    case 'strong': {
      const inner = plainTextAndCode(node.children);
      return inner !== undefined && PLAIN_STRONG.test(inner) ? `**${inner}**` : undefined;
    }
    case 'link': {
      if (node.title || !PLAIN_URL.test(node.url)) return undefined;
      const label = plainTextAndCode(node.children);
      // The library writes a link whose label is its URL as an autolink (`<url>`).
      if (label === undefined || label === node.url || `mailto:${label}` === node.url) return undefined;
      return `[${label}](${node.url})`;
    }
    default:
      return undefined;
  }
}

/** Text and inline code alone (a link's label, strong text), as the library writes them; else undefined. */
function plainTextAndCode(children: readonly PhrasingContent[]): string | undefined {
  let written = '';
  for (const child of children) {
    const part = child.type === 'text' || child.type === 'inlineCode' ? plainPhrasing(child) : undefined;
    if (part === undefined) return undefined;
    written += part;
  }
  return written;
}

const taskListItemHandlers = gfmTaskListItemToMarkdown().handlers!;

/**
 * A paragraph or a heading of plain phrasing content (see `plainPhrasingRun`) is written directly:
 * through the library, its phrasing machinery (escapes, emphasis markers) is half the time a page's
 * Markdown takes. Anything else, and a task list item's paragraph, goes through the library.
 */
const paragraph: Handle = (node: Paragraph, parent, state, info) => {
  const isTaskItem = parent?.type === 'listItem' && typeof parent.checked === 'boolean';
  const written = isTaskItem ? undefined : plainPhrasingRun(node.children);
  return written !== undefined && PLAIN_PARAGRAPH.test(written)
    ? written
    : taskListItemHandlers.paragraph!(node, parent, state, info);
};

const heading: Handle = (node: Heading, parent, state, info) => {
  const written = plainPhrasingRun(node.children);
  if (written === undefined || written === '' || !PLAIN_PARAGRAPH.test(written))
    return defaultHandlers.heading(node, parent, state, info);
  return `${'#'.repeat(Math.max(1, Math.min(6, node.depth || 1)))} ${written}`;
};

const LIBRARY_OPTIONS: Options = {
  bullet: '-',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  emphasis: '_',
  handlers: { text },
  extensions: [gfmTableToMarkdown(), gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown()],
};
const OPTIONS: Options = { ...LIBRARY_OPTIONS, handlers: { text, paragraph, heading } };

/**
 * Markdown text of a tree, by mdast-util-to-markdown (the serializer behind remark-stringify), which
 * knows what to escape and how to fence code that itself holds backticks, with GFM tables.
 */
export function mdastToMarkdown(tree: Root): string {
  return toMarkdown(tree, OPTIONS).trim();
}

/** The same with every paragraph and heading through the library: what `mdastToMarkdown` must equal, byte for byte (tests check it). */
export function mdastToMarkdownByLibrary(tree: Root): string {
  return toMarkdown(tree, LIBRARY_OPTIONS).trim();
}
