import type { Page } from '../model/page.js';
import { mdastToMarkdown } from '../markdown/mdast-to-markdown.js';

/** A page as Markdown: its title as the `#` heading (unless the content starts with its own), then its content. */
export function pageMarkdown(page: Page): string {
  const body = page.content?.markdown ?? '';
  const ownHeading = page.content?.hasOwnH1 === true && body.startsWith('# ');
  const heading = ownHeading
    ? ''
    : `${mdastToMarkdown({ type: 'root', children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }] })}\n\n`;
  return `${heading}${body}`.trim() + '\n';
}
