import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { BlockContent, Code, PhrasingContent, Root, RootContent, TableCell, TableRow } from 'mdast';
import { applyMagicComments } from '../shared/code-magic-comments.js';
import { parseCodeMeta } from '../shared/code-meta.js';

/** How links are written: internal ones absolute on the site's URL, so the Markdown works on its own. */
export interface HastToMdastOptions {
  /** Turns an `href` as the page wrote it into the URL the Markdown shows. */
  resolveUrl: (href: string) => string;
}

/** Page chrome that is not part of the page's text: anchor marks, copy buttons, an inline table of contents. */
const CHROME_CLASSES = ['heading-anchor', 'code-copy', 'mdx-toc-inline', 'external-link-icon'];
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'button', 'svg', 'noscript']);
const PHRASING_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'br',
  'wbr',
  'label',
]);

/**
 * The rendered HTML of a page as a Markdown tree: headings, paragraphs, lists, tables, quotes, links and
 * images as they are; code blocks as fences with their language and title (`title="…"`), code exactly
 * as written; admonitions as quotes under their bold title; tabs as each tab's bold label followed by
 * its panel. Written for the HTML this generator renders (Markdown, MDX components, endpoint
 * descriptions); an element it does not know gives its content.
 */
export function hastToMdast(tree: HastRoot, options: HastToMdastOptions): Root {
  return { type: 'root', children: blocks(tree.children, options) as RootContent[] };
}

function classesOf(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

function isSkipped(node: ElementContent): boolean {
  if (node.type !== 'element') return node.type === 'comment';
  if (SKIPPED_TAGS.has(node.tagName) || (node.properties.hidden === true && node.properties.role !== 'tabpanel'))
    return true;
  return classesOf(node).some((name) => CHROME_CLASSES.includes(name));
}

function isPhrasing(node: ElementContent): boolean {
  return node.type === 'text' || (node.type === 'element' && PHRASING_TAGS.has(node.tagName));
}

/** Block content of a container: runs of inline content become paragraphs. */
function blocks(
  children: readonly ElementContent[] | HastRoot['children'],
  options: HastToMdastOptions,
): BlockContent[] {
  const result: BlockContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    const inline = trimPhrasing(phrasing(run, options));
    if (inline.length > 0) result.push({ type: 'paragraph', children: inline });
    run = [];
  };
  for (const child of children as ElementContent[]) {
    if (isSkipped(child)) continue;
    if (isPhrasing(child)) {
      run.push(child);
      continue;
    }
    flush();
    if (child.type === 'element') result.push(...block(child, options));
  }
  flush();
  return result;
}

function block(node: Element, options: HastToMdastOptions): BlockContent[] {
  const classes = classesOf(node);
  const rank = /^h([1-6])$/.exec(node.tagName);
  if (rank)
    return [{ type: 'heading', depth: Number(rank[1]) as 1, children: trimPhrasing(phrasing(node.children, options)) }];
  if (classes.includes('code-block')) return [codeBlock(node)];
  if (classes.includes('admonition')) return [admonition(node, options)];
  if (classes.includes('tabs')) return tabs(node, options);
  switch (node.tagName) {
    case 'p':
      return paragraphOf(phrasing(node.children, options));
    case 'pre':
      return [codeBlock(node)];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocks(node.children, options) }];
    case 'ul':
    case 'ol':
      return [list(node, options)];
    case 'table':
      return [table(node, options)];
    case 'details':
      return details(node, options);
    case 'dl':
      return definitions(node, options);
    default:
      return blocks(node.children, options);
  }
}

function paragraphOf(children: PhrasingContent[]): BlockContent[] {
  const trimmed = trimPhrasing(children);
  return trimmed.length > 0 ? [{ type: 'paragraph', children: trimmed }] : [];
}

/** Both shapes of a code block: `<pre><code class="language-x">` with the fence's meta (Markdown before highlighting), or the highlighted `div.code-block`. */
function codeBlock(node: Element): Code {
  const pre = node.tagName === 'pre' ? node : findChild(node, (child) => child.tagName === 'pre');
  const code = pre && findChild(pre, (child) => child.tagName === 'code');
  const codeClass = code ? classesOf(code).find((name) => name.startsWith('language-')) : undefined;
  const written =
    typeof node.properties.dataLanguage === 'string'
      ? node.properties.dataLanguage
      : codeClass?.slice('language-'.length);
  const lang = written === 'text' && !codeClass ? undefined : written;
  const titleElement = findChild(node, (child) => classesOf(child).includes('code-block-title'));
  const meta = parseCodeMeta((code?.data as { meta?: string } | undefined)?.meta);
  const title = titleElement ? hastToString(titleElement) : meta.title;
  let value = (code ? hastToString(code) : pre ? hastToString(pre) : '').replace(/\n$/, '');
  // Before highlighting, the magic comments (`// highlight-next-line`) are still in the code.
  if (node.tagName === 'pre' && lang) value = applyMagicComments(value, lang).code;
  return { type: 'code', lang: lang ?? null, meta: title ? `title=${JSON.stringify(title)}` : null, value };
}

function findChild(node: Element, test: (child: Element) => boolean): Element | undefined {
  for (const child of node.children) if (child.type === 'element' && test(child)) return child;
  return undefined;
}

function admonition(node: Element, options: HastToMdastOptions): BlockContent {
  const heading = findChild(node, (child) => classesOf(child).includes('admonition-heading'));
  const body = node.children.filter((child) => child !== heading);
  const title: BlockContent[] = heading
    ? paragraphOf([{ type: 'strong', children: trimPhrasing(phrasing(heading.children, options)) }])
    : [];
  return { type: 'blockquote', children: [...title, ...blocks(body, options)] };
}

/** Each tab's label in bold, then its panel; the labels come from the tab list, in order. */
function tabs(node: Element, options: HastToMdastOptions): BlockContent[] {
  const labels: string[] = [];
  const panels: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (child.properties.role === 'tab') labels.push(hastToString(child).trim());
      else if (child.properties.role === 'tabpanel') panels.push(child);
      else visit(child);
    }
  };
  visit(node);
  return panels.flatMap((panel, index) => [
    ...paragraphOf([{ type: 'strong', children: [{ type: 'text', value: labels[index] ?? `Tab ${index + 1}` }] }]),
    ...blocks(panel.children, options),
  ]);
}

function details(node: Element, options: HastToMdastOptions): BlockContent[] {
  const summary = findChild(node, (child) => child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  return [
    ...(summary ? paragraphOf([{ type: 'strong', children: trimPhrasing(phrasing(summary.children, options)) }]) : []),
    ...blocks(rest, options),
  ];
}

/** A definition list: each term in bold, then its definition. */
function definitions(node: Element, options: HastToMdastOptions): BlockContent[] {
  return node.children.flatMap((child) => {
    if (child.type !== 'element') return [];
    if (child.tagName === 'dt') return paragraphOf([{ type: 'strong', children: phrasing(child.children, options) }]);
    return blocks(child.children, options);
  });
}

function list(node: Element, options: HastToMdastOptions): BlockContent {
  const ordered = node.tagName === 'ol';
  const start = ordered && typeof node.properties.start === 'number' ? node.properties.start : ordered ? 1 : null;
  const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
  return {
    type: 'list',
    ordered,
    start,
    spread: false,
    children: items.map((item) => {
      const { checkbox, children } = splitCheckbox(item);
      return {
        type: 'listItem',
        spread: false,
        checked: checkbox ? Boolean(checkbox.properties.checked) : null,
        children: blocks(children, options),
      };
    }),
  };
}

/**
 * A task item's checkbox and its content without it. The tree is shared with the page's HTML, so it
 * is read, never changed: the checkbox is in the item or its first paragraph, perhaps inside the
 * label that names it (rehypeTaskListLabels), whose content is read as the item's.
 */
function splitCheckbox(item: Element): { checkbox?: Element; children: ElementContent[] } {
  const unwrapLabel = (children: ElementContent[]) =>
    children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'label' && classesOf(child).includes('task-list-label')
        ? child.children
        : [child],
    );
  const isCheckbox = (child: ElementContent): boolean =>
    child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox';
  const children = unwrapLabel(item.children);
  const index = children.findIndex((child) => child.type === 'element');
  const first = children[index];
  if (first?.type === 'element' && isCheckbox(first))
    return { checkbox: first, children: children.filter((child) => child !== first) };
  if (first?.type === 'element' && first.tagName === 'p') {
    const inner = unwrapLabel(first.children);
    const checkbox = inner.find(isCheckbox) as Element | undefined;
    if (checkbox)
      return {
        checkbox,
        children: children.map((child) =>
          child === first ? { ...first, children: inner.filter((node) => node !== checkbox) } : child,
        ),
      };
  }
  return { children: item.children };
}

function table(node: Element, options: HastToMdastOptions): BlockContent {
  const rows: TableRow[] = [];
  const align: ('left' | 'right' | 'center' | null)[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (child.tagName !== 'tr') {
        visit(child);
        continue;
      }
      const cells = child.children.filter(
        (cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'),
      );
      if (rows.length === 0) for (const cell of cells) align.push(alignOf(cell));
      rows.push({
        type: 'tableRow',
        children: cells.map(
          (cell): TableCell => ({ type: 'tableCell', children: trimPhrasing(phrasing(cell.children, options)) }),
        ),
      });
    }
  };
  visit(node);
  return { type: 'table', align, children: rows };
}

function alignOf(cell: Element): 'left' | 'right' | 'center' | null {
  const value =
    cell.properties.align ?? /text-align:\s*(left|right|center)/.exec(String(cell.properties.style ?? ''))?.[1];
  return value === 'left' || value === 'right' || value === 'center' ? value : null;
}

/** Inline content; block elements met inside inline content give their text (a table cell holds no blocks). */
function phrasing(children: readonly ElementContent[], options: HastToMdastOptions): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  for (const child of children) {
    if (isSkipped(child)) continue;
    if (child.type === 'text') {
      const value = child.value.replace(/\s+/g, ' ');
      // One text node for a run of text (highlighted or nested spans split it): fewer to escape.
      const last = result.at(-1);
      if (last?.type === 'text') result[result.length - 1] = { type: 'text', value: last.value + value };
      else result.push({ type: 'text', value });
      continue;
    }
    if (child.type !== 'element') continue;
    const inner = () => phrasing(child.children, options);
    switch (child.tagName) {
      case 'a': {
        const href = child.properties.href;
        if (typeof href !== 'string') result.push(...inner());
        else result.push({ type: 'link', url: options.resolveUrl(href), children: trimPhrasing(inner()) });
        break;
      }
      case 'strong':
      case 'b':
        result.push({ type: 'strong', children: inner() });
        break;
      case 'em':
      case 'i':
        result.push({ type: 'emphasis', children: inner() });
        break;
      case 'del':
      case 's':
        result.push({ type: 'delete', children: inner() });
        break;
      case 'code':
        result.push({ type: 'inlineCode', value: hastToString(child) });
        break;
      case 'br':
        result.push({ type: 'break' });
        break;
      case 'img': {
        const src = child.properties.src;
        if (typeof src === 'string')
          result.push({ type: 'image', url: options.resolveUrl(src), alt: String(child.properties.alt ?? '') });
        break;
      }
      default:
        result.push(...inner());
    }
  }
  return result;
}

/** Drops the white space that HTML formatting leaves at the edges of inline content. */
function trimPhrasing(children: PhrasingContent[]): PhrasingContent[] {
  const result = [...children];
  while (result[0]?.type === 'text' && result[0].value.trim() === '') result.shift();
  while (result.at(-1)?.type === 'text' && (result.at(-1) as { value: string }).value.trim() === '') result.pop();
  const first = result[0];
  if (first?.type === 'text') result[0] = { ...first, value: first.value.trimStart() };
  const last = result.at(-1);
  if (last?.type === 'text') result[result.length - 1] = { ...last, value: last.value.trimEnd() };
  return result;
}
