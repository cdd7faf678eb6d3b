import type { OutputFile } from '../../model/output-file.js';
import { contentHash } from '../../paths/content-hash.js';

export interface PageStylesheets {
  /** The stylesheets by output path (`assets/pages/3F2A9C1B07.css`); pages with the same CSS share one. */
  files: Map<string, OutputFile>;
  /** The stylesheet URL of each page that has one, by page file. */
  urls: Map<string, string>;
}

/**
 * Hashed files for the CSS that MDX and TSX pages' components import (`import './card.css'`), which
 * esbuild gathers per page; a client component's CSS is in the CSS of each page that renders it.
 */
export function pageStylesheets(cssByPage: Map<string, string>): PageStylesheets {
  const stylesheets: PageStylesheets = { files: new Map(), urls: new Map() };
  for (const [page, css] of cssByPage) {
    const file = `assets/pages/${contentHash(css)}.css`;
    stylesheets.files.set(file, { contents: css });
    stylesheets.urls.set(page, `/${file}`);
  }
  return stylesheets;
}

/**
 * A page's HTML led by its stylesheet's link. It sits in the content, not the head, so that it comes
 * with the content when the client navigates to the page; a stylesheet link is allowed in the body
 * and holds back the rendering of what follows it until it has loaded, so nothing shows unstyled.
 */
export function withStylesheet(html: string, url: string | undefined): string {
  return url === undefined ? html : `<link rel="stylesheet" href="${url}"/>${html}`;
}
