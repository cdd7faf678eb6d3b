import type { RenderedMarkdown } from './markdown-renderer.js';

/*
 * Most descriptions in a spec are one plain paragraph: sentences, maybe with `code`. For those,
 * CommonMark + GFM produce `<p>` with the text as written, code spans as `<code>`, and line endings
 * kept. The grammar below only admits text where no other construct can start:
 * - every line starts with a letter, a digit (not a list marker like `1.` or `2)`), `(`, `"`, `'` or
 *   a code span — no heading, list, quote, fence, HTML block, table row or setext underline;
 * - no blank line, no leading, trailing or doubled space (hard breaks, indented code), no tab;
 * - no `\`, `*`, `_`, `[`, `]`, `<`, `&`, `~`, `|` or `@` outside code, no `www.` or `http:` (escapes,
 *   emphasis, links, references, HTML, entities, strikethrough, GFM autolinks);
 * - code spans are one backtick each side, single line, no edge or doubled spaces and no `<`, `&` or
 *   `\`, and never touch another code span (so they pair up as read, and nothing is escaped).
 * test/engine/openapi/plain-markdown.test.ts checks the result against remark on every description in
 * openapi/*.yaml and on generated strings around this grammar.
 */
const TEXT = String.raw`[\p{L}\p{M}\p{N}.,;:'"()?/%+=\-$#{}^>!…–—‘’“”€£≥≤×°]`;
const CODE = String.raw`\x60[^\s\x60<&\\]+(?: [^\s\x60<&\\]+)*\x60`;
const CHUNK = `(?:${TEXT}|${CODE})`;
const LINE = `${CHUNK}+(?: ${CHUNK}+)*`;
const PLAIN_PARAGRAPH = new RegExp(`^${LINE}(?:\\n${LINE})*\\n?$`, 'u');
const LINE_START = /^(?:[\p{L}("'\x60]|\p{N}+(?![\p{N}.)]))/u;
const AUTOLINK_START = /www\.|https?:|mailto:|xmpp:/i;

/**
 * The rendering of a description that is one plain paragraph (see the grammar above), the same as
 * remark's; undefined for anything else.
 */
export function renderPlainParagraph(markdown: string): RenderedMarkdown | undefined {
  if (!PLAIN_PARAGRAPH.test(markdown) || markdown.includes('\x60\x60') || AUTOLINK_START.test(markdown))
    return undefined;
  const body = markdown.endsWith('\n') ? markdown.slice(0, -1) : markdown;
  const lines = body.split('\n');
  if (!lines.every((line) => LINE_START.test(line))) return undefined;
  const html = `<p>${body.replace(/\x60([^\x60]+)\x60/g, '<code>$1</code>')}</p>`;
  return { html, text: body.replace(/\x60/g, '').replace(/\n/g, ' '), internalLinks: [] };
}

/**
 * The readable text of HTML that {@link renderPlainParagraph} produced — what parsing the HTML and
 * taking its text gives — or undefined for any other HTML.
 */
export function plainParagraphText(html: string): string | undefined {
  if (!html.startsWith('<p>') || !html.endsWith('</p>')) return undefined;
  const rendered = renderPlainParagraph(html.slice(3, -4).replace(/<\/?code>/g, '\x60'));
  return rendered?.html === html ? rendered.text : undefined;
}
