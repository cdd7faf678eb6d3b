import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EndpointContent } from '../../templates/endpoint/endpoint-content.js';
import type { EndpointView } from '../../templates/endpoint/endpoint-view.js';
import { unescapeHtml } from '../../templates/escape-html.js';
import type { SourceLocation } from '../diagnostics/diagnostic.js';
import type { LinkReference } from '../model/link-reference.js';
import type { EndpointPageContent } from '../model/endpoint-page.js';
import type { TocItem } from '../model/rendered-content.js';
import { endpointMarkdown, type HtmlBlocks } from './endpoint-markdown.js';
import { endpointPlainText, type HtmlText } from './endpoint-plain-text.js';

/**
 * Renders an endpoint view to the content of its page: HTML, the h2/h3 table of contents, readable
 * text, every id the HTML defines and the internal links it makes (checked by the routes stage).
 */
export function renderEndpointContent(options: {
  view: EndpointView;
  title: string;
  route: string;
  hrefs: string[];
  location: SourceLocation;
  /** The text of description HTML; pass one per build so that repeated descriptions are parsed once. */
  htmlText?: HtmlText;
  /** The page's description HTML as Markdown blocks, for its Markdown copy. */
  htmlBlocks: HtmlBlocks;
}): EndpointPageContent {
  const { view, route } = options;
  const html = renderToString(createElement(EndpointContent, { view }));
  const anchors = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!));
  const seen = new Set<string>();
  const links: LinkReference[] = [];
  for (const href of options.hrefs) {
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({
      target: href.startsWith('#') ? route + href : href.replace(/(.)\/(#|$)/, '$1$2'),
      written: href,
      location: options.location,
    });
  }
  return {
    html,
    title: options.title,
    hasOwnH1: false,
    toc: endpointToc(view),
    plainText: endpointPlainText(view, options.htmlText),
    markdown: endpointMarkdown(view, options.htmlBlocks),
    anchors,
    links,
  };
}

/** The headings the endpoint template emits, in page order (on narrow screens, where the samples come after the authentication). */
export function endpointToc(view: EndpointView): TocItem[] {
  const toc: TocItem[] = [];
  if (view.ids.servers) toc.push({ depth: 2, id: view.ids.servers, text: 'Servers' });
  toc.push({ depth: 2, id: view.ids.authentication, text: 'Authentication' });
  toc.push({ depth: 2, id: view.ids.samples, text: 'Request samples' });
  if (view.responses.length > 0) toc.push({ depth: 2, id: view.ids.responseExamples, text: 'Response examples' });
  if (view.parameterGroups.length > 0) {
    toc.push({ depth: 2, id: view.ids.parameters, text: 'Parameters' });
    for (const group of view.parameterGroups) toc.push({ depth: 3, id: group.id, text: group.title });
  }
  if (view.requestBody)
    toc.push({ depth: 2, id: view.ids.requestBody, text: view.kind === 'operation' ? 'Request body' : 'Payload' });
  toc.push({ depth: 2, id: view.ids.responses, text: 'Responses' });
  for (const group of view.responseGroups) toc.push({ depth: 3, id: group.id, text: group.title });
  return toc;
}
