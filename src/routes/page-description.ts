import type { EndpointPage } from '../model/endpoint-page.js';
import { contentPlainText, type RenderedContent } from '../model/rendered-content.js';
import { summarize } from './text-summary.js';

// The description of every page made from a content file or a spec operation (its meta description, its
// card on a category's index, its feed entry) is decided here; the generated pages (listings, category
// indexes, search, 404) state theirs where they are made. A page's title is its content's
// (`RenderedContent.title`, decided by the content stage from the front matter or the TSX exports).

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

/** A blog post's: the description its front matter states, as written, else a summary of its whole text (`plainText`). */
export function postDescription(content: RenderedContent, plainText: string): string {
  return typeof content.description === 'string' ? content.description : summarize(plainText);
}

/** An endpoint page's: its operation's description summarised, else its method and path (else its title). */
export function endpointDescription(endpoint: EndpointPage): string {
  if (endpoint.description) return summarize(endpoint.description);
  return endpoint.method ? `${endpoint.method.toUpperCase()} ${endpoint.path}` : endpoint.title;
}
