import path from 'node:path';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import type { ContentFileData } from './content-file-data.js';
import { splitAtTruncateMarker } from './syntax/truncate-marker.js';

/** What a TSX page exports next to its component: its title and description. */
export interface PageExports {
  title?: string;
  description?: string;
}

/**
 * Assembles a page's rendered content from its HTML and what the plugins recorded; a TSX page's
 * `exported` title and description count where its front matter would.
 */
export function toRenderedContent(source: SourceFile, data: ContentFileData, fullHtml: string, anchors: string[], markdown?: string, exported: PageExports = {}): RenderedContent {
  const { html, excerptHtml } = splitAtTruncateMarker(fullHtml);
  const description = source.frontMatter.description ?? exported.description;
  return {
    html,
    title: source.frontMatter.title ?? exported.title ?? data.firstHeading ?? titleFromId(source.id),
    ...(description !== undefined ? { description } : {}),
    hasOwnH1: data.firstHeading !== undefined,
    toc: data.toc,
    ...(markdown !== undefined ? { markdown } : {}),
    ...(data.sections ? { sections: data.sections } : {}),
    anchors,
    links: data.links,
    ...(excerptHtml !== undefined ? { excerptHtml } : {}),
  };
}

/** The title of a page that states none and has no `#` heading: its doc id's last part, as words. */
export function titleFromId(id: string): string {
  const name = path.posix.basename(id).replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
