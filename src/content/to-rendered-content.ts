import path from 'node:path';
import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import type { ContentFileData } from './content-file-data.js';
import { splitAtTruncateMarker } from './syntax/truncate-marker.js';

/** Assembles a page's rendered content from its HTML and what the plugins recorded. */
export function toRenderedContent(source: SourceFile, data: ContentFileData, fullHtml: string, anchors: string[], markdown?: string): RenderedContent {
  const { html, excerptHtml } = splitAtTruncateMarker(fullHtml);
  return {
    html,
    title: source.frontMatter.title ?? data.firstHeading ?? titleFromId(source.id),
    hasOwnH1: data.firstHeading !== undefined,
    toc: data.toc,
    ...(markdown !== undefined ? { markdown } : {}),
    ...(data.sections ? { sections: data.sections } : {}),
    anchors,
    links: data.links,
    ...(excerptHtml !== undefined ? { excerptHtml } : {}),
  };
}

function titleFromId(id: string): string {
  const name = path.posix.basename(id).replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
