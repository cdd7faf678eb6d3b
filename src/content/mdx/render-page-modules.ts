import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import rehypeParse from 'rehype-parse';
import { toText } from 'hast-util-to-text';
import { unified } from 'unified';
import type { Element, Root } from 'hast';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { makeDiagnostic } from '../../diagnostics/make-diagnostic.js';
import type { PageSection } from '../../model/rendered-content.js';
import { SiteUrlsContext } from '../../../templates/site-href.js';
import { ClientComponentUrls } from './client-component-runtime.js';
import type { PageModule } from './evaluate-page-modules.js';
import { htmlTreeToMarkdown, type MarkdownLinkBase } from '../../markdown/html-to-markdown.js';
import { pageSections } from '../page-data/page-sections.js';
import { renderCrashDiagnostic } from '../render-crash-diagnostic.js';
import { addScrollRegionsToHtml } from '../page-html/scroll-regions-in-html.js';
import { walkTree } from '../../shared/walk-tree.js';

const parseHtml = unified().use(rehypeParse, { fragment: true });

/**
 * Renders an MDX or TSX page module to HTML, with the readable text, Markdown and ids of what it rendered.
 * `clientComponentUrls` are the browser modules of the client components it may render.
 */
export function renderPageModule(
  module: PageModule,
  file: string,
  components: Record<string, unknown>,
  clientComponentUrls: ReadonlyMap<string, string>,
  linkBase: MarkdownLinkBase,
): { html: string; markdown: string; sections: PageSection[]; anchors: string[]; firstHeading?: string } | { diagnostic: Diagnostic } {
  let html: string;
  try {
    const page = createElement(ClientComponentUrls.Provider, { value: clientComponentUrls }, createElement(module.default, { components }));
    html = renderToString(createElement(SiteUrlsContext.Provider, { value: { baseUrl: linkBase.baseUrl, url: linkBase.siteUrl } }, page));
  } catch (error) {
    return {
      diagnostic: renderCrashDiagnostic(error, file) ?? makeDiagnostic('PAGE_RENDER_THROWS', { file }, { file, error: (error as Error).message }),
    };
  }
  const tree = parseHtml.parse(html) as Root;
  html = addScrollRegionsToHtml(html, tree);
  const anchors: string[] = [];
  let firstHeading: string | undefined;
  walkTree<Element>(tree, 'element', (node, index, parent) => {
    if (isChrome(node) && parent && index !== undefined) {
      // Anchor marks, copy buttons and an inline table of contents are not part of the page's text.
      parent.children.splice(index, 1);
      return index;
    }
    if (typeof node.properties.id === 'string') anchors.push(node.properties.id);
    if (node.tagName === 'h1' && firstHeading === undefined) firstHeading = toText(node).trim();
  });
  const sections = pageSections(tree);
  return { html, markdown: htmlTreeToMarkdown(tree, linkBase), sections, anchors, ...(firstHeading === undefined ? {} : { firstHeading }) };
}

function isChrome(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && (classes.includes('heading-anchor') || classes.includes('code-copy') || classes.includes('mdx-toc-inline'));
}
