import { contentPlainText, type RenderedContent } from './rendered-content.js';
import { summarize } from './text-summary.js';

/** Summaries by content: watch runs the routes stage again over content that did not change. */
const summaries = new WeakMap<RenderedContent, string>();

/** A doc's or standalone page's: the description its source states, unless blank, else a summary of its text after its title. */
export function contentDescription(content: RenderedContent): string {
  const written = content.description;
  if (typeof written === 'string' && written.trim() !== '') return written;
  let summary = summaries.get(content);
  if (summary === undefined) {
    const plainText = contentPlainText(content);
    const text = plainText.startsWith(content.title) ? plainText.slice(content.title.length) : plainText;
    summary = summarize(text);
    summaries.set(content, summary);
  }
  return summary;
}

/**
 * Gives `content` the description `contentDescription` made of it before (kept in the build cache
 * with it), so that a content whose body is read when first used need not be read for it.
 */
export function rememberContentDescription(content: RenderedContent, description: string): void {
  const written = content.description;
  if (!(typeof written === 'string' && written.trim() !== '')) summaries.set(content, description);
}
