import type { EndpointPage } from '../model/endpoint-page.js';
import type { RenderedContent } from '../model/rendered-content.js';
import { summarize } from '../model/text-summary.js';

// The description of every page made from a content file or a spec operation (its meta description, its
// card on a category's index, its feed entry) is decided here and in model/content-description.ts (a
// doc's or standalone page's, which the content cache keeps with the content); the generated pages
// (listings, category indexes, search, 404) state theirs where they are made. A page's title is its
// content's (`RenderedContent.title`, decided by the content stage from the front matter or the TSX exports).

/** A blog post's: the description its front matter states, as written, else a summary of its whole text (`plainText`). */
export function postDescription(content: RenderedContent, plainText: string): string {
  return typeof content.description === 'string' ? content.description : summarize(plainText);
}

/** An endpoint page's: its operation's description summarised, else its method and path (else its title). */
export function endpointDescription(endpoint: EndpointPage): string {
  if (endpoint.description) return summarize(endpoint.description);
  return endpoint.method ? `${endpoint.method.toUpperCase()} ${endpoint.path}` : endpoint.title;
}
