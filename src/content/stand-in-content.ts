import type { RenderedContent } from '../model/rendered-content.js';
import type { SourceFile } from '../model/source-file.js';
import { titleFromId } from './to-rendered-content.js';

/** An ATX `# Title` line (its closing `#`s not part of the title). */
const FIRST_H1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m;

/** A heading's Markdown as text, near enough for a label: links as their text, no emphasis or code marks, no tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/**
 * What other pages show of a source before it is rendered: its title (front matter `title`, else its
 * first `#` heading read from the text, else its id) and description, with no content. A page shown
 * ahead of the first build (watch) has these in its sidebars and cards until the build replaces it.
 */
export function standInContent(source: SourceFile): RenderedContent {
  const heading = source.extension === '.tsx' ? undefined : FIRST_H1.exec(source.body)?.[1];
  const description = source.frontMatter.description;
  return {
    html: '',
    title: source.frontMatter.title ?? (heading ? headingText(heading) || undefined : undefined) ?? titleFromId(source.id),
    ...(description !== undefined ? { description } : {}),
    hasOwnH1: heading !== undefined,
    toc: [],
    sections: [],
    anchors: [],
    links: [],
  };
}
